// Scripts the bench runs inside the page. They are strings, not functions:
// tsx may wrap functions in `__name(…)` helpers that do not exist in the page.

/** The pack the interactive probe clicks: not the first, which the studio selects on start. */
export const PROBE_PACK = 'room25';
/** A file only that pack has, so its row shows the tree switched to the pack. */
export const PROBE_FILE = 'modes/solo.json';

// `pierce(['host', 'selector'])`: each part is looked up inside the previous
// match's shadow root, searching nested shadow roots, since Lit renders in shadow DOM.
const pierce = `
const deepFind = (root, sel) => {
  const hit = root.querySelector(sel);
  if (hit) return hit;
  for (const el of root.querySelectorAll('*')) {
    if (el.shadowRoot) { const f = deepFind(el.shadowRoot, sel); if (f) return f; }
  }
  return null;
};
const pierce = (parts) => {
  let root = document;
  let el = null;
  for (const sel of parts) { el = deepFind(root, sel); if (!el) return null; root = el.shadowRoot ?? el; }
  return el;
};`;

/**
 * Installed before the page's scripts: on every animation frame from navigation
 * start, looks for the pack list; at the first frame it shows, notes the time and
 * clicks a pack the studio has not selected; at the first frame that pack's file tree shows, notes the time.
 * `window.__rsInteractive` resolves to `{ list, tree }` in ms since navigation start.
 */
export const interactiveProbe = `(() => {
${pierce}
window.__rsInteractive = new Promise((resolve, reject) => {
  const t = {};
  const frame = () => {
    if (t.list === undefined) {
      const button = pierce(['rs-pack-list', 'li[data-pack="${PROBE_PACK}"] button']);
      if (button) {
        if (button.getAttribute('aria-current') === 'true' || pierce(['rs-file-tree', 'li[data-path="${PROBE_FILE}"]'])) {
          return reject(new Error('${PROBE_PACK} is selected before any click'));
        }
        t.list = performance.now();
        button.click();
      }
    } else if (pierce(['rs-file-tree', 'li[data-path="${PROBE_FILE}"] button.file'])) {
      t.tree = performance.now();
      return resolve(t);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
});
})()`;

/**
 * An expression evaluating to a promise of the ms of up to `count` sandbox steps:
 * each clicks an enabled option (the i-th modulo their number, so games vary) and
 * ends when Lit has committed the next step (step label changed, and enabled
 * options or the result shown), seen by a MutationObserver on rs-sandbox's shadow
 * root, so the time is not rounded to a frame. Stops early when the game is over.
 */
export function sandboxSteps(count: number, offset: number): string {
  return `(async () => {
${pierce}
const root = pierce(['rs-sandbox']).shadowRoot;
const stepText = () => [...root.querySelectorAll('.bar span')].map((s) => s.textContent).find((x) => /^step \\d+$/.test(x));
const options = () => [...root.querySelectorAll('.options button:not([disabled])')];
const samples = [];
for (let i = 0; i < ${count}; i += 1) {
  const buttons = options();
  if (root.querySelector('.result') || buttons.length === 0) break;
  const before = stepText();
  const done = new Promise((resolve, reject) => {
    const check = () => {
      if (stepText() !== before && (options().length > 0 || root.querySelector('.result'))) {
        observer.disconnect(); clearTimeout(timer); resolve(performance.now());
      }
    };
    const observer = new MutationObserver(check);
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    const timer = setTimeout(() => { observer.disconnect(); reject(new Error('no next step within 10 s after ' + before)); }, 10000);
  });
  const start = performance.now();
  buttons[(i + ${offset}) % buttons.length].click();
  samples.push((await done) - start);
}
return samples;
})()`;
}
