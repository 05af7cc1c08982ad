// A bounded load test of the pack registry on loopback, as `npm start` runs it
// (its own process, SQLite, blobs on disk): Room 25 published with the CLI,
// then 200 searches and 200 bundle downloads all in flight at once. Reports
// each kind's p50 and p99 latency and the errors (a failed request, a wrong
// status, or a download whose bytes do not match the digest the registry
// sent). Errors must be zero; the process exits 1 otherwise.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { startRegistry } from '../test/registry-process.ts';
import { median, quantile } from './stats.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CONCURRENT = 200;
const QUERIES = ['acid', 'vortex', 'room', 'cooperation', 'flooded', 'guard', 'escape', 'robot', 'trap', 'dark'];

interface Outcome {
  ms: number;
  error?: string;
}

/** Times one request; `check` says what is wrong with the answer, if anything. */
async function timed(url: string, check: (res: Response) => Promise<string | undefined>): Promise<Outcome> {
  const start = performance.now();
  try {
    const res = await fetch(url);
    const error = await check(res);
    return { ms: performance.now() - start, ...(error ? { error } : {}) };
  } catch (e) {
    return { ms: performance.now() - start, error: String(e) };
  }
}

const registry = await startRegistry();
try {
  const tokenRes = await fetch(`${registry.url}/api/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user: 'bench' }),
  });
  const { token } = (await tokenRes.json()) as { token: string };
  execFileSync(
    process.execPath,
    [
      path.join(repo, 'packages/cli/bin/roomsmith.mjs'),
      'publish',
      'content/room25',
      '--registry',
      registry.url,
      '--token',
      token,
    ],
    { cwd: repo, stdio: 'ignore' },
  );
  const { version } = (await (await fetch(`${registry.url}/api/resolve/room25`)).json()) as { version: string };

  const searches = Array.from({ length: CONCURRENT }, (_, i) =>
    timed(`${registry.url}/api/packs?q=${QUERIES[i % QUERIES.length]}`, async (res) => {
      if (res.status !== 200) return `search answered ${res.status}`;
      const body = (await res.json()) as { results: unknown[] };
      return Array.isArray(body.results) ? undefined : 'search answered no results list';
    }),
  );
  const downloads = Array.from({ length: CONCURRENT }, () =>
    timed(`${registry.url}/api/packs/room25/${version}/bundle`, async (res) => {
      if (res.status !== 200) return `download answered ${res.status}`;
      const bytes = Buffer.from(await res.arrayBuffer());
      const digest = createHash('sha256').update(bytes).digest('hex');
      return digest === res.headers.get('x-roomsmith-sha256') ? undefined : 'bundle does not match its digest';
    }),
  );
  const wall = performance.now();
  const [searched, downloaded] = await Promise.all([Promise.all(searches), Promise.all(downloads)]);
  const wallMs = performance.now() - wall;

  console.log(`\nRegistry on loopback: ${CONCURRENT} searches and ${CONCURRENT} downloads in flight at once`);
  console.log('kind        requests   p50 ms   p99 ms   errors');
  let errors = 0;
  for (const [kind, outcomes] of [
    ['search', searched],
    ['download', downloaded],
  ] as const) {
    const sorted = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const failed = outcomes.filter((o) => o.error);
    errors += failed.length;
    const p50 = median(sorted);
    const p99 = quantile(sorted, 0.99);
    console.log(
      `${kind.padEnd(11)} ${String(outcomes.length).padStart(8)} ${p50.toFixed(1).padStart(8)} ${p99.toFixed(1).padStart(8)} ${String(failed.length).padStart(8)}`,
    );
    for (const f of failed.slice(0, 3)) console.log(`  ${kind} error: ${f.error}`);
    console.log(
      JSON.stringify({
        bench: `registry ${kind}, ${CONCURRENT} concurrent (p50)`,
        medianMs: p50,
        p99Ms: p99,
        errors: failed.length,
      }),
    );
  }
  console.log(`all ${CONCURRENT * 2} requests answered in ${wallMs.toFixed(0)} ms; errors: ${errors}`);
  if (errors > 0) process.exitCode = 1;
} finally {
  registry.process.kill();
}
