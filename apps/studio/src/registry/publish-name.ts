// What the publish form's "Publish as" field may say: the pack id (published
// under its id, no registryName) or a scoped name written into pack.json.
import { checkRegistryName, isScopedName } from '@roomsmith/schema';

/**
 * The registryName a "Publish as" entry asks for: undefined for the pack id itself (no registryName),
 * the scoped name otherwise; an error for a malformed name or a bare one other than the id.
 */
export function publishName(typed: string, id: string): { registryName: string | undefined } | { error: string } {
  const name = typed.trim();
  if (name === id) return { registryName: undefined };
  const problem = checkRegistryName(name);
  if (problem) return { error: `${problem[0]?.toUpperCase()}${problem.slice(1)}.` };
  if (!isScopedName(name))
    return {
      error: `A bare name is the pack id (${id}); to publish under another name, give it a scope: @your-name/${name}.`,
    };
  return { registryName: name };
}
