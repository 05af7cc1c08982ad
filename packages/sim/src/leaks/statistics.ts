// The statistical half of the leak checker: over many deals, does the name a
// seat's view gives an unidentified component (or its place in a list) tell
// what the component is better than where it lies does? Positions are public
// (a rule may deal a room to a given cell); a name must add nothing to them.
// Half of the deals learn, for each name and for each place, the most common
// face; the other half compare the two guesses (a one-sided sign test).

/** What a seat saw of one unidentified component in one deal. */
export interface Sighting {
  /** Where it lies as the seat may know it: "zone[cell]" in a grid or stack, the zone alone in an unordered one. */
  place: string;
  /** The name the view gives it (a handle, or an id if the view leaks it). */
  name: string;
  /** What it is (its definition). */
  def: string;
  /** Its path in the view, for the report. */
  path: string;
  deal: number;
  seat: string;
}

/** The verdict: null, or the name whose guess beats the place's, with the sign test's p-value. */
export interface TiedName {
  name: string;
  path: string;
  deal: number;
  seat: string;
  p: number;
  /** Test deals where the name guessed right and the place wrong, and the other way round. */
  better: number;
  worse: number;
}

function mostCommon(seen: Sighting[], key: (s: Sighting) => string): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const s of seen) {
    const k = key(s);
    const m = counts.get(k) ?? new Map<string, number>();
    m.set(s.def, (m.get(s.def) ?? 0) + 1);
    counts.set(k, m);
  }
  const out = new Map<string, string>();
  for (const [k, m] of counts) {
    let best = '';
    let n = -1;
    for (const [def, c] of [...m].sort((a, b) => (a[0] < b[0] ? -1 : 1))) if (c > n) [best, n] = [def, c];
    out.set(k, best);
  }
  return out;
}

/** P(X ≥ k) for X ~ Binomial(n, 1/2), in log space so large n stays exact enough. */
export function signTestP(k: number, n: number): number {
  if (k <= 0) return 1;
  const logC = (m: number, r: number) => {
    let s = 0;
    for (let i = 1; i <= r; i++) s += Math.log(m - r + i) - Math.log(i);
    return s;
  };
  let p = 0;
  for (let i = k; i <= n; i++) p += Math.exp(logC(n, i) - n * Math.LN2);
  return Math.min(1, p);
}

/** Whether names are tied to faces beyond what places tell: null, or the strongest such name. */
export function tiedNames(seen: Sighting[], alpha = 1e-6, minimum = 8): TiedName | null {
  const learn = seen.filter((s) => s.deal % 2 === 0);
  const test = seen.filter((s) => s.deal % 2 === 1);
  const byNameAlone = mostCommon(learn, (s) => s.name);
  const byPlace = mostCommon(learn, (s) => s.place);
  let better = 0;
  let worse = 0;
  const wins = new Map<string, { n: number; s: Sighting }>();
  for (const s of test) {
    const place = byPlace.get(s.place);
    const name = byNameAlone.get(s.name) ?? place;
    const nameRight = name === s.def;
    const placeRight = place === s.def;
    if (nameRight && !placeRight) {
      better++;
      const w = wins.get(s.name) ?? { n: 0, s };
      w.n++;
      wins.set(s.name, w);
    } else if (placeRight && !nameRight) worse++;
  }
  const p = signTestP(better, better + worse);
  if (better < minimum || p >= alpha) return null;
  const top = [...wins.values()].sort((a, b) => b.n - a.n)[0] as { n: number; s: Sighting };
  return { name: top.s.name, path: top.s.path, deal: top.s.deal, seat: top.s.seat, p, better, worse };
}
