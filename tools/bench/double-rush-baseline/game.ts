// Double Rush written by hand: one best-of-three match between two random
// players, with the same rules and readings as the pack (see its README), so
// its speed is the yardstick for the pack played through the engine.
import { nextInt, seedRng, type RngState } from '@roomsmith/engine';
import { BLUE, CHARACTERS, OTHERS, type Room, type Talent } from './cards.ts';

/** One player's side of the table. Index 0 of `deck` and `discard` is the top. */
interface Side {
  deck: Room[];
  discard: Room[];
  card: readonly [Talent, Talent];
  face: 0 | 1;
  pass: boolean;
  skip: boolean;
  talentUsed: boolean;
  wins: number;
}

/** The result of one match. */
export interface MatchResult {
  winner: 0 | 1;
  rounds: number;
  decisions: number;
}

/** A best-of-three match between two random players. */
export class Match {
  readonly sides: [Side, Side];
  aside: Room[] = [];
  first: 0 | 1 = 0;
  roundWinner: 0 | 1 | null = null;
  rounds = 0;
  decisions = 0;

  constructor(readonly rng: RngState) {
    const cards = shuffle(rng, [...CHARACTERS]);
    const side = (card: readonly [Talent, Talent]): Side => ({
      deck: [],
      discard: [],
      card,
      face: 0,
      pass: false,
      skip: false,
      talentUsed: false,
      wins: 0,
    });
    this.sides = [side(at(cards, 0)), side(at(cards, 1))];
  }

  /** A random player picks one of `n` options; a single option needs no decision. */
  pick(n: number): number {
    if (n <= 1) return 0;
    this.decisions++;
    return nextInt(this.rng, n);
  }

  deal(): void {
    this.rounds++;
    this.roundWinner = null;
    const f = this.sides[this.first];
    const g = this.sides[other(this.first)];
    for (const s of this.sides) Object.assign(s, { pass: false, skip: false, talentUsed: false, discard: [] });
    const others = shuffle(this.rng, [...OTHERS]);
    f.deck = shuffle(this.rng, ['room-25', 'deadly', 'explosive', ...others.slice(0, 6)]);
    g.deck = shuffle(this.rng, ['key', 'deadly', 'explosive', ...others.slice(6, 12)]);
    this.aside = others.slice(12);
  }

  win(seat: 0 | 1): void {
    if (this.roundWinner === null) this.roundWinner = seat;
  }

  enter(seat: 0 | 1, from: Room[]): void {
    const me = this.sides[seat];
    const them = this.sides[(1 - seat) as 0 | 1];
    const room = take(from);
    if (room === 'room-25' && !me.pass) {
      them.deck.push(room);
      return;
    }
    me.discard.unshift(room);
    if (room !== 'room-25' && me.discard.length >= 6) me.pass = true;
    const other = (1 - seat) as 0 | 1;
    switch (room) {
      case 'room-25':
        return this.win(seat);
      case 'key':
        me.pass = true;
        me.discard.shift();
        them.deck.push(room);
        return;
      case 'deadly':
        return this.win(other);
      case 'explosive':
        if (them.discard[0] === 'detonator') this.win(other);
        return;
      case 'detonator':
        if (them.discard[0] === 'explosive') this.win(seat);
        return;
      case 'slow':
        me.skip = true;
        return;
      case 'vent':
        if (them.deck.length) them.deck.push(take(them.deck));
        return;
      default: // glimpse, echo: a secret look changes nothing for a random player; corridor: nothing
        return;
    }
  }

  enterAction(seat: 0 | 1): void {
    const me = this.sides[seat];
    const them = this.sides[(1 - seat) as 0 | 1];
    const from = [me.deck, them.deck].filter((d) => d.length > 0);
    if (from.length) this.enter(seat, at(from, this.pick(from.length)));
  }

  action(seat: 0 | 1): void {
    const me = this.sides[seat];
    const them = this.sides[(1 - seat) as 0 | 1];
    // Look and Control need a room in your own deck; at the start of your turn it has one.
    const choice = this.pick(3);
    if (choice === 0) {
      if (this.pick(me.deck.length >= 2 ? 2 : 1) === 1) me.deck.unshift(...me.deck.splice(1, 1));
    } else if (choice === 1) this.enterAction(seat);
    else if (this.pick(2) === 0) {
      them.deck.push(take(me.deck));
      if (them.deck.length) me.deck.push(take(them.deck));
    } else me.deck.push(take(me.deck));
  }

  talent(seat: 0 | 1, t: Talent): void {
    const me = this.sides[seat];
    const them = this.sides[(1 - seat) as 0 | 1];
    switch (t) {
      case 'destroy': {
        const from = [me.deck, them.deck].filter((d) => d.length > 0);
        if (!from.length) return;
        const gone = take(at(from, this.pick(from.length)));
        if (BLUE.has(gone)) this.win((1 - seat) as 0 | 1);
        return;
      }
      case 'imitate': {
        const theirs = them.card[them.face];
        if (theirs !== 'imitate') this.talent(seat, theirs);
        return;
      }
      case 'spy':
        return;
      case 'scramble':
        shuffle(this.rng, them.deck);
        return;
      case 'sprint':
        return this.enterAction(seat);
      case 'trip':
        them.skip = true;
        return;
      case 'switch':
        if (me.deck.length && them.deck.length) {
          const mine = take(me.deck);
          me.deck.unshift(take(them.deck));
          them.deck.unshift(mine);
        }
        return;
      case 'burrow': {
        const from = [me.deck, them.deck].filter((d) => d.length > 0);
        if (!from.length) return;
        const deck = at(from, this.pick(from.length));
        if (this.pick(2) === 1) deck.push(take(deck));
        return;
      }
    }
  }

  turn(seat: 0 | 1): void {
    const me = this.sides[seat];
    if (me.skip) {
      me.skip = false;
      return;
    }
    if (me.deck.length === 0) return this.win((1 - seat) as 0 | 1);
    this.action(seat);
    if (this.roundWinner === null && !me.talentUsed && this.aside.length > 0 && this.pick(2) === 1) {
      me.talentUsed = true;
      this.aside.pop();
      this.talent(seat, me.card[me.face]);
    }
  }

  play(): MatchResult {
    for (const s of this.sides) s.face = this.pick(2) as 0 | 1;
    for (;;) {
      this.deal();
      let seat = this.first;
      while (this.roundWinner === null) {
        this.turn(seat);
        seat = (1 - seat) as 0 | 1;
      }
      const w = this.roundWinner;
      const winner = this.sides[w];
      if (++winner.wins >= 2) return { winner: w, rounds: this.rounds, decisions: this.decisions };
      const loser = this.sides[(1 - w) as 0 | 1];
      loser.face = (1 - loser.face) as 0 | 1;
      this.first = (1 - this.first) as 0 | 1;
    }
  }
}

/** The item at `i`; the caller knows it exists. */
function at<T>(items: readonly T[], i: number): T {
  const x = items[i];
  if (x === undefined) throw new RangeError(`no item ${i} of ${items.length}`);
  return x;
}

/** Removes and returns the top (index 0) of a non-empty pile. */
function take<T>(items: T[]): T {
  const x = items.shift();
  if (x === undefined) throw new RangeError('empty pile');
  return x;
}

function other(seat: 0 | 1): 0 | 1 {
  return seat === 0 ? 1 : 0;
}

function shuffle<T>(rng: RngState, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = nextInt(rng, i + 1);
    const x = at(items, i);
    items[i] = at(items, j);
    items[j] = x;
  }
  return items;
}

/** Plays one random best-of-three match from `seed`. */
export function playMatch(seed: number): MatchResult {
  return new Match(seedRng(seed)).play();
}
