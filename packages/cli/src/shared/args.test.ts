import { describe, expect, it } from 'vitest';
import { lastValue, parseArgs, parseSeed, UsageError } from './args.ts';

const spec = { values: ['pack', 'seed'], switches: ['verbose'] };

describe('parseArgs', () => {
  it('keeps positionals in order', () => {
    expect(parseArgs(['a', 'b'], spec).positionals).toEqual(['a', 'b']);
  });

  it('collects every value of a repeated flag', () => {
    expect(parseArgs(['--pack', 'x', '--pack=y'], spec).values.get('pack')).toEqual(['x', 'y']);
  });

  it('reads switches', () => {
    expect(parseArgs(['--verbose'], spec).switches.has('verbose')).toBe(true);
  });

  it('refuses an unknown flag', () => {
    expect(() => parseArgs(['--sed', '7'], spec)).toThrow(UsageError);
  });

  it('refuses a value flag without a value', () => {
    expect(() => parseArgs(['--seed'], spec)).toThrow(/--seed needs a value/);
  });

  it('takes the last of repeated values as the value', () => {
    expect(lastValue(parseArgs(['--seed', '1', '--seed', '2'], spec), 'seed')).toBe('2');
  });
});

describe('parseSeed', () => {
  it('reads digits as a number', () => {
    expect(parseSeed('7')).toBe(7);
  });

  it('keeps anything else as text', () => {
    expect(parseSeed('seven')).toBe('seven');
  });
});
