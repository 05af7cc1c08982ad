// Parses JSON fast, and finds source positions for diagnostics on demand.
import { parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { LineIndex } from './line-index.ts';
import { fromPointer, toPointer } from './pointer.ts';
import { scanJson } from './scan.ts';

/** A parsed JSON file: its value, and its syntax tree and line index, built only when a position is needed. */
export class ParsedJson {
  /** The value, or undefined when the text is not JSON. */
  value: unknown = undefined;
  private tree: Node | undefined | null = null;
  private index: LineIndex | undefined;

  constructor(
    readonly file: string,
    readonly text: string,
  ) {}

  /** The syntax tree (with offsets), parsed on first use. */
  get root(): Node | undefined {
    if (this.tree === null) this.tree = parseTree(this.text, [], { disallowComments: true, allowTrailingComma: false });
    return this.tree;
  }

  /** Offsets of line starts, built on first use. */
  get lines(): LineIndex {
    this.index ??= new LineIndex(this.text);
    return this.index;
  }
}

const PARSE_MESSAGES: Record<string, string> = {
  InvalidSymbol: 'invalid symbol',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'expected a property name in double quotes',
  ValueExpected: 'expected a value',
  ColonExpected: 'expected ":"',
  CommaExpected: 'expected ","',
  CloseBraceExpected: 'expected "}"',
  CloseBracketExpected: 'expected "]"',
  EndOfFileExpected: 'expected the end of the file',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'unexpected end of comment',
  UnexpectedEndOfString: 'unterminated string',
  UnexpectedEndOfNumber: 'unexpected end of number',
  InvalidUnicode: 'invalid unicode escape',
  InvalidEscapeCharacter: 'invalid escape character',
  InvalidCharacter: 'invalid character in string',
};

/** Deeper than any real content; past it, recursive parsing and validation could overflow the stack. */
export const MAX_DEPTH = 256;

/** A diagnostic at an offset of a parsed file (a function, not a closure per file: see the bench README). */
function syntaxAt(parsed: ParsedJson, offset: number, message: string, pointer = ''): Diagnostic {
  const { line, column } = parsed.lines.position(offset);
  return { file: parsed.file, pointer, line, column, severity: 'error', message };
}

/**
 * Parses strict JSON (no comments, no trailing commas); problems become
 * diagnostics. JSON.parse does the work (it makes "__proto__" a plain own
 * property, so nothing is polluted); the slower position-keeping parser runs
 * only to place an error.
 */
export function parseJson(file: string, text: string): { parsed: ParsedJson; diagnostics: Diagnostic[] } {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const parsed = new ParsedJson(file, source);
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    const errors: ParseError[] = [];
    parseTree(source, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
    // After the first syntax error the parser is guessing; later errors are mostly echoes.
    const first = errors[0];
    const code = first ? printParseErrorCode(first.error) : '';
    return {
      parsed,
      diagnostics: [
        syntaxAt(parsed, first?.offset ?? 0, `invalid JSON: ${PARSE_MESSAGES[code] ?? (code || 'not JSON')}`),
      ],
    };
  }
  const scan = scanJson(source, MAX_DEPTH);
  if (scan.tooDeepAt >= 0)
    return { parsed, diagnostics: [syntaxAt(parsed, scan.tooDeepAt, `nested more than ${MAX_DEPTH} levels deep`)] };
  parsed.value = value;
  const diagnostics = scan.duplicates.map((d) =>
    syntaxAt(parsed, d.offset, `duplicate key "${d.key}"`, toPointer([...d.path, d.key])),
  );
  return { parsed, diagnostics };
}

/** Finds the syntax node a pointer names, and its property node when the last step is a key. */
export function nodeAt(
  root: Node | undefined,
  segments: readonly string[],
): { node: Node | undefined; property: Node | undefined } {
  let node = root;
  let property: Node | undefined;
  for (const segment of segments) {
    if (!node) break;
    if (node.type === 'object') {
      property = (node.children ?? []).find((p) => p.children?.[0]?.value === segment);
      node = property?.children?.[1];
    } else if (node.type === 'array') {
      property = undefined;
      node = /^(0|[1-9]\d*)$/.test(segment) ? node.children?.[Number(segment)] : undefined;
    } else {
      node = undefined;
    }
  }
  return { node, property };
}

/**
 * The 1-based position of a pointer's value; with `key`, of the property's key
 * (what "unknown property" points at). Falls back to the nearest existing parent.
 */
export function locate(parsed: ParsedJson, pointer: string, key = false): { line: number; column: number } {
  const segments = fromPointer(pointer);
  for (let n = segments.length; n >= 0; n -= 1) {
    const { node, property } = nodeAt(parsed.root, segments.slice(0, n));
    if (!node) continue;
    const target = key && n === segments.length && property?.children?.[0] ? property.children[0] : node;
    return parsed.lines.position(target.offset);
  }
  return { line: 1, column: 1 };
}
