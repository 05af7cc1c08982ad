// Scenarios chosen by a match option, and checking a typed answer against a
// scenario's salted hash (SHA-256, pure JS: the engine runs in browser workers).
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { Scenario } from '../ruleset/types.ts';
import type { Runtime } from './runtime.ts';

/** The hex SHA-256 of `salt:value`, as scenarios store their secrets. */
export function saltedHash(salt: string, value: string): string {
  return bytesToHex(sha256(utf8ToBytes(`${salt}:${value}`)));
}

/**
 * The scenario the match option names (a qualified or plain id); without the option,
 * the lowest-numbered scenario made for this mode, else the lowest-numbered of all.
 */
export function chosenScenario(rt: Runtime, option: string): Scenario | null {
  const all = rt.rs.scenarios;
  const wanted = rt.s.options[option];
  if (typeof wanted === 'string' && wanted !== '') {
    if (all[wanted]) return all[wanted];
    const plain = Object.values(all).filter((sc) => sc.id.slice(sc.id.indexOf(':') + 1) === wanted);
    return plain.length === 1 ? (plain[0] as Scenario) : null;
  }
  const list = Object.values(all);
  return list.find((sc) => sc.mode === rt.s.mode) ?? list[0] ?? null;
}

/** Whether `value` is the secret the scenario keeps for definition `def` (false when it keeps none). */
export function secretMatches(scenario: Scenario | null, def: string, value: string): boolean {
  const secret = scenario?.secrets[def];
  return !!secret && saltedHash(secret.salt, value) === secret.sha256;
}
