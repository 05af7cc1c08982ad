// Every property test runs on one fixed seed, so a red run repeats exactly on
// the next run and on every machine (same seed ⇒ same games). To explore other
// games, set FAST_CHECK_SEED: `FAST_CHECK_SEED=$RANDOM npx vitest run …`; a
// failure prints the seed and path that reproduce it.
import fc from 'fast-check';

const fromEnv = process.env.FAST_CHECK_SEED;
const seed = fromEnv === undefined || fromEnv === '' ? 20_261_202 : Number(fromEnv);
if (!Number.isInteger(seed)) throw new Error(`FAST_CHECK_SEED must be an integer, got '${fromEnv}'`);
fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
