// Pack bundles: the one way a pack travels between people (CLI, studio,
// registry). A bundle is a zip of the pack's files plus a manifest
// (`roomsmith-bundle.json`) listing every file with its size and SHA-256.
// Building is reproducible (fixed order and timestamps: the same files give
// the same bytes). Reading trusts nothing: the zip passes the shared path and
// size rules, and every entry must be listed with the right digest — an
// extra, missing or altered file refuses the whole bundle.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';
import { zipSync, type Zippable } from 'fflate';
import { checkPackId, checkPackPath, printable } from '../load/safe-paths.ts';
import { checkDependencyKey, checkRegistryName, isScopedName } from './registry-name.ts';
import { unzipSafely, ZIP_LIMITS, type ZipLimits } from '../load/zip.ts';

/** The manifest's file name inside a bundle. */
export const BUNDLE_MANIFEST = 'roomsmith-bundle.json';
/** The bundle format this code writes and reads. */
export const BUNDLE_FORMAT = 1;

/** One file of a bundle as its manifest lists it. */
export interface BundleFile {
  path: string;
  size: number;
  sha256: string;
}

/** Who a bundle's pack is: its id, the scoped name it is published under (if any), version and dependencies. */
export interface BundlePack {
  id: string;
  /** `@scope/name` when pack.json gives `registryName`; absent for a pack published under its id. */
  registryName?: string;
  version: string;
  formatVersion: number;
  /** Dependency (pack id or `@scope/name`) → semver range. */
  dependencies: Record<string, string>;
}

/** `roomsmith-bundle.json`: what the bundle holds and each file's digest. */
export interface BundleManifest {
  bundleFormat: number;
  pack: BundlePack;
  files: BundleFile[];
}

/** A bundle that was built or read: its bytes' digest, manifest and files. */
export interface Bundle {
  /** SHA-256 of the bundle's bytes, hex: what a registry stores and serves. */
  sha256: string;
  manifest: BundleManifest;
  /** The pack's files by path (pack.json included, the bundle manifest not). */
  files: Record<string, Uint8Array>;
}

/** The earliest time a zip can hold; a constant keeps bundles reproducible. */
const EPOCH = new Date(1980, 0, 1, 0, 0, 0);
const encoder = new TextEncoder();
const decoder = new TextDecoder('utf-8', { fatal: true });

/** SHA-256 of bytes as lower-case hex. */
export function sha256Hex(bytes: Uint8Array): string {
  return bytesToHex(sha256(bytes));
}

/**
 * Which files of a pack folder travel in its bundle: pack.json, JSON and
 * assets in subfolders, and top-level assets (README.md, a cover image).
 * Top-level JSON other than pack.json (tool files such as project.json) stays home.
 */
export function isBundledPath(path: string): boolean {
  if (path === 'pack.json') return true;
  if (checkPackPath(path) !== null) return false;
  return path.includes('/') || !path.endsWith('.json');
}

/** Builds a bundle from a pack's files; an error when pack.json is missing or unusable. */
export function buildBundle(
  files: Record<string, string | Uint8Array>,
): ({ ok: true; bytes: Uint8Array } & Bundle) | { ok: false; error: string } {
  const bytesOf = (data: string | Uint8Array) => (typeof data === 'string' ? encoder.encode(data) : data);
  const paths = Object.keys(files).filter(isBundledPath).sort();
  const packJson = files['pack.json'];
  if (packJson === undefined) return { ok: false, error: 'the pack has no pack.json' };
  const pack = readPackIdentity(bytesOf(packJson));
  if ('error' in pack) return { ok: false, error: pack.error };
  const kept: Record<string, Uint8Array> = {};
  const listed: BundleFile[] = [];
  for (const path of paths) {
    const data = bytesOf(files[path] as string | Uint8Array);
    kept[path] = data;
    listed.push({ path, size: data.length, sha256: sha256Hex(data) });
  }
  const manifest: BundleManifest = { bundleFormat: BUNDLE_FORMAT, pack, files: listed };
  const entries: Zippable = {};
  entries[BUNDLE_MANIFEST] = [encoder.encode(JSON.stringify(manifest, null, 2) + '\n'), { mtime: EPOCH }];
  entries['pack.json'] = [kept['pack.json'] as Uint8Array, { mtime: EPOCH }];
  for (const path of paths) if (path !== 'pack.json') entries[path] = [kept[path] as Uint8Array, { mtime: EPOCH }];
  const bytes = zipSync(entries, { level: 6, mtime: EPOCH });
  return { ok: true, bytes, sha256: sha256Hex(bytes), manifest, files: kept };
}

/**
 * Reads untrusted bundle bytes. Refuses, with a message and no files, a zip
 * that is unsafe (paths, sizes, duplicates), has no or a malformed manifest,
 * holds a file the manifest does not list or misses one it lists, or whose
 * file digests or sizes differ from the manifest's; also a pack.json whose id
 * or version differ from the manifest's, and a newer bundle format.
 */
export function readBundle(
  bytes: Uint8Array,
  limits: ZipLimits = ZIP_LIMITS,
): ({ ok: true } & Bundle) | { ok: false; error: string } {
  const refuse = (error: string) => ({ ok: false as const, error });
  if (!(bytes[0] === 0x50 && bytes[1] === 0x4b)) return refuse('not a bundle: the bytes are not a zip');
  const read = unzipSafely(bytes, limits);
  if ('error' in read) return refuse(read.error.replace(/^refused:? ?/, ''));
  const entries = read.entries;
  const manifestBytes = entries[BUNDLE_MANIFEST];
  if (!manifestBytes)
    return refuse(`not a bundle: no ${BUNDLE_MANIFEST} (a plain zip of a pack is imported, not installed)`);
  const manifest = parseManifest(manifestBytes);
  if ('error' in manifest) return refuse(`${BUNDLE_MANIFEST}: ${manifest.error}`);
  const files: Record<string, Uint8Array> = {};
  const listed = new Set<string>();
  for (const file of manifest.files) {
    if (listed.has(file.path)) return refuse(`${BUNDLE_MANIFEST} lists "${printable(file.path)}" twice`);
    listed.add(file.path);
    const data = entries[file.path];
    if (!data) return refuse(`"${printable(file.path)}" is listed in ${BUNDLE_MANIFEST} but missing`);
    if (data.length !== file.size || sha256Hex(data) !== file.sha256)
      return refuse(`"${printable(file.path)}" does not match its digest: the bundle was altered or damaged`);
    files[file.path] = data;
  }
  for (const name of Object.keys(entries))
    if (name !== BUNDLE_MANIFEST && !listed.has(name))
      return refuse(`"${printable(name)}" is in the zip but not listed in ${BUNDLE_MANIFEST}`);
  const packJson = files['pack.json'];
  if (!packJson) return refuse('the bundle holds no pack.json');
  const identity = readPackIdentity(packJson);
  if ('error' in identity) return refuse(identity.error);
  if (identity.id !== manifest.pack.id || identity.version !== manifest.pack.version)
    return refuse(
      `pack.json says ${identity.id}@${identity.version} but ${BUNDLE_MANIFEST} says ${manifest.pack.id}@${manifest.pack.version}`,
    );
  if (identity.registryName !== manifest.pack.registryName)
    return refuse(
      `pack.json's registryName is ${identity.registryName ?? 'not given'} but ${BUNDLE_MANIFEST} says ${manifest.pack.registryName ?? 'none'}`,
    );
  return { ok: true, sha256: sha256Hex(bytes), manifest, files };
}

/** The id, version, format version and dependencies pack.json declares, or why they are unusable. */
function readPackIdentity(bytes: Uint8Array): BundlePack | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return { error: 'pack.json is not valid JSON (run `roomsmith validate` for where)' };
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    return { error: 'pack.json is not an object' };
  const json = value as Record<string, unknown>;
  const idProblem = checkPackId(json['id']);
  if (idProblem) return { error: `pack.json: ${idProblem}` };
  const registryName = json['registryName'];
  if (registryName !== undefined) {
    const problem = checkRegistryName(registryName);
    if (problem) return { error: `pack.json: "registryName": ${problem}` };
    if (!isScopedName(registryName as string))
      return {
        error: `pack.json: "registryName" must be a scoped name such as "@ada/${json['id'] as string}" (a pack without one is published as its id)`,
      };
  }
  const version = json['version'];
  if (typeof version !== 'string' || !SEMVER.test(version))
    return { error: 'pack.json: "version" must be a semver version such as "1.0.0"' };
  const formatVersion = json['formatVersion'];
  if (typeof formatVersion !== 'number' || !Number.isInteger(formatVersion) || formatVersion < 1)
    return { error: 'pack.json: "formatVersion" must be a positive integer' };
  const deps = json['dependencies'] ?? {};
  if (deps === null || typeof deps !== 'object' || Array.isArray(deps))
    return { error: 'pack.json: "dependencies" must be an object of id (or @scope/name) → semver range' };
  const dependencies: Record<string, string> = {};
  for (const [id, range] of Object.entries(deps as Record<string, unknown>)) {
    const problem = checkDependencyKey(id);
    if (problem) return { error: `pack.json: dependency ${problem}` };
    if (typeof range !== 'string') return { error: `pack.json: the range of dependency "${id}" must be a string` };
    dependencies[id] = range;
  }
  return {
    id: json['id'] as string,
    ...(typeof registryName === 'string' ? { registryName } : {}),
    version,
    formatVersion,
    dependencies,
  };
}

const SEMVER = /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;
const HEX64 = /^[0-9a-f]{64}$/;

/** Checks a manifest's shape field by field, naming the first wrong one. */
function parseManifest(bytes: Uint8Array): BundleManifest | { error: string } {
  let value: unknown;
  try {
    value = JSON.parse(decoder.decode(bytes));
  } catch {
    return { error: 'not valid JSON' };
  }
  const m = value as Partial<BundleManifest> | null;
  if (m === null || typeof m !== 'object' || Array.isArray(m)) return { error: 'not an object' };
  if (typeof m.bundleFormat !== 'number') return { error: '"bundleFormat" is missing' };
  if (m.bundleFormat > BUNDLE_FORMAT)
    return {
      error: `bundle format ${m.bundleFormat} is newer than this Roomsmith reads (${BUNDLE_FORMAT}): update Roomsmith`,
    };
  const pack = m.pack as Partial<BundleManifest['pack']> | undefined;
  if (!pack || typeof pack.id !== 'string' || typeof pack.version !== 'string')
    return { error: '"pack" must give the pack\'s id and version' };
  if (!Array.isArray(m.files)) return { error: '"files" must be a list' };
  for (const [i, file] of m.files.entries()) {
    const f = file as Partial<BundleFile> | null;
    if (!f || typeof f.path !== 'string' || typeof f.size !== 'number' || typeof f.sha256 !== 'string')
      return { error: `files[${i}] must have a path, a size and a sha256` };
    const unsafe = checkPackPath(f.path);
    if (unsafe) return { error: `files[${i}]: ${unsafe}` };
    if (!HEX64.test(f.sha256)) return { error: `files[${i}].sha256 is not a SHA-256 in hex` };
  }
  return {
    bundleFormat: m.bundleFormat,
    pack: {
      id: pack.id,
      ...(typeof pack.registryName === 'string' ? { registryName: pack.registryName } : {}),
      version: pack.version,
      formatVersion: typeof pack.formatVersion === 'number' ? pack.formatVersion : 1,
      dependencies: pack.dependencies && typeof pack.dependencies === 'object' ? pack.dependencies : {},
    },
    files: m.files,
  };
}
