// The standing rules content can declare (`rule`) and the properties each one reads.

/** One kind of modifier. */
export interface ModifierRule {
  rule: string;
  /** Properties it reads besides `while` and `scope`. */
  reads: Array<'actions' | 'allow' | 'except' | 'when' | 'count' | 'name'>;
  /** What it does, for docs and the studio. */
  summary: string;
}

/** Every modifier rule the engine applies. */
export const modifierRules: ModifierRule[] = [
  { rule: 'forbid-action', reads: ['actions'], summary: 'the actions are lost' },
  { rule: 'restrict-targets', reads: ['actions', 'allow'], summary: 'action targets must satisfy allow' },
  { rule: 'block-entry', reads: ['except'], summary: 'not a legal action target' },
  { rule: 'max-program', reads: ['count'], summary: 'at most count programmed actions' },
  { rule: 'random-program', reads: [], summary: 'the RNG programs' },
  { rule: 'leave-grid-on-shift', reads: ['when'], summary: 'leaves the grid instead of wrapping' },
  { rule: 'flag', reads: ['name'], summary: 'a named flag shown in views' },
  { rule: 'forbid-program', reads: ['actions'], summary: 'the actions may not be programmed' },
];
