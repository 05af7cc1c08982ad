// Generates the language reference (docs/reference/*.md) from the schemas:
// one page per schema, one section per union member or definition, each with
// its description, its properties and an example.
import { SchemaIndex, constValues, type Located } from '../registry/schema-index.ts';
import { SCHEMA_BASE, type JsonSchema, type SchemaSet } from '../registry/schema-set.ts';
import { defName } from './bundle.ts';
import { skeleton } from './skeleton.ts';

const BANNER = '<!-- Generated from packages/schema/src/schemas by `npm run codegen`. Do not edit. -->';

// Markdown table cells: one line, pipes escaped, angle brackets shown rather than read as HTML.
const oneLine = (text: unknown) =>
  typeof text === 'string'
    ? text.replace(/\s+/g, ' ').replace(/\|/g, '\\|').replace(/</g, '&lt;').replace(/>/g, '&gt;')
    : '';

function typeLabel(index: SchemaIndex, at: Located): string {
  const ref = at.node['$ref'];
  if (typeof ref === 'string') {
    const target = index.deref(at).node;
    return typeof target['title'] === 'string' ? String(target['title']) : (ref.split('/').pop() ?? ref);
  }
  const consts = constValues(at.node);
  if (consts.length) return consts.map((c) => `"${c}"`).join(' \\| ');
  const union = (at.node['oneOf'] ?? at.node['anyOf']) as JsonSchema[] | undefined;
  if (union) {
    const values = union.flatMap((b) => constValues(b));
    if (values.length === union.length) return values.map((c) => `"${c}"`).join(' \\| ');
    return union.map((b) => typeLabel(index, { node: b, base: at.base })).join(' or ');
  }
  const type = at.node['type'];
  if (type === 'array' && at.node['items'] && typeof at.node['items'] === 'object') {
    return `${typeLabel(index, { node: at.node['items'] as JsonSchema, base: at.base })}[]`;
  }
  return Array.isArray(type) ? type.join(' or ') : typeof type === 'string' ? type : 'any';
}

function propertyTable(index: SchemaIndex, at: Located): string[] {
  const props = at.node['properties'] as Record<string, JsonSchema> | undefined;
  if (!props || Object.keys(props).length === 0) return [];
  const required = new Set((at.node['required'] as string[] | undefined) ?? []);
  const rows = Object.entries(props)
    .filter(([name]) => name !== '$schema')
    .map(([name, sub]) => {
      const description = sub['description'] ?? index.deref({ node: sub, base: at.base }).node['description'];
      const kinds = sub['x-ref'];
      const refKind = kinds ? ` (names a ${Array.isArray(kinds) ? kinds.join(' or ') : String(kinds)})` : '';
      return `| \`${name}\` | ${typeLabel(index, { node: sub, base: at.base })} | ${required.has(name) ? 'yes' : ''} | ${oneLine(description)}${refKind} |`;
    });
  return ['| property | type | required | description |', '| --- | --- | --- | --- |', ...rows, ''];
}

function exampleBlock(index: SchemaIndex, at: Located, fallback: unknown[]): string[] {
  const own = Array.isArray(at.node['examples']) ? (at.node['examples'] as unknown[]) : [];
  const example = own[0] ?? fallback[0];
  if (example !== undefined) return ['Example:', '', '```json', JSON.stringify(example, null, 2), '```', ''];
  return ['Shape (no example written yet):', '', '```json', JSON.stringify(skeleton(index, at), null, 2), '```', ''];
}

/** The sections of one schema: a union's members, else its definitions, else itself. */
function sections(index: SchemaIndex, root: Located): Array<{ heading: string; at: Located }> {
  const branches = index.branches(root);
  if (branches.size > 0) return [...branches].map(([tag, at]) => ({ heading: tag, at }));
  const defs = root.node['$defs'] as Record<string, JsonSchema> | undefined;
  if (defs && Object.keys(defs).length > 0) {
    return Object.entries(defs).map(([name, node]) => {
      const consts = Object.values((node['properties'] as Record<string, JsonSchema>) ?? {}).flatMap((p) =>
        constValues(p),
      );
      return { heading: consts[0] ?? name, at: { node, base: root.base } };
    });
  }
  return [{ heading: String(root.node['title'] ?? 'Definition'), at: root }];
}

function page(index: SchemaIndex, id: string): string {
  const root = index.root(id) ?? { node: {}, base: id };
  const title = String(root.node['title'] ?? defName(id));
  const examples = Array.isArray(root.node['examples']) ? (root.node['examples'] as unknown[]) : [];
  const lines = [BANNER, '', `# ${title}`, '', oneLine(root.node['description']), '', `Schema: \`${id}\``, ''];
  lines.push(...propertyTable(index, root));
  for (const { heading, at } of sections(index, root)) {
    if (at === root) {
      lines.push(...exampleBlock(index, at, examples));
      continue;
    }
    const tag = (root.node['discriminator'] as { propertyName?: string } | undefined)?.propertyName;
    const matching = tag ? examples.filter((e) => (e as Record<string, unknown>)?.[tag] === heading) : [];
    lines.push(`## ${heading}`, '', oneLine(at.node['description']) || '(no description)', '');
    lines.push(...propertyTable(index, at), ...exampleBlock(index, at, matching));
  }
  return lines.join('\n');
}

/** The reference pages, keyed by file name: an index plus one page per schema. */
export function generateReference(schemas: SchemaSet): Record<string, string> {
  const index = new SchemaIndex(schemas);
  const ids = Object.keys(schemas).sort();
  const files: Record<string, string> = {};
  const list: string[] = [];
  for (const id of ids) {
    const name = `${defName(id)}.md`;
    files[name] = page(index, id);
    list.push(`- [${String(schemas[id]?.['title'] ?? name)}](${name}) — ${oneLine(schemas[id]?.['description'])}`);
  }
  files['README.md'] = [
    BANNER,
    '',
    '# Roomsmith content language reference',
    '',
    'Every schema of the content format, generated from `packages/schema/src/schemas`. Content kinds',
    'first, then the behaviour vocabulary (`vocabulary-*`): effects, triggers, modifiers, selectors,',
    'expressions, phases and actions. Regenerate with `npm run codegen`.',
    '',
    `Schema ids start with \`${SCHEMA_BASE}\`.`,
    '',
    ...list,
    '',
  ].join('\n');
  return files;
}
