import { describe, expect, it } from 'vitest';
import type { Pack } from '../workspace/pack.ts';
import { planImport } from './import-plan.ts';

const pack = (id: string, readOnly = false): Pack => ({
  id,
  root: id,
  readOnly,
  files: { 'pack.json': `{ "id": "${id}", "name": "N" }` },
});

describe('import planning', () => {
  it('adds a pack whose id is free', () => {
    expect(planImport(pack('new'), [pack('room25', true)])).toEqual({ kind: 'add', pack: pack('new') });
  });

  it('offers to replace the author’s pack or to rename the incoming one', () => {
    const plan = planImport(pack('mine'), [pack('mine'), pack('mine-2')]);
    expect(plan.kind).toBe('conflict');
    if (plan.kind !== 'conflict') return;
    expect(plan.canReplace).toBe(true);
    expect(plan.renamed.id).toBe('mine-3');
    expect(plan.renamed.files['pack.json']).toBe('{ "id": "mine-3", "name": "N" }');
  });

  it('never offers to replace a bundled pack', () => {
    const plan = planImport(pack('room25'), [pack('room25', true)]);
    expect(plan).toMatchObject({ kind: 'conflict', canReplace: false, renamed: { id: 'room25-2' } });
  });
});
