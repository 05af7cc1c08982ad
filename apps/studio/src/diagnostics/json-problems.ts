// JSON syntax problems of every file, found with the same tolerant parser the
// schema package uses. They stand in for the loader's diagnostics until the
// loader is available, and stay useful for files the loader skips.
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { Pack } from '../workspace/pack.ts';
import type { Problem } from './problem.ts';

/** 1-based line and column of a character offset. */
export function positionAt(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i += 1) {
    if (text.charCodeAt(i) === 10) {
      line += 1;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

const messages: Record<string, string> = {
  InvalidSymbol: 'Unexpected character',
  InvalidNumberFormat: 'Invalid number',
  PropertyNameExpected: 'Expected a property name in double quotes',
  ValueExpected: 'Expected a value',
  ColonExpected: 'Expected a colon',
  CommaExpected: 'Expected a comma',
  CloseBraceExpected: 'Expected a closing brace }',
  CloseBracketExpected: 'Expected a closing bracket ]',
  EndOfFileExpected: 'Expected the end of the file',
  InvalidCommentToken: 'Comments are not allowed in JSON',
  UnexpectedEndOfComment: 'Unterminated comment',
  UnexpectedEndOfString: 'Unterminated string',
  UnexpectedEndOfNumber: 'Unterminated number',
  InvalidUnicode: 'Invalid unicode escape',
  InvalidEscapeCharacter: 'Invalid escape character',
  InvalidCharacter: 'Invalid character in a string',
};

/** The syntax problems of one file's text. */
export function jsonProblems(packId: string, path: string, text: string): Problem[] {
  const errors: ParseError[] = [];
  parse(text, errors, { allowTrailingComma: false, disallowComments: true });
  return errors.map((e) => {
    const code = printParseErrorCode(e.error);
    return {
      packId,
      path,
      ...positionAt(text, e.offset),
      severity: 'error' as const,
      message: messages[code] ?? code,
    };
  });
}

/** The syntax problems of every file of the given packs. */
export function packJsonProblems(packs: readonly Pack[]): Problem[] {
  return packs.flatMap((pack) =>
    Object.entries(pack.files).flatMap(([path, text]) => jsonProblems(pack.id, path, text)),
  );
}
