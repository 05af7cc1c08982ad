// The events content can listen to (`on`), what each binds and which filter it takes.

/** One kind of event a trigger can hear. */
export interface TriggerKind {
  on: string;
  /** Names bound for the trigger's effects besides `self`. */
  binds: string[];
  /** The filter property that applies to it, if any. */
  filter?: 'phase' | 'action' | 'name' | 'zone';
}

/** Every trigger kind the engine raises. */
export const triggerKinds: TriggerKind[] = [
  { on: 'enter', binds: ['piece', 'seat', 'from', 'actor'] },
  { on: 'leave', binds: ['piece', 'seat', 'to', 'actor'] },
  { on: 'reveal', binds: ['piece'] },
  { on: 'left-grid', binds: [] },
  { on: 'shifted', binds: ['zone'], filter: 'zone' },
  { on: 'placed', binds: ['zone'], filter: 'zone' },
  { on: 'eliminated', binds: ['piece', 'seat'] },
  { on: 'action-done', binds: ['actor', 'seat', 'action'], filter: 'action' },
  { on: 'phase-start', binds: ['phase'], filter: 'phase' },
  { on: 'phase-end', binds: ['phase'], filter: 'phase' },
  { on: 'turn-start', binds: ['turn'] },
  { on: 'game-start', binds: [] },
  { on: 'signal', binds: ['name'], filter: 'name' },
];
