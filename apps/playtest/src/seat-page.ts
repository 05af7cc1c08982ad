// The page a seat (or the lobby) opens: plain HTML and a small script, no
// build step. It reads its token from the URL's fragment (never sent to the
// server in a request line), connects over WebSocket, draws what it is sent
// (its own view and events) and sends answers. Reconnects on its own.

const script = String.raw`
const $ = (sel) => document.querySelector(sel);
const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const textOf = (t) => (typeof t === 'string' ? t : t ? t.en ?? Object.values(t)[0] ?? '' : '');
const code = location.hash.slice(1);
let names = {};
let events = [];
let last = null;

function nameOf(def) {
  return def ? names[def] ?? def.slice(def.indexOf(':') + 1) : 'face down';
}

async function lobby() {
  $('#title').textContent = 'Pick a seat';
  const res = await fetch('/api/lobby/seats', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ code }) });
  const body = await res.json();
  if (!res.ok) return ($('#main').innerHTML = '<p class="error">' + esc(body.error) + '</p>');
  const open = body.seats.filter((s) => s.kind === 'open');
  $('#main').innerHTML = '<p>' + esc(body.mode) + '</p>' + (open.length ? '' : '<p>No seat is free.</p>') +
    open.map((s) => '<button data-seat="' + esc(s.seat) + '">Play seat ' + esc(s.seat) + '</button>').join(' ');
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
    if (msg.type === 'welcome') { names = msg.names; events = []; }
    else if (msg.type === 'update') { events = events.concat(msg.events).slice(-300); last = msg; draw(ws); }
    else if (msg.type === 'error') { $('#problem').textContent = msg.error; }
  };
  ws.onclose = (e) => {
    $('#conn').textContent = e.code === 4002 ? 'opened in another window' : e.code === 4001 ? 'this link is not valid' : 'reconnecting…';
    if (e.code !== 4001 && e.code !== 4002) setTimeout(() => connect(Math.min(delay * 2, 8000)), delay);
  };
}

function drawZone(id, z, view) {
  const cell = (c) => {
    if (c === null) return '<td class="empty"></td>';
    const comp = view.components[c];
    const here = Object.values(view.pieces).filter((p) => p.location && p.location.component === c);
    return '<td data-component="' + esc(c) + '">' + esc(comp ? nameOf(comp.def) : '?') +
      here.map((p) => '<div class="piece">' + esc(nameOf(p.def)) + (p.seat ? ' (' + esc(p.seat) + ')' : '') + '</div>').join('') + '</td>';
  };
  if (z.kind === 'grid') {
    let rows = '';
    for (let r = 0; r < z.rows; r++) rows += '<tr>' + z.cells.slice(r * z.cols, (r + 1) * z.cols).map(cell).join('') + '</tr>';
    return '<section><h3>' + esc(id) + '</h3><table class="grid">' + rows + '</table></section>';
  }
  const items = z.items || [];
  return '<section><h3>' + esc(id) + ' (' + items.length + ')</h3><ul>' +
    items.map((c) => '<li>' + esc(view.components[c] ? nameOf(view.components[c].def) : 'hidden') + '</li>').join('') + '</ul></section>';
}

function draw(ws) {
  const u = last;
  const v = u.view;
  $('#title').textContent = 'Seat ' + u.seat + ' · ' + v.mode;
  $('#status').textContent = u.status === 'ended' ? 'Ended: ' + (u.endReason || '') : u.status === 'paused' ? 'Paused by the host' : u.awaiting ? 'Your move' : 'Waiting for others';
  $('#banner').hidden = !u.banners.length;
  $('#banner').textContent = u.banners.length ? 'No information sharing right now (' + u.banners.join(', ') + '): do not talk about the game.' : '';
  const me = v.seats[u.seat] || {};
  $('#me').textContent = me.role ? 'Your role: ' + nameOf(me.role) : '';
  $('#seats').innerHTML = u.seats.map((s) => '<li>' + esc(s.seat) + ': ' + esc(s.kind) + (s.kind === 'human' ? (s.connected ? ' (online)' : ' (offline)') : '') + '</li>').join('');
  $('#table').innerHTML = Object.entries(v.zones).map(([id, z]) => drawZone(id, z, v)).join('');
  $('#events').innerHTML = events.slice(-40).map((e) => '<li>' + esc(textOf(e.text)) + '</li>').join('');
  const d = $('#decision');
  d.innerHTML = '';
  $('#problem').textContent = '';
  if (!u.awaiting || !v.pending) return;
  const answer = (option) => ws.send(JSON.stringify({ type: 'answer', decision: v.pending.id, option }));
  d.innerHTML = '<h2>' + esc(textOf(v.pending.prompt)) + '</h2>';
  const input = v.pending.input && v.pending.input[u.seat];
  if (input) {
    const form = document.createElement('form');
    form.innerHTML = '<input name="t" aria-label="Your answer" maxlength="' + input.length + '"> <button>Send</button>';
    form.onsubmit = (e) => { e.preventDefault(); answer('text:' + form.t.value.trim().toUpperCase()); };
    d.append(form);
    return;
  }
  for (const o of v.pending.options[u.seat] || []) {
    const b = document.createElement('button');
    b.textContent = textOf(o.label) || o.id;
    b.dataset.option = o.id;
    b.onclick = () => answer(o.id);
    d.append(b, ' ');
  }
}

if (!code) $('#main').textContent = 'This page needs the link the host gave you.';
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
  body { font: 15px/1.4 system-ui, sans-serif; margin: 1rem; color: #1d1d1f; background: #fafafa; }
  #banner { background: #ffe08a; border: 2px solid #b58900; padding: .5rem 1rem; font-weight: 600; }
  .grid td { border: 1px solid #999; width: 6rem; height: 3.5rem; vertical-align: top; font-size: 12px; padding: 2px; }
  .grid td.empty { background: #ddd; }
  .piece { background: #cde; border-radius: 3px; margin-top: 2px; padding: 0 2px; }
  #decision button { margin: .2rem; padding: .4rem .8rem; }
  .error, #problem { color: #b00020; }
  main { display: grid; grid-template-columns: 2fr 1fr; gap: 1rem; }
  section { margin-bottom: .5rem; }
  h3 { margin: .3rem 0; font-size: 14px; }
</style>
</head>
<body>
<header><h1 id="title">Roomsmith playtest</h1><p><span id="status"></span> · <small id="conn"></small></p></header>
<div id="banner" role="alert" hidden></div>
<p id="me"></p>
<div id="decision" aria-live="polite"></div>
<p id="problem" role="status"></p>
<main id="main"><div id="table"></div><aside><h2>Seats</h2><ul id="seats"></ul><h2>What you saw</h2><ol id="events"></ol></aside></main>
<script type="module">${script}</script>
</body>
</html>
`;
}
