// Public API of @roomsmith/schema (browser-safe). Node-only pieces live in
// `@roomsmith/schema/node`.
export { formatDiagnostic, compareDiagnostics, countBySeverity } from './diagnostics/diagnostic.ts';
export type { Diagnostic, Severity } from './diagnostics/diagnostic.ts';
export { loadPacks } from './load/load-packs.ts';
export { checkFile } from './load/check-file.ts';
export { mergeMode, MODE_OWN_KEYS } from './link/extends.ts';
export { DEFINITION_KINDS } from './link/declarations.ts';
export { declaredNames } from './link/declared-names.ts';
export type { LoadOptions } from './load/context.ts';
export { readPackZip, unzipSafely, packPrefix, declaredPackId, ZIP_LIMITS } from './load/zip.ts';
export type { ZipLimits } from './load/zip.ts';
export { checkPackId, checkPackPath, ID_PATTERN, ASSET_EXTENSIONS } from './load/safe-paths.ts';
export { FORMAT_VERSION } from './load/pack-set.ts';
export { migratePack, migrateSchemaRefs, schemaUrlFor } from './load/migrate.ts';
export type { PackMigration, MigrateOptions } from './load/migrate.ts';
export type { PackFiles, PackInput, LoadedPack, LoadResult, EntitySource } from './load/types.ts';
export { parseJson, locate } from './parse/json.ts';
export type { ParsedJson } from './parse/json.ts';
export { ENTITY_KINDS, SCHEMA_BASE, schemaIdOf, isEntityKind, withPlaceholders } from './registry/schema-set.ts';
export type { EntityKind, JsonSchema, SchemaSet } from './registry/schema-set.ts';
export { schemas } from './generated/schemas.ts';
export { standaloneValidators } from './validate/standalone.ts';
export type { Validators, ValidateFn, SchemaError } from './validate/validators.ts';
export type * from './generated/types.ts';
export { describeBehaviour, describeEffects, describeValue } from './text/describe.ts';
export { describeCondition, describeSelector } from './text/condition.ts';
export { vocabularyBranches, branchOf, holdsEffects } from './text/vocabulary.ts';
export type { Branch, BranchParam, SchemaNode, VocabularyUnion } from './text/vocabulary.ts';
export { buildBundle, readBundle, isBundledPath, sha256Hex, BUNDLE_MANIFEST, BUNDLE_FORMAT } from './bundle/bundle.ts';
export type { Bundle, BundleFile, BundleManifest, BundlePack } from './bundle/bundle.ts';
export {
  checkDependencyKey,
  checkRegistryName,
  dependencyNames,
  isScopedName,
  parseRegistryName,
  registryNameOf,
  MAX_REGISTRY_NAME,
  SCOPED_NAME_PATTERN,
} from './bundle/registry-name.ts';
export type { RegistryName } from './bundle/registry-name.ts';
