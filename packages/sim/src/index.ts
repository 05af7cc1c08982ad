// Public API of @roomsmith/sim.
export { pickRandom } from './bots/random-bot.ts';
