import { describe, expect, it } from 'vitest';
import {
  displayText,
  newManifestText,
  readManifest,
  registryNameOfManifest,
  withManifestId,
  withRegistryName,
} from './manifest.ts';

describe('pack manifests', () => {
  it('writes a new pack.json with the id, name, a first version and caret dependencies', () => {
    const text = newManifestText({ id: 'my-rooms', name: 'My rooms', dependencies: { room25: '0.1.0' } });
    expect(JSON.parse(text)).toEqual({
      id: 'my-rooms',
      name: 'My rooms',
      version: '0.1.0',
      formatVersion: 1,
      dependencies: { room25: '^0.1.0' },
    });
    expect(text.endsWith('}\n')).toBe(true);
  });

  it('falls back to the id when the name is blank', () => {
    expect(JSON.parse(newManifestText({ id: 'x', name: '  ', dependencies: {} })).name).toBe('x');
  });

  it('reads id, display name and version, and returns null for a broken file', () => {
    expect(readManifest('{"id":"a","name":{"fr":"Salle"},"version":"1.0.0"}')).toEqual({
      id: 'a',
      name: 'Salle',
      version: '1.0.0',
    });
    expect(readManifest('[1]')).toBeNull();
    expect(readManifest(undefined)).toBeNull();
  });

  it('renames a pack without touching the rest of the file', () => {
    const before = '{\n  "id": "a",\n    "name": "odd  spacing"\n}\n';
    expect(withManifestId(before, 'a-2')).toBe('{\n  "id": "a-2",\n    "name": "odd  spacing"\n}\n');
  });

  it('prefers English text and accepts plain strings', () => {
    expect(displayText({ fr: 'Salle', en: 'Room' })).toBe('Room');
    expect(displayText('Room')).toBe('Room');
    expect(displayText(3)).toBe('');
  });
});

describe('registryName in pack.json', () => {
  const text = '{\n  "id": "lantern",\n  "name": "Lantern",\n  "version": "0.1.0"\n}\n';

  it('is written right after the name, the rest kept byte for byte', () => {
    expect(withRegistryName(text, '@ada/lantern')).toBe(
      '{\n  "id": "lantern",\n  "name": "Lantern",\n  "registryName": "@ada/lantern",\n  "version": "0.1.0"\n}\n',
    );
  });

  it('is removed again by undefined', () => {
    expect(withRegistryName(withRegistryName(text, '@ada/lantern'), undefined)).toBe(text);
  });

  it('names the pack in the registry, else its id does', () => {
    expect(registryNameOfManifest(withRegistryName(text, '@ada/lantern'))).toBe('@ada/lantern');
    expect(registryNameOfManifest(text)).toBe('lantern');
  });
});
