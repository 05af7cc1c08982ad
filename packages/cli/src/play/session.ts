// One game in the terminal: bots answer at once, humans see their own view
// drawn as a board, the events since their last decision that they may read
// (closed eyes read only announcements), and numbered legal options. Input comes through `ask` so tests feed lines without a TTY.
import {
  botRng,
  randomBot,
  type Answer,
  type DecisionOption,
  type EngineApi,
  type GameEvent,
  type Match,
} from '@roomsmith/sim';
import {
  describeInput,
  eventsFor,
  eventVisibleTo,
  textAnswerProblem,
  TEXT_PREFIX,
  type TextInput,
} from '@roomsmith/engine';
import { textOf } from '../shared/text.ts';
import { drawTable } from './board.ts';
import { seatLetter } from './table.ts';

/** Who plays each seat. */
export type SeatKind = 'human' | 'bot';

/** Everything one game needs. */
export interface PlaySetup<R> {
  engine: EngineApi<R>;
  ruleset: R;
  mode: string;
  seed: number | string;
  seats: SeatKind[];
  options?: Record<string, unknown>;
  /** Definitions seats picked to play (createMatch's `picks`). */
  picks?: Record<string, string[]>;
  /** Display name of a content id (room, card, character). */
  nameOf(def: string): string;
}

/** The terminal: print a line, or ask for one (null at end of input). */
export interface PlayIo {
  out(line: string): void;
  ask(prompt: string): Promise<string | null>;
}

/** How the game ended. */
export interface PlayResult {
  match: Match;
  answers: Answer[][];
  /** True when a human typed q (or input ended) before the game was over. */
  quit: boolean;
}

type Choice = { option: string } | { quit: true };

async function askHuman(io: PlayIo, who: string, prompt: string, options: DecisionOption[]): Promise<Choice> {
  io.out(`${who}: ${prompt}`);
  options.forEach((o, i) => io.out(`  ${String(i + 1).padStart(2)}. ${textOf(o.label)}  (${o.id})`));
  for (;;) {
    const line = await io.ask(`Choose 1-${options.length}, or q to quit: `);
    if (line === null || line.trim().toLowerCase() === 'q') return { quit: true };
    const n = Number(line.trim());
    const picked = Number.isInteger(n) ? options[n - 1] : undefined;
    if (picked) return { option: picked.id };
    io.out(`"${line.trim()}" is not one of the options: type a number from 1 to ${options.length}, or q.`);
  }
}

/** Asks a human to type an answer of a declared format; a malformed one is refused and asked again. */
async function askText(io: PlayIo, who: string, prompt: string, input: TextInput): Promise<Choice> {
  io.out(`${who}: ${prompt}`);
  for (;;) {
    const line = await io.ask(`Type ${describeInput(input)}, or q to quit: `);
    if (line === null || line.trim() === 'q') return { quit: true };
    const option = TEXT_PREFIX + line.trim().toUpperCase();
    const problem = textAnswerProblem(input, option);
    if (problem === null) return { option };
    io.out(`Refused as malformed: ${problem}.`);
  }
}

function printEvents(io: PlayIo, events: readonly GameEvent[]): void {
  for (const event of events) io.out(`  · ${textOf(event.text)}`);
}

/** The events to print once the game is over: those the human seats have not read and may read (all when no human plays). */
function closingEvents(
  log: readonly GameEvent[],
  kinds: readonly SeatKind[],
  order: readonly string[],
  read: ReadonlyMap<string, number>,
): GameEvent[] {
  const humans = order.filter((_seat, i) => kinds[i] === 'human');
  if (!humans.length) return [...log];
  const from = Math.min(...humans.map((h) => read.get(h) ?? 0));
  return log.slice(from).filter((e) => humans.some((h) => eventVisibleTo(e, h)));
}

/** Plays one game to its end (or until a human quits) and returns the answers given. */
export async function playGame<R>(setup: PlaySetup<R>, io: PlayIo): Promise<PlayResult> {
  const { engine, ruleset } = setup;
  let match = engine.createMatch(ruleset, {
    mode: setup.mode,
    seed: setup.seed,
    seats: setup.seats.length,
    ...(setup.options ? { options: setup.options } : {}),
    ...(setup.picks ? { picks: setup.picks } : {}),
  });
  const bot = randomBot(botRng(setup.seed));
  const answers: Answer[][] = [];
  const log: GameEvent[] = [...match.log];
  // How far into the log each human seat has read.
  const read = new Map<string, number>();
  const order = match.state.seatOrder;
  while (match.state.result === null) {
    const decision = match.pending;
    if (!decision) throw new Error('the match has no result and no pending decision');
    const given: Answer[] = [];
    for (const seat of decision.seats) {
      const options = engine.legalOptions(match, seat);
      const index = order.indexOf(seat);
      if (setup.seats[index] !== 'human') {
        const input = decision.input?.[seat];
        given.push({
          seat,
          option: bot({
            seat,
            decision,
            options,
            ...(input ? { input } : {}),
            view: () => engine.view(ruleset, match.state, seat),
          }),
        });
        continue;
      }
      const fresh = eventsFor(log.slice(read.get(seat) ?? 0), seat);
      read.set(seat, log.length);
      if (fresh.length) io.out('Since your last move:');
      printEvents(io, fresh);
      drawTable(engine.view(ruleset, match.state, seat), setup.nameOf).forEach((l) => io.out(l));
      const who = `Seat ${seatLetter(order, seat)} (${seat})`;
      const input = decision.input?.[seat];
      const choice = input
        ? await askText(io, who, textOf(decision.prompt), input)
        : await askHuman(io, who, textOf(decision.prompt), options);
      if ('quit' in choice) return { match, answers, quit: true };
      given.push({ seat, option: choice.option });
    }
    const step = engine.answer(ruleset, match, given);
    match = step.match;
    answers.push(given);
    log.push(...step.events);
  }
  printEvents(io, closingEvents(log, setup.seats, order, read));
  const result = match.state.result;
  const winners = result.winners.map((s) => seatLetter(order, s)).join(', ') || 'nobody';
  io.out(`Game over: ${result.outcome} (${result.reason}). Winners: ${winners}.`);
  return { match, answers, quit: false };
}
