// The "view" expectation: what one seat's view (the engine's `view`) shows.
// Components are selected on the true state with a vocabulary selector, then
// looked up in the view: by their own id, or at their place in a zone (where a
// closed zone shows an opaque handle, or nothing).
import type { Expectation } from './pack-test.ts';
import type { TestState } from './state-reader.ts';

type ViewExpectation = Extract<Expectation, { expect: 'view' }>;

/** The parts of a seat's view the expectation reads (the engine's View, read structurally). */
export interface TestView {
  zones: Record<string, { items?: string[]; cells?: Array<string | null>; shown?: string }>;
  components: Record<string, { def: string | null }>;
  seats: Record<string, { eyesOpen?: boolean; role?: string | null }>;
}

/** What a view expectation needs beyond the state: the view, and whether a component is selected. */
export interface ViewProbe {
  view(seat: string): TestView;
  /** The component ids a vocabulary selector gives on the true state, or why it cannot be evaluated. */
  select(selector: unknown): string[] | { error: string };
}

/** The name at a component's true place in the view's zone (an id or a handle), if any. */
function atPlace(state: TestState, view: TestView, id: string): string | null {
  const at = state.components[id]?.location;
  if (!at) return null;
  const zone = view.zones[at.zone];
  if (at.cell !== undefined) return zone?.cells?.[at.cell] ?? null;
  const index = state.zones[at.zone]?.items?.indexOf(id) ?? -1;
  return index < 0 ? null : (zone?.items?.[index] ?? null);
}

function listed(view: TestView, id: string): boolean {
  return id in view.components || Object.values(view.zones).some((z) => z.items?.includes(id) || z.cells?.includes(id));
}

function seesProblem(state: TestState, view: TestView, id: string): string | null {
  const def = view.components[id]?.def;
  if (!listed(view, id)) return `does not show ${id} by its id`;
  return def ? null : `shows ${id} (${state.components[id]?.def}) face down`;
}

function hiddenProblem(state: TestState, view: TestView, id: string): string | null {
  if (listed(view, id)) return `shows ${id} (${state.components[id]?.def}) by its id`;
  const place = atPlace(state, view, id);
  const def = place === null ? null : view.components[place]?.def;
  return def ? `shows the face of ${id} (${def}) at ${place}` : null;
}

function checkAll(
  e: ViewExpectation,
  probe: ViewProbe,
  selector: unknown,
  problem: (id: string) => string | null,
): string | null {
  const ids = probe.select(selector);
  if (!Array.isArray(ids)) return `the selector cannot be evaluated: ${ids.error}`;
  for (const id of ids) {
    const p = problem(id);
    if (p) return `the view of ${e.seat} ${p}`;
  }
  return null;
}

/** Checks a view expectation; null when it holds, else what the view shows instead. */
export function checkView(e: ViewExpectation, state: TestState, probe: ViewProbe): string | null {
  if (!(e.seat in state.seats)) return `no seat ${e.seat} in the match`;
  const view = probe.view(e.seat);
  const eyes = view.seats[e.seat]?.eyesOpen !== false;
  if (e.eyesOpen !== undefined && e.eyesOpen !== eyes)
    return `expected the eyes of ${e.seat} ${e.eyesOpen ? 'open' : 'closed'}, they are ${eyes ? 'open' : 'closed'}`;
  if (e.zone !== undefined && e.shows !== undefined) {
    const shown = view.zones[e.zone]?.shown;
    if (shown === undefined) return `no zone ${e.zone} in the view of ${e.seat}`;
    if (shown !== e.shows) return `expected the view of ${e.seat} to show ${e.shows} of ${e.zone}, it shows ${shown}`;
  }
  if (e.zone !== undefined && e.count !== undefined) {
    const zone = view.zones[e.zone];
    if (!zone) return `no zone ${e.zone} in the view of ${e.seat}`;
    const n = (zone.items ?? zone.cells?.filter((c) => c !== null) ?? []).length;
    if (n !== e.count) return `expected the view of ${e.seat} to count ${e.count} in ${e.zone}, it counts ${n}`;
  }
  for (const [other, role] of Object.entries(e.roles ?? {})) {
    const shown = view.seats[other]?.role ?? null;
    if (shown !== role)
      return `expected the view of ${e.seat} to show the role of ${other} as ${role ?? 'hidden'}, it shows ${shown ?? 'nothing'}`;
  }
  const sees = e.sees === undefined ? null : checkAll(e, probe, e.sees, (id) => seesProblem(state, view, id));
  return sees ?? (e.hidden === undefined ? null : checkAll(e, probe, e.hidden, (id) => hiddenProblem(state, view, id)));
}
