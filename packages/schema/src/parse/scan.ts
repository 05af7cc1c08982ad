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
  /**
   * Keys of an object so far, by where they sit: key k is `text.slice(starts[k], ends[k])` (inside its
   * quotes), the first `count` of them. Compared in place, so no key becomes a string of its own.
   */
  starts: number[];
  ends: number[];
  count: number;
  /** Whether a key so far holds a backslash: then keys are compared decoded, not as written. */
  escaped: boolean;
  /** Object: where the key of the value being read starts and ends (-1 before the first). */
  atStart: number;
  atEnd: number;
  /** Array: the index of the value being read. */
  index: number;
}

// Frames are kept between calls too: a scan runs to its end before the next begins, and nothing in
// it calls back here.
const frames: Frame[] = [];

/**
 * Scans text for repeated keys and excessive depth. Only meaningful on text JSON.parse accepts.
 * A plain loop over character codes: a regex match per token allocated more than the scan did.
 */
export function scanJson(text: string, maxDepth: number): ScanResult {
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
        const start = i + 1;
        if (hasBackslash(text, start, end)) top.escaped = true;
        if (seen(text, top, start, end))
          duplicates.push({ path: pathTo(text, frames, depth - 1), key: keyAt(text, start, end), offset: i });
        else {
          top.starts[top.count] = start;
          top.ends[top.count] = end;
          top.count += 1;
        }
        top.atStart = start;
        top.atEnd = end;
        expectKey = false;
      }
      i = end;
    } else if (c === 123 || c === 91) {
      let frame = frames[depth];
      if (!frame) {
        frame = { object: false, starts: [], ends: [], count: 0, escaped: false, atStart: -1, atEnd: -1, index: 0 };
        frames.push(frame);
      }
      frame.object = c === 123;
      frame.count = 0;
      frame.escaped = false;
      frame.atStart = -1;
      frame.atEnd = -1;
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

function hasBackslash(text: string, start: number, end: number): boolean {
  for (let j = start; j < end; j += 1) if (text.charCodeAt(j) === 92) return true;
  return false;
}

/** The key written inside quotes from `start` to `end`, decoded. */
function keyAt(text: string, start: number, end: number): string {
  return hasBackslash(text, start, end)
    ? (JSON.parse(text.slice(start - 1, end + 1)) as string)
    : text.slice(start, end);
}

/** Whether an object's frame has read the key at `start`..`end` already. */
function seen(text: string, frame: Frame, start: number, end: number): boolean {
  if (frame.escaped) {
    // "a" and "\u0061" are one key: compare what they say, not how they are written.
    const key = keyAt(text, start, end);
    for (let k = 0; k < frame.count; k += 1)
      if (keyAt(text, frame.starts[k] as number, frame.ends[k] as number) === key) return true;
    return false;
  }
  const length = end - start;
  for (let k = 0; k < frame.count; k += 1) {
    const from = frame.starts[k] as number;
    if ((frame.ends[k] as number) - from !== length) continue;
    let j = 0;
    while (j < length && text.charCodeAt(from + j) === text.charCodeAt(start + j)) j += 1;
    if (j === length) return true;
  }
  return false;
}

/** The path (keys and indices) from the root to the value the frame at `depth` holds. */
function pathTo(text: string, frames: readonly Frame[], depth: number): string[] {
  const path: string[] = [];
  for (let d = 0; d < depth; d += 1) {
    const frame = frames[d] as Frame;
    if (!frame.object) path.push(String(frame.index));
    else path.push(frame.atStart < 0 ? '' : keyAt(text, frame.atStart, frame.atEnd));
  }
  return path;
}

/** Whether the quote at `at` is escaped: preceded by an odd run of backslashes. */
function isEscaped(text: string, at: number): boolean {
  let n = 0;
  for (let j = at - 1; j >= 0 && text.charCodeAt(j) === 92; j -= 1) n += 1;
  return n % 2 === 1;
}
