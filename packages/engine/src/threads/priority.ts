import type { ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * How much the engine's work yields the CPU (Unix nice, 0-19): when every core is busy with
 * replies, the HTTP event loop (and an in-process database) still answers at once. On Linux a
 * thread has its own nice value, and the programs it starts (speech to text, ffmpeg, flite)
 * inherit it.
 */
export const BACKGROUND_NICE = 10;

/** Lowers `pid` (0: the calling thread) to `BACKGROUND_NICE`; where that is refused, the normal priority. */
function lower(pid: number): void {
  try {
    setPriority(pid, BACKGROUND_NICE);
  } catch {
    // Refused (or the process has already exited): the work still runs.
  }
}

/** Lowers the calling thread, and what it starts from then on, to `BACKGROUND_NICE`. */
export function runThisThreadInBackground(): void {
  lower(0);
}

/**
 * Lowers a child process to `BACKGROUND_NICE`, right after it is spawned (before it starts threads
 * of its own). A child that did not start (no pid) is left alone: never the caller instead.
 */
export function runChildInBackground(child: ChildProcess): void {
  if (child.pid !== undefined) lower(child.pid);
}
