// Reads answers from standard input one line at a time, prompting on stdout.
// Works with a terminal and with piped input alike.
import { createInterface } from 'node:readline';

/** An `ask` function over process.stdin; resolves null at end of input. */
export function stdinAsk(): { ask(prompt: string): Promise<string | null>; close(): void } {
  const rl = createInterface({ input: process.stdin, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  return {
    async ask(prompt) {
      process.stdout.write(prompt);
      const next = await lines.next();
      // A terminal echoes the typed line; piped input does not, so end the prompt's line here.
      if (!process.stdin.isTTY) process.stdout.write(next.done ? '\n' : `${String(next.value)}\n`);
      return next.done ? null : String(next.value);
    },
    close: () => rl.close(),
  };
}
