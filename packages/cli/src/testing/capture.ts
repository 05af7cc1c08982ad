// A CliIo that keeps what commands print, for tests.
import type { CliIo } from '../io.ts';

/** CliIo writing into arrays. */
export function captureIo(cwd: string): CliIo & { stdout: string[]; stderr: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (l) => stdout.push(l), err: (l) => stderr.push(l), cwd };
}
