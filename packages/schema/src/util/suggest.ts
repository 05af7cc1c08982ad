// "Did you mean …?" hints: the closest known name by edit distance.

/** Levenshtein distance between two strings. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const row = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row.push(Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost));
    }
    prev = row;
  }
  return prev[b.length] ?? 0;
}

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function closest(word: string, candidates: Iterable<string>): string | undefined {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | undefined;
  let bestDistance = Infinity;
  const lower = word.toLowerCase();
  // Ties go to the candidate sharing the longer prefix ("colr" → "colour", not "code").
  const prefix = (c: string) => {
    let n = 0;
    while (n < c.length && c[n] === lower[n]) n += 1;
    return n;
  };
  for (const candidate of candidates) {
    const d = editDistance(lower, candidate.toLowerCase());
    const better =
      best !== undefined &&
      d === bestDistance &&
      (prefix(candidate.toLowerCase()) > prefix(best.toLowerCase()) ||
        (prefix(candidate.toLowerCase()) === prefix(best.toLowerCase()) && candidate < best));
    if (d < bestDistance || better) {
      best = candidate;
      bestDistance = d;
    }
  }
  return bestDistance <= limit ? best : undefined;
}

/** A hint sentence for the closest candidate, or undefined. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  const match = closest(word, candidates);
  return match === undefined ? undefined : `did you mean "${match}"?`;
}
