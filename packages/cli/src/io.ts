// What a command may touch of the outside world, passed in so tests can
// capture output and run commands in-process.

/** Output streams and working directory of one CLI invocation. */
export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  cwd: string;
  /** Whether stderr is a terminal (progress bars are drawn only then). */
  isTTY?: boolean;
}

/** The process's own streams. */
export function processIo(): CliIo {
  return {
    out: (line) => process.stdout.write(line + '\n'),
    err: (line) => process.stderr.write(line + '\n'),
    cwd: process.cwd(),
    isTTY: process.stderr.isTTY === true,
  };
}

/** Exit codes every command shares. */
export const ExitCode = { ok: 0, failed: 1, usage: 2 } as const;
