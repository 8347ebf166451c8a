import type { ChildProcess } from 'node:child_process';
import { setPriority } from 'node:os';

/**
 * How much the engine's work yields the CPU (Unix nice, 0-19): when every core is busy with
 * replies, the HTTP event loop (and an in-process database) still answers at once. On Linux a
 * thread has its own nice value, and the programs it starts (speech to text, ffmpeg, flite)
 * inherit it.
 */
export const BACKGROUND_NICE = 10;

/** The nice value of work nobody waits for (a live turn's video for history: the thread pool's idle thread). */
export const IDLE_NICE = 19;

/** Lowers `pid` (0: the calling thread) to `nice`; where that is refused, the priority it had. */
function lower(pid: number, nice = BACKGROUND_NICE): void {
  try {
    setPriority(pid, nice);
  } catch {
    // Refused (or the process has already exited): the work still runs.
  }
}

/** Lowers the calling thread, and what it starts from then on, to `nice`. */
export function runThisThreadInBackground(nice = BACKGROUND_NICE): void {
  lower(0, nice);
}

/**
 * Lowers a child process to `nice` (`BACKGROUND_NICE`, or `IDLE_NICE`), right after it is spawned (before it starts threads
 * of its own). A child that did not start (no pid) is left alone: never the caller instead.
 */
export function runChildInBackground(child: ChildProcess, nice = BACKGROUND_NICE): void {
  if (child.pid !== undefined) lower(child.pid, nice);
}
