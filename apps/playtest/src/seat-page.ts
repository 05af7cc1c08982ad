// The page a seat (or the lobby) opens: plain HTML and a small script, no
// build step. It reads its token from the URL's fragment (never sent to the
// server in a request line), connects over WebSocket, draws what it is sent
// (its own view and events) as a board — the grid of rooms (face down where
// the seat cannot identify them), the pieces on them, the seat's own
// characters, tokens and hands, and its pending decision with clickable
// options (buttons, and the tiles or pieces an option names) — and sends
// answers. Reconnects on its own. Readable from a phone's width to a desktop.

/** Tile colours by the format's `colour` values (the studio draws tiles with the same values). */
const TILE_COLOURS: Record<string, string> = {
  blue: '#3b82f6',
  green: '#22a559',
  yellow: '#d9a413',
  red: '#e0443b',
  orange: '#ef7a1a',
  purple: '#9b5de5',
  grey: '#8b93a1',
};

const script = String.raw`
const $ = (sel) => document.querySelector(sel);
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const textOf = (t) => (typeof t === 'string' ? t : t ? t.en ?? Object.values(t)[0] ?? '' : '');
const COLOURS = ${JSON.stringify(TILE_COLOURS)};
const SEAT_COLOURS = ['#f5c542', '#5ec8f2', '#f27ec2', '#8be07a', '#c79bff', '#ff9f5a', '#7ee0d2', '#e0e0e0'];
const code = location.hash.slice(1);
let names = {};
let looks = {};
let events = [];
let last = null;

const nameOf = (def) => (def ? names[def] ?? def.slice(def.indexOf(':') + 1) : 'face down');
const initials = (s) => s.split(/[\s-]+/).filter(Boolean).slice(0, 2).map((w) => w[0].toUpperCase()).join('');
const seatColour = (seat, v) => SEAT_COLOURS[Math.max(0, v.seatOrder.indexOf(seat)) % SEAT_COLOURS.length];

async function lobby() {
  $('#title').textContent = 'Pick a seat';
  const res = await fetch('/api/lobby/seats', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
  const body = await res.json();
  if (!res.ok) return ($('#board').innerHTML = '<p class="error">' + esc(body.error) + '</p>');
  const open = body.seats.filter((s) => s.kind === 'open');
  $('#board').innerHTML = '<p>' + esc(body.mode) + '</p>' + (open.length ? '' : '<p>No seat is free.</p>') +
    open.map((s) => '<button class="option" data-seat="' + esc(s.seat) + '">Play seat ' + esc(s.seat) + '</button>').join(' ');
  for (const b of document.querySelectorAll('button[data-seat]'))
    b.onclick = async () => {
      const r = await fetch('/api/lobby/claim', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code, seat: b.dataset.seat }) });
      const claimed = await r.json();
      if (!r.ok) return lobby();
      location.href = claimed.link;
    };
}

function connect(delay) {
  const ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + '/ws');
  ws.onopen = () => { delay = 500; ws.send(JSON.stringify({ type: 'hello', token: code })); $('#conn').textContent = 'connected'; };
  ws.onmessage = (m) => {
    const msg = JSON.parse(m.data);
    if (msg.type === 'welcome') { names = msg.names; looks = msg.looks || {}; events = []; }
    else if (msg.type === 'update') { events = events.concat(msg.events).slice(-300); last = msg; draw(ws); }
    else if (msg.type === 'error') { $('#problem').textContent = msg.error; }
  };
  ws.onclose = (e) => {
    $('#conn').textContent = e.code === 4002 ? 'opened in another window' : e.code === 4001 ? 'this link is not valid' : 'reconnecting…';
    if (e.code !== 4001 && e.code !== 4002) setTimeout(() => connect(Math.min(delay * 2, 8000)), delay);
  };
}

/** The options of the pending decision that name a component, a cell or a piece (the board makes those clickable). */
function targets(options) {
  const byComponent = {}, byCell = {}, byPiece = {};
  for (const o of options) {
    const t = o.target || {};
    if (t.component) byComponent[t.component] = o;
    if (t.cell) byCell[t.cell.zone + '/' + t.cell.index] = o;
    if (t.piece) byPiece[t.piece] = o;
  }
  return { byComponent, byCell, byPiece };
}

function pieceToken(p, v, u, picks) {
  const mine = p.seat === u.seat;
  const pick = picks.byPiece[p.id];
  const name = nameOf(p.def);
  const attrs = ' class="piece' + (mine ? ' mine' : '') + (p.status && p.status !== 'active' ? ' out' : '') + (pick ? ' choice' : '') + '"' +
    ' style="--seat:' + (p.seat ? seatColour(p.seat, v) : '#ccc') + '" title="' + esc(name + (p.seat ? ' (' + p.seat + ')' : '') + (p.status && p.status !== 'active' ? ', ' + p.status : '')) + '"' +
    ' data-piece="' + esc(p.id) + '"' + (pick ? ' data-option="' + esc(pick.id) + '"' : '');
  return pick ? '<button' + attrs + '>' + esc(initials(name)) + '</button>' : '<span' + attrs + '>' + esc(initials(name)) + '</span>';
}

function drawGrid(id, z, v, u, picks) {
  const cells = z.cells.map((c, index) => {
    const pick = (c !== null && picks.byComponent[c]) || picks.byCell[id + '/' + index];
    const optionAttr = pick ? ' data-option="' + esc(pick.id) + '" tabindex="0" role="button" aria-label="' + esc(textOf(pick.label) || pick.id) + '"' : '';
    if (c === null) return '<div class="tile empty' + (pick ? ' choice' : '') + '"' + optionAttr + '></div>';
    const comp = v.components[c];
    const def = comp && comp.def;
    const look = (def && looks[def]) || {};
    const here = Object.values(v.pieces).filter((p) => p.location && p.location.component === c);
    const marks = comp ? Object.entries(comp.markers || {}).filter(([, n]) => n > 0) : [];
    return '<div class="tile' + (def ? ' up' : ' down') + (pick ? ' choice' : '') + '" data-component="' + esc(c) + '"' + optionAttr +
      (def ? ' style="--tile:' + (COLOURS[look.colour] || COLOURS.grey) + '"' : '') + '>' +
      '<div class="tile-name">' + esc(def ? nameOf(def) : '?') + '</div>' +
      (def && look.text ? '<div class="tile-text">' + esc(look.text) + '</div>' : '') +
      (marks.length ? '<div class="marks">' + marks.map(([m, n]) => '<span class="mark">' + esc(m) + (n > 1 ? ' ×' + n : '') + '</span>').join('') + '</div>' : '') +
      '<div class="pieces">' + here.map((p) => pieceToken(p, v, u, picks)).join('') + '</div></div>';
  });
  return '<section class="grid-zone" aria-label="' + esc(id) + '"><div class="grid" style="--cols:' + z.cols + '">' + cells.join('') + '</div></section>';
}

function drawPile(id, z, v) {
  const items = z.items || [];
  const shown = items.slice(0, 12).map((c) => {
    const comp = v.components[c];
    const def = comp && comp.def;
    const look = (def && looks[def]) || {};
    return '<li class="card' + (def ? '' : ' back') + '" title="' + esc(def ? look.text || '' : 'hidden') + '">' + esc(def ? nameOf(def) : '?') + '</li>';
  }).join('');
  return '<div class="pile"><h3>' + esc(id) + ' <small>(' + items.length + ')</small></h3>' + (items.length ? '<ul class="cards">' + shown + (items.length > 12 ? '<li class="more">+' + (items.length - 12) + '</li>' : '') + '</ul>' : '') + '</div>';
}

function drawMe(v, u) {
  const me = v.seats[u.seat] || {};
  const mine = Object.values(v.pieces).filter((p) => p.seat === u.seat);
  const tokens = Object.entries(me.markers || {}).filter(([, n]) => n > 0);
  const vars = Object.entries(me.vars || {});
  let out = me.role ? '<p>Your role: <strong>' + esc(nameOf(me.role)) + '</strong></p>' : '';
  out += mine.map((p) => {
    const plan = Array.isArray(p.plan) ? p.plan.filter(Boolean) : [];
    const pv = Object.entries(p.vars || {});
    return '<div class="who"><span class="piece mine" style="--seat:' + seatColour(u.seat, v) + '">' + esc(initials(nameOf(p.def))) + '</span> <strong>' + esc(nameOf(p.def)) + '</strong>' +
      (p.status && p.status !== 'active' ? ' <em>(' + esc(p.status) + ')</em>' : '') +
      (plan.length ? '<div class="plan">Programme: ' + plan.map((a) => '<span class="chip">' + esc(a.slice(a.indexOf(':') + 1)) + '</span>').join('') + '</div>' : '') +
      (pv.length ? '<div class="plan">' + pv.map(([k, n]) => '<span class="chip">' + esc(k) + ' ' + esc(n) + '</span>').join('') + '</div>' : '') + '</div>';
  }).join('');
  if (tokens.length || vars.length) out += '<div class="plan">Tokens: ' + tokens.concat(vars).map(([k, n]) => '<span class="chip">' + esc(k) + ' ' + esc(n) + '</span>').join('') + '</div>';
  const counters = Object.entries(v.counters || {}).filter(([, n]) => n !== 0);
  if (counters.length) out += '<div class="plan">Table: ' + counters.map(([k, n]) => '<span class="chip">' + esc(k) + ' ' + esc(n) + '</span>').join('') + '</div>';
  return out || '<p class="muted">Nothing of yours on the table.</p>';
}

function draw(ws) {
  const u = last;
  const v = u.view;
  $('#title').textContent = 'Seat ' + u.seat + ' · ' + v.mode;
  const status = u.status === 'ended' ? 'Ended: ' + (u.endReason || '') : u.status === 'paused' ? 'Paused by the host' : u.awaiting ? 'Your move' : 'Waiting for others';
  $('#status').textContent = status;
  $('#status').className = 'pill ' + (u.status === 'playing' ? (u.awaiting ? 'go' : 'wait') : u.status);
  $('#turn').textContent = 'turn ' + v.turn;
  $('#banner').hidden = !u.banners.length;
  $('#banner').textContent = u.banners.length ? 'No information sharing right now (' + u.banners.join(', ') + '): do not talk about the game.' : '';
  $('#me').innerHTML = drawMe(v, u);
  $('#seats').innerHTML = u.seats.map((s) => '<li><span class="piece" style="--seat:' + seatColour(s.seat, v) + '"></span> ' + esc(s.seat) + (s.seat === u.seat ? ' (you)' : '') + ': ' + esc(s.kind) + (s.kind === 'human' ? (s.connected ? ' · online' : ' · offline') : '') + '</li>').join('');
  const options = (u.awaiting && v.pending && v.pending.options[u.seat]) || [];
  const picks = targets(options);
  const zones = Object.entries(v.zones);
  $('#board').innerHTML = zones.filter(([, z]) => z.kind === 'grid').map(([id, z]) => drawGrid(id, z, v, u, picks)).join('');
  $('#piles').innerHTML = zones.filter(([, z]) => z.kind !== 'grid').map(([id, z]) => drawPile(id, z, v)).join('');
  $('#events').innerHTML = events.slice(-40).reverse().map((e) => '<li>' + esc(textOf(e.text)) + '</li>').join('');
  const d = $('#decision');
  d.innerHTML = '';
  d.hidden = !(u.awaiting && v.pending);
  $('#problem').textContent = '';
  if (!u.awaiting || !v.pending) return;
  const answer = (option) => ws.send(JSON.stringify({ type: 'answer', decision: v.pending.id, option }));
  for (const el of document.querySelectorAll('#board [data-option]')) {
    el.onclick = (e) => { e.stopPropagation(); answer(el.dataset.option); };
    el.onkeydown = (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); answer(el.dataset.option); } };
  }
  d.innerHTML = '<h2>' + esc(textOf(v.pending.prompt)) + '</h2>';
  const input = v.pending.input && v.pending.input[u.seat];
  if (input) {
    const form = document.createElement('form');
    form.innerHTML = '<input name="t" aria-label="Your answer" maxlength="' + input.length + '"> <button class="option">Send</button>';
    form.onsubmit = (e) => { e.preventDefault(); answer('text:' + form.t.value.trim().toUpperCase()); };
    d.append(form);
    return;
  }
  const list = document.createElement('div');
  list.className = 'options';
  for (const o of options) {
    const b = document.createElement('button');
    b.className = 'option';
    b.textContent = textOf(o.label) || o.id;
    b.dataset.option = o.id;
    b.onclick = () => answer(o.id);
    list.append(b);
  }
  d.append(list);
  if (Object.keys(picks.byComponent).length + Object.keys(picks.byCell).length + Object.keys(picks.byPiece).length)
    d.insertAdjacentHTML('beforeend', '<p class="hint">or click a highlighted tile on the board</p>');
}

if (!code) $('#board').textContent = 'This page needs the link the host gave you.';
else if (location.pathname.endsWith('/lobby')) lobby();
else connect(500);
`;

/** The HTML of the seat and lobby page. */
export function seatPage(): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>Roomsmith playtest</title>
<style>
  :root { color-scheme: dark; --bg: #15171c; --panel: #1f232b; --line: #343a46; --text: #e8eaef; --muted: #9aa3b2; --accent: #f5c542; }
  * { box-sizing: border-box; }
  body { font: 15px/1.4 system-ui, sans-serif; margin: 0; color: var(--text); background: var(--bg); }
  header.bar { display: flex; flex-wrap: wrap; gap: .4rem 1rem; align-items: center; padding: .6rem 1rem; background: var(--panel); border-bottom: 1px solid var(--line); }
  header.bar h1 { font-size: 1.1rem; margin: 0; }
  .pill { padding: .15rem .6rem; border-radius: 999px; font-weight: 600; font-size: 13px; background: #3a4150; }
  .pill.go { background: var(--accent); color: #1a1a1a; }
  .pill.paused { background: #7a5cff; }
  .pill.ended { background: #555; }
  #conn, #turn { color: var(--muted); font-size: 13px; }
  #banner { background: #ffe08a; color: #3b2f00; border-bottom: 2px solid #b58900; padding: .5rem 1rem; font-weight: 700; }
  .layout { display: grid; grid-template-columns: minmax(0, calc(100vh - 110px)) 360px; justify-content: center; grid-template-areas: "board decide" "board side"; grid-template-rows: auto 1fr;
            gap: 1rem; padding: 1rem; align-items: start; max-width: 1500px; margin: 0 auto; }
  .layout > main { grid-area: board; }
  .layout > .decide { grid-area: decide; display: grid; gap: .5rem; }
  .layout > aside { grid-area: side; }
  .grid { display: grid; grid-template-columns: repeat(var(--cols), minmax(0, 1fr)); gap: 6px; max-width: min(100%, calc(100vh - 110px)); }
  .tile { aspect-ratio: 1; border-radius: 8px; padding: 4px 5px; display: flex; flex-direction: column; overflow: hidden; position: relative;
          background: linear-gradient(160deg, var(--tile) 0%, color-mix(in srgb, var(--tile) 55%, #000) 100%); border: 2px solid rgb(255 255 255 / 10%); }
  .tile.down { --tile: #2b303b; background: repeating-linear-gradient(45deg, #262b35 0 8px, #2d333f 8px 16px); }
  .tile.down .tile-name { color: var(--muted); font-size: 18px; text-align: center; margin-top: 18%; }
  .tile.empty { background: transparent; border: 2px dashed var(--line); }
  .tile-name { font-weight: 700; font-size: 12px; line-height: 1.15; text-shadow: 0 1px 2px rgb(0 0 0 / 60%); }
  .tile-text { font-size: 10px; line-height: 1.2; opacity: .9; overflow: hidden; display: -webkit-box; -webkit-line-clamp: 3; -webkit-box-orient: vertical; margin-top: 2px; }
  .tile .pieces { margin-top: auto; display: flex; flex-wrap: wrap; gap: 3px; }
  .tile .marks { display: flex; flex-wrap: wrap; gap: 2px; }
  .mark { font-size: 9px; background: rgb(0 0 0 / 45%); border-radius: 3px; padding: 0 3px; }
  .choice { outline: 3px solid var(--accent); outline-offset: 1px; cursor: pointer; box-shadow: 0 0 12px rgb(245 197 66 / 50%); }
  .tile.choice:hover, .tile.choice:focus { filter: brightness(1.2); }
  .piece { display: inline-grid; place-items: center; width: 24px; height: 24px; border-radius: 50%; background: var(--seat); color: #111; font: 700 10px/1 system-ui, sans-serif; border: 2px solid rgb(0 0 0 / 50%); padding: 0; }
  .piece.mine { border-color: #fff; }
  .piece.out { opacity: .4; text-decoration: line-through; }
  button.piece { cursor: pointer; }
  aside { display: grid; gap: .8rem; }
  .card-box { background: var(--panel); border: 1px solid var(--line); border-radius: 8px; padding: .6rem .8rem; }
  .card-box h2 { font-size: 14px; margin: 0 0 .4rem; color: var(--muted); text-transform: uppercase; letter-spacing: .04em; }
  #decision { border-color: var(--accent); }
  #decision h2 { color: var(--text); text-transform: none; letter-spacing: 0; font-size: 15px; }
  .options { display: flex; flex-wrap: wrap; gap: .4rem; }
  button.option { padding: .45rem .8rem; border-radius: 6px; border: 1px solid var(--accent); background: #2b2f39; color: var(--text); font: inherit; cursor: pointer; }
  button.option:hover { background: var(--accent); color: #1a1a1a; }
  .hint, .muted { color: var(--muted); font-size: 13px; }
  .chip { display: inline-block; background: #2d333f; border-radius: 4px; padding: 0 5px; margin: 2px 3px 0 0; font-size: 12px; }
  .who { margin-bottom: .4rem; }
  .plan { font-size: 13px; margin-top: 2px; }
  #seats, #events { list-style: none; padding: 0; margin: 0; font-size: 13px; }
  #seats li { display: flex; align-items: center; gap: 6px; margin: 2px 0; }
  #seats .piece { width: 12px; height: 12px; }
  #events { max-height: 14rem; overflow: auto; }
  #events li { padding: 2px 0; border-bottom: 1px solid var(--line); }
  #piles { display: flex; flex-wrap: wrap; gap: .6rem; margin-top: .8rem; }
  .pile h3 { font-size: 13px; margin: 0 0 .2rem; color: var(--muted); }
  .cards { list-style: none; padding: 0; margin: 0; display: flex; flex-wrap: wrap; gap: 4px; }
  .card { width: 64px; height: 90px; border-radius: 6px; background: #e9e4d8; color: #222; font-size: 11px; padding: 4px; overflow: hidden; }
  .card.back { background: repeating-linear-gradient(45deg, #3a2f5a 0 6px, #463a6b 6px 12px); color: #ccc; text-align: center; }
  .error, #problem { color: #ff8a8a; }
  #problem:empty { display: none; }
  @media (max-width: 760px) {
    .layout { grid-template-columns: minmax(0, 1fr); grid-template-areas: "decide" "board" "side"; grid-template-rows: auto; padding: .5rem; gap: .6rem; }
    .grid { gap: 3px; max-width: 100%; }
    .tile { padding: 2px 3px; border-radius: 5px; }
    .tile-name { font-size: 9px; }
    .tile-text { display: none; }
    .piece { width: 16px; height: 16px; font-size: 7px; border-width: 1px; }
    #events { max-height: 8rem; }
  }
</style>
</head>
<body>
<header class="bar"><h1 id="title">Roomsmith playtest</h1><span id="status" class="pill"></span><span id="turn"></span><small id="conn"></small></header>
<div id="banner" role="alert" hidden></div>
<div class="layout">
  <main><div id="board" aria-label="The table"></div><div id="piles"></div></main>
  <div class="decide">
    <section id="decision" class="card-box" aria-live="polite" hidden></section>
    <p id="problem" role="status"></p>
  </div>
  <aside>
    <section class="card-box"><h2>You</h2><div id="me"></div></section>
    <section class="card-box"><h2>Seats</h2><ul id="seats"></ul></section>
    <section class="card-box"><h2>What you saw</h2><ol id="events"></ol></section>
  </aside>
</div>
<script type="module">${script}</script>
</body>
</html>
`;
}
