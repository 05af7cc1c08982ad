// What a decision option points at on the table, so the sandbox can make the
// tile, card or zone clickable. The engine names a component in the option's
// `target`; an option naming a zone (`pick:room-green`) carries no target
// yet, so its id's value after the prefix is matched against the view's
// zone ids (contracts.md §3: option ids are `<prefix>:<value>`).
import type { Decision, View } from '@roomsmith/engine';
import { displayText } from '../workspace/manifest.ts';
import type { SandboxOption } from './engine-protocol.ts';

type Option = NonNullable<Decision['options'][string]>[number];

/** The option as the sandbox shows it: label, and the component or zone of `seen` it targets. */
export function sandboxOption(o: Option, seen: View): SandboxOption {
  const out: SandboxOption = { id: o.id, label: displayText(o.label) || o.id };
  const component = o.target?.component;
  if (component && component in seen.components) out.component = component;
  const named = (o.target as { zone?: unknown } | undefined)?.zone;
  const value = typeof named === 'string' ? named : o.id.slice(o.id.indexOf(':') + 1);
  if (!out.component && value in seen.zones) out.zone = value;
  return out;
}
