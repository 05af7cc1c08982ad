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

/** One open object or array. Frames are reused by depth: this pass runs over every file of every load. */
interface Frame {
  object: boolean;
  /** Keys of an object so far: the first `count` of `keys` (a short list beats a Set at these sizes). */
  keys: string[];
  count: number;
  /** Object: the key of the value being read. */
  at: string;
  /** Array: the index of the value being read. */
  index: number;
}

/**
 * Scans text for repeated keys and excessive depth. Only meaningful on text JSON.parse accepts.
 * A plain loop over character codes: a regex match per token allocated more than the scan did.
 */
export function scanJson(text: string, maxDepth: number): ScanResult {
  const frames: Frame[] = [];
  let depth = 0;
  const duplicates: DuplicateKey[] = [];
  let expectKey = false;
  const length = text.length;
  for (let i = 0; i < length; i += 1) {
    const c = text.charCodeAt(i);
    // Indentation and line breaks are most of the characters between tokens: let them out first.
    if (c < 34) continue;
    if (c === 34) {
      let end = text.indexOf('"', i + 1);
      while (end > 0 && isEscaped(text, end)) end = text.indexOf('"', end + 1);
      if (end < 0) break;
      const top = depth > 0 ? (frames[depth - 1] as Frame) : undefined;
      if (expectKey && top?.object) {
        const raw = text.slice(i + 1, end);
        const key = raw.includes('\\') ? (JSON.parse(text.slice(i, end + 1)) as string) : raw;
        if (seen(top, key)) duplicates.push({ path: pathTo(frames, depth - 1), key, offset: i });
        else top.keys[top.count++] = key;
        top.at = key;
        expectKey = false;
      }
      i = end;
    } else if (c === 123 || c === 91) {
      let frame = frames[depth];
      if (!frame) frames.push((frame = { object: false, keys: [], count: 0, at: '', index: 0 }));
      frame.object = c === 123;
      frame.count = 0;
      frame.at = '';
      frame.index = 0;
      depth += 1;
      if (depth > maxDepth) return { tooDeepAt: i, duplicates };
      expectKey = c === 123;
    } else if (c === 125 || c === 93) {
      if (depth > 0) depth -= 1;
    } else if (c === 44 && depth > 0) {
      const top = frames[depth - 1] as Frame;
      if (top.object) expectKey = true;
      else top.index += 1;
    }
  }
  return { tooDeepAt: -1, duplicates };
}

/** Whether an object's frame has read a key already. */
function seen(frame: Frame, key: string): boolean {
  for (let k = 0; k < frame.count; k += 1) if (frame.keys[k] === key) return true;
  return false;
}

/** The path (keys and indices) from the root to the value the frame at `depth` holds. */
function pathTo(frames: readonly Frame[], depth: number): string[] {
  const path: string[] = [];
  for (let d = 0; d < depth; d += 1) {
    const frame = frames[d] as Frame;
    path.push(frame.object ? frame.at : String(frame.index));
  }
  return path;
}

/** Whether the quote at `at` is escaped: preceded by an odd run of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let n = 0;
  for (let j = at - 1; j >= 0 && text.charCodeAt(j) === 92; j -= 1) n += 1;
  return n % 2 === 1;
}
