// Registry names: what a pack is published, installed and depended on as.
// A pack without `registryName` is published under its id (a bare name,
// `hazards`); a pack with one is published under it (`@ada/hazards`), a
// scope owned by one publisher. Either way the pack's `id` stays what
// content references use (`hazards:acid`), whatever its registry name is.
import { ID_PATTERN, printable } from '../load/safe-paths.ts';

/** A bare name or a scope: kebab-case, as pack ids. */
const PART = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The whole of a scoped name, `@scope/name`. */
export const SCOPED_NAME_PATTERN = /^@[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The longest registry name, scope included (a bound npm keeps too). */
export const MAX_REGISTRY_NAME = 214;

/** A registry name taken apart: `@ada/hazards` → scope `ada`, name `hazards`; `hazards` → no scope. */
export interface RegistryName {
  scope: string | null;
  name: string;
  /** The name as written: `@scope/name` or `name`. */
  full: string;
}

/** Why `value` is not a registry name (`@scope/name` or a bare pack id), or null when it is. */
export function checkRegistryName(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return 'a pack name is required';
  const shown = `"${printable(value)}"`;
  if (value.length > MAX_REGISTRY_NAME) return `${shown} is longer than ${MAX_REGISTRY_NAME} characters`;
  if (!value.startsWith('@'))
    return PART.test(value)
      ? null
      : `${shown} is not a pack name: use lower-case letters, digits and single dashes, or @scope/name`;
  const slash = value.indexOf('/');
  if (slash < 0) return `${shown} has a scope but no name: write @scope/name`;
  const scope = value.slice(1, slash);
  const name = value.slice(slash + 1);
  if (!PART.test(scope))
    return `${shown}: the scope "${printable(scope)}" must be lower-case letters, digits and single dashes`;
  if (!PART.test(name))
    return `${shown}: the name "${printable(name)}" must be lower-case letters, digits and single dashes (one "/" only)`;
  return null;
}

/** Takes a registry name apart; null when it is not one (see checkRegistryName for why). */
export function parseRegistryName(value: string): RegistryName | null {
  if (checkRegistryName(value) !== null) return null;
  if (!value.startsWith('@')) return { scope: null, name: value, full: value };
  const slash = value.indexOf('/');
  return { scope: value.slice(1, slash), name: value.slice(slash + 1), full: value };
}

/** Is `value` a scoped name (`@scope/name`)? */
export function isScopedName(value: string): boolean {
  return SCOPED_NAME_PATTERN.test(value);
}

/** The name a pack is published under: its `registryName` when it has one, else its id. */
export function registryNameOf(pack: { id: string; registryName?: string | undefined }): string {
  return pack.registryName ?? pack.id;
}

/** Does a dependency key (a pack id or a scoped name) name this pack? */
export function dependencyNames(key: string, pack: { id: string; registryName?: string | undefined }): boolean {
  return isScopedName(key) ? pack.registryName === key : key === pack.id && ID_PATTERN.test(key);
}

/** Why a dependency key is unusable (it must be a pack id or `@scope/name`), or null. */
export function checkDependencyKey(key: string): string | null {
  if (key.startsWith('@')) return checkRegistryName(key);
  return ID_PATTERN.test(key)
    ? null
    : `"${printable(key)}" is not a pack id or @scope/name: use lower-case letters, digits and single dashes`;
}
