// What count-ab.mjs runs under callgrind (started with instrumentation off): imports a bundle made
// by bundle.mjs from a tree, loads its pack and plays `warm` games (seeds 1…), then turns
// callgrind's instrumentation on, plays `games` games (seeds 1000…) and turns it off again, so the
// instructions callgrind collects are those of the measured games alone. `callgrind_control` talks
// to this process through vgdb while this thread waits for it, so the switch falls exactly here.
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const [bundle, root, warm, games] = process.argv.slice(2);
const instrument = (on) => execFileSync('callgrind_control', ['-i', on, String(process.pid)], { stdio: 'ignore' });
const play = await (await import(pathToFileURL(bundle).href)).setup(root);
play(Number(warm), 1);
instrument('on');
play(Number(games), 1000);
instrument('off');
