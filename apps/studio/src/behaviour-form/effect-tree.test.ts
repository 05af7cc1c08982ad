import { schemas, type BranchParam } from '@roomsmith/schema';
import { describe, expect, it } from 'vitest';
import { effectBranches } from './behaviour-model.ts';
import { freshRecord, paramShape, readEffects, valueAt, type EffectNode, type FieldNode } from './effect-tree.ts';

const branch = (value: string) => {
  const found = effectBranches().find((b) => b.value === value);
  if (!found) throw new Error(`no ${value} branch`);
  return found;
};
const param = (effect: string, name: string): BranchParam => {
  const found = branch(effect).params.find((p) => p.name === name);
  if (!found) throw new Error(`${effect} has no ${name}`);
  return found;
};

/** Every JSON path of the effect schema that refers to the effect list, found by walking its raw JSON. */
function effectListRefs(node: unknown, at: string[] = []): string[] {
  if (Array.isArray(node)) return node.flatMap((v, i) => effectListRefs(v, [...at, String(i)]));
  if (typeof node !== 'object' || node === null) return [];
  const here = /#\/\$defs\/effects$/.test(String((node as Record<string, unknown>)['$ref'] ?? ''))
    ? [at.join('/')]
    : [];
  return [...here, ...Object.entries(node).flatMap(([k, v]) => effectListRefs(v, [...at, k]))];
}

/** The nested effect lists the form finds from the branches, as schema paths. */
function listsFound(): string[] {
  const walk = (params: BranchParam[], at: string): string[] =>
    params.flatMap((p) => {
      const shape = paramShape(p);
      if (shape.kind === 'effects') return [`${at}/properties/${p.name}`];
      if (shape.kind === 'records') return walk(shape.fields, `${at}/properties/${p.name}/items`);
      return [];
    });
  return effectBranches().flatMap((b) => walk(b.params, `$defs/${b.value}`));
}

describe('where effects nest, read from the schemas', () => {
  it('reads an if’s then and else as effect lists and its test as a value', () => {
    expect(paramShape(param('if', 'then')).kind).toBe('effects');
    expect(paramShape(param('if', 'else')).kind).toBe('effects');
    expect(paramShape(param('if', 'if')).kind).toBe('value');
  });

  it('reads a selector parameter as a plain value', () => {
    expect(paramShape(param('eliminate', 'piece')).kind).toBe('value');
  });

  it('reads choose-option’s options as records whose do is an effect list', () => {
    const shape = paramShape(param('choose-option', 'options'));
    if (shape.kind !== 'records') throw new Error(`options read as ${shape.kind}`);
    const doField = shape.fields.find((f) => f.name === 'do');
    expect(doField && paramShape(doField).kind).toBe('effects');
    expect(shape.fields.map((f) => f.name)).toContain('id');
  });

  it('finds every effect list the effect schema nests, and nothing else', () => {
    const root = schemas['https://roomsmith.dev/schemas/vocabulary/effect.schema.json'];
    const inSchema = effectListRefs(root).filter((p) => p.startsWith('$defs/') && p !== '$defs/effects');
    expect(listsFound().sort()).toEqual(inSchema.sort());
  });

  it('starts a record with its required effect lists empty', () => {
    const shape = paramShape(param('choose-option', 'options'));
    if (shape.kind !== 'records') throw new Error('options are not records');
    expect(freshRecord(shape.fields, null)).toEqual({ do: [] });
  });
});

describe('reading nested effects as form state', () => {
  const effects = [
    {
      do: 'if',
      if: { op: 'ge', a: 1, b: 1 },
      then: [
        { do: 'eliminate', piece: 'piece' },
        { do: 'for-each', in: 'x', run: [{ do: 'escape' }] },
      ],
    },
  ];
  const tree = readEffects(effects, ['triggers', 0, 'do']);
  const field = (node: EffectNode | undefined, name: string): FieldNode | undefined =>
    node?.fields.find((f) => f.param.name === name);

  it('gives each nested effect its branch and its path in the file', () => {
    const then = field(tree[0], 'then');
    if (then?.kind !== 'effects') throw new Error('then is not an effect list');
    expect(then.effects.map((e) => e.branch?.value)).toEqual(['eliminate', 'for-each']);
    expect(then.effects[1]?.path).toEqual(['triggers', 0, 'do', 0, 'then', 1]);
    const run = field(then.effects[1], 'run');
    if (run?.kind !== 'effects') throw new Error('run is not an effect list');
    expect(run.effects[0]?.path).toEqual(['triggers', 0, 'do', 0, 'then', 1, 'run', 0]);
  });

  it('points every node at its own value in the document', () => {
    const doc = { triggers: [{ on: 'enter', do: effects }] };
    const visit = (nodes: EffectNode[]): void =>
      nodes.forEach((n) => {
        expect(valueAt(doc, n.path)).toBe(n.value);
        n.fields.forEach((f) => f.kind === 'effects' && visit(f.effects));
      });
    visit(readEffects(doc.triggers[0]?.do, ['triggers', 0, 'do']));
  });

  it('reads an absent optional list as empty', () => {
    const elseField = field(tree[0], 'else');
    expect(elseField?.kind === 'effects' && elseField.effects).toEqual([]);
  });
});
