// JSON pointers (RFC 6901): how diagnostics name the value at fault.

/** Escapes one path segment for a JSON pointer. */
export function escapeSegment(segment: string | number): string {
  const text = String(segment);
  return text.includes('~') || text.includes('/') ? text.replace(/~/g, '~0').replace(/\//g, '~1') : text;
}

/** Builds a pointer from path segments: ["effects", 0] → "/effects/0". */
export function toPointer(path: ReadonlyArray<string | number>): string {
  return path.map((s) => '/' + escapeSegment(s)).join('');
}

/** Splits a pointer into its unescaped segments: "/a~1b/0" → ["a/b", "0"]. */
export function fromPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}
