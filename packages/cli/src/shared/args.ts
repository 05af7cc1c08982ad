// A small argv parser for the commands of this package: positionals, flags
// with values (`--seed 7` or `--seed=7`, repeatable) and boolean switches.
// Unknown flags are errors, so a typo never silently changes a run.

/** Parsed arguments: positionals in order, and every value given per flag. */
export interface ParsedArgs {
  positionals: string[];
  values: Map<string, string[]>;
  switches: Set<string>;
}

/** Which flags a command takes. */
export interface ArgSpec {
  /** Flags that take a value, without the leading dashes. */
  values?: readonly string[];
  /** Flags that take no value. */
  switches?: readonly string[];
}

/** A usage mistake; commands turn it into exit code 2. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** Parses `argv` against `spec`, throwing a UsageError on unknown flags or missing values. */
export function parseArgs(argv: readonly string[], spec: ArgSpec): ParsedArgs {
  const parsed: ParsedArgs = { positionals: [], values: new Map(), switches: new Set() };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (!arg.startsWith('--') || arg === '--') {
      parsed.positionals.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.slice(2, eq === -1 ? undefined : eq);
    if (spec.switches?.includes(name)) {
      if (eq !== -1) throw new UsageError(`--${name} takes no value`);
      parsed.switches.add(name);
    } else if (spec.values?.includes(name)) {
      const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
      if (value === undefined || (eq === -1 && value.startsWith('--'))) throw new UsageError(`--${name} needs a value`);
      parsed.values.set(name, [...(parsed.values.get(name) ?? []), value]);
    } else {
      throw new UsageError(`unknown option --${name}`);
    }
  }
  return parsed;
}

/** The last value given for `name`, or undefined. */
export function lastValue(args: ParsedArgs, name: string): string | undefined {
  return args.values.get(name)?.at(-1);
}

/** A seed as given on the command line: an integer when it looks like one, else text. */
export function parseSeed(text: string): number | string {
  return /^-?\d+$/.test(text) ? Number(text) : text;
}
