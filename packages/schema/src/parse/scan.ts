// One quick pass over JSON text that JSON.parse cannot do: find keys repeated
// in one object (JSON.parse silently keeps the last) and nesting deep enough
// to endanger recursive code downstream.

/** A key seen twice: its path to the object, the key and the offset of the second one. */
export interface DuplicateKey {
  path: string[];
  key: string;
  offset: number;
}

/** What the scan found. */
export interface ScanResult {
  /** Offset where nesting first passes the limit, or -1. */
  tooDeepAt: number;
  duplicates: DuplicateKey[];
}

interface Frame {
  /** Keys of an object (a short list beats a Set at these sizes); undefined for an array. */
  keys: string[] | undefined;
  /** Key (object) or index (array) of the value being read. */
  at: string;
  index: number;
}

// Only these characters matter; the regex engine skips the rest natively.
const STRUCTURE = /["{}[\],]/g;

/** Scans text for repeated keys and excessive depth. Only meaningful on text JSON.parse accepts. */
export function scanJson(text: string, maxDepth: number): ScanResult {
  const stack: Frame[] = [];
  const duplicates: DuplicateKey[] = [];
  let expectKey = false;
  const re = new RegExp(STRUCTURE.source, 'g');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const i = m.index;
    const c = text.charCodeAt(i);
    if (c === 34) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) break;
      re.lastIndex = end + 1;
      const top = stack[stack.length - 1];
      if (expectKey && top?.keys) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (top.keys.includes(key)) duplicates.push({ path: stack.slice(0, -1).map((f) => f.at), key, offset: i });
        else top.keys.push(key);
        top.at = key;
        expectKey = false;
      }
    } else if (c === 123 || c === 91) {
      const parent = stack[stack.length - 1];
      if (parent && !parent.keys) parent.at = String(parent.index);
      stack.push({ keys: c === 123 ? [] : undefined, at: '', index: 0 });
      if (stack.length > maxDepth) return { tooDeepAt: i, duplicates };
      expectKey = c === 123;
    } else if (c === 125 || c === 93) {
      stack.pop();
    } else {
      const top = stack[stack.length - 1];
      if (top?.keys) expectKey = true;
      else if (top) top.index += 1;
    }
  }
  return { tooDeepAt: -1, duplicates };
}

/** Whether the quote at `at` is escaped: preceded by an odd run of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let n = 0;
  for (let j = at - 1; j >= 0 && text.charCodeAt(j) === 92; j -= 1) n += 1;
  return n % 2 === 1;
}
