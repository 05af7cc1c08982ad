// node tools/bench/bindings-copy.mjs: what a binding record costs to copy and read in V8, three ways
// (tools/bench/README.md, Session 15 s15-slots). Ten record shapes as Double Rush makes them, each
// copied with one name set (`bind`), twice in a row: as today (sparse records, one spread site that
// sees every shape), as one shape per ruleset (every name of the table, unbound ones undefined), and
// as arrays of slots (`slice`, then one element set). Then chained copies of one record of N names.
// Figures move with the machine's load: compare the rows of one run, not runs.

const SHAPES = [
  ['it', 'seat', 'actor'],
  ['actor', 'seat', 'serial'],
  ['actor', 'seat', 'serial', 'target'],
  ['actor', 'seat', 'serial', 'room'],
  ['actor', 'seat', 'serial', 'room', 'name'],
  ['piece', 'seat', 'from', 'self', 'actor'],
  ['it', 'seat', 'actor', 's'],
  ['phase'],
  ['turn'],
  ['actor', 'seat', 'action', 'serial'],
];
const ADDED = ['room', 'name', 's', 'second', 'it', 'self', 'g', 'f', 'gone', 'owner'];
// Double Rush's name table as s15-slots' step 1 built it (26 names, the first a never-bound marker).
const TABLE = [
  '',
  'self',
  'actor',
  'seat',
  'piece',
  'it',
  'target',
  'serial',
  'name',
  'from',
  'to',
  'zone',
  'phase',
  'turn',
  'action',
  'choice',
  'text',
  'a',
  'b',
  'f',
  'g',
  'gone',
  'owner',
  'room',
  's',
  'second',
];
const slot = new Map(TABLE.map((n, i) => [n, i]));

/** A record of `names`, all undefined, read from JSON text (so its properties are in place, not a dictionary). */
function blankOf(names) {
  const b = JSON.parse(`{${names.map((n) => `${JSON.stringify(n)}:null`).join(',')}}`);
  for (const n of names) b[n] = undefined;
  return b;
}

function bind(b, name, v) {
  const out = { ...b };
  out[name] = v;
  return out;
}
function bindSlot(b, i, v) {
  const out = b.slice();
  out[i] = v;
  return out;
}

const sparse = SHAPES.map((names) => Object.fromEntries(names.map((n) => [n, `v-${n}`])));
const blank = blankOf(TABLE);
const oneShape = SHAPES.map((names) => {
  const b = { ...blank };
  for (const n of names) b[n] = `v-${n}`;
  return b;
});
const slots = SHAPES.map((names) => {
  const b = new Array(TABLE.length).fill(undefined);
  for (const n of names) b[slot.get(n)] = `v-${n}`;
  return b;
});
const addedSlots = ADDED.map((n) => slot.get(n));

let sink;
const cases = {
  'copy, sparse records (today)': (n) => {
    for (let i = 0; i < n; i++) sink = bind(bind(sparse[i % 10], ADDED[i % 10], 'x'), ADDED[(i + 3) % 10], 'y');
  },
  'copy, one 26-name shape': (n) => {
    for (let i = 0; i < n; i++) sink = bind(bind(oneShape[i % 10], ADDED[i % 10], 'x'), ADDED[(i + 3) % 10], 'y');
  },
  'copy, 26 slots (slice)': (n) => {
    for (let i = 0; i < n; i++)
      sink = bindSlot(bindSlot(slots[i % 10], addedSlots[i % 10], 'x'), addedSlots[(i + 3) % 10], 'y');
  },
  'read, sparse records': (n) => {
    let c = 0;
    for (let i = 0; i < n; i++) if (sparse[i % 10][ADDED[i % 7]] !== undefined) c++;
    sink = c;
  },
  'read, slots': (n) => {
    let c = 0;
    for (let i = 0; i < n; i++) if (slots[i % 10][addedSlots[i % 7]] !== undefined) c++;
    sink = c;
  },
};

function time(f, n) {
  f(n / 10);
  const t = process.hrtime.bigint();
  f(n);
  return Number(process.hrtime.bigint() - t) / n;
}

for (const [name, f] of Object.entries(cases)) {
  const per = time(f, 2e6) / (name.startsWith('copy') ? 2 : 1);
  console.log(`${name.padEnd(30)} ${per.toFixed(1).padStart(7)} ns a ${name.startsWith('copy') ? 'copy' : 'read'}`);
}

// Chained copies (each copy made from the last, as bindings are): the spread's cost by record size.
for (const size of [4, 8, 12, 16, 26]) {
  const b0 = blankOf(TABLE.slice(0, size));
  const chain = (n) => {
    let b = b0;
    for (let i = 0; i < n; i++) b = { ...b };
    sink = b;
  };
  console.log(`chained spread, ${String(size).padStart(2)} names ${time(chain, 1e6).toFixed(1).padStart(9)} ns a copy`);
}
if (sink === null) console.log('');
