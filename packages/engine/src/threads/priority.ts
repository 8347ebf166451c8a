import { setPriority } from 'node:os';

/**
 * How much the engine's work yields the CPU (Unix nice, 0-19): when every core is busy with
 * replies, the HTTP event loop (and an in-process database) still answers at once. On Linux a
 * thread has its own nice value, and the programs it starts (speech to text, ffmpeg, flite)
 * inherit it.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers to `BACKGROUND_NICE` the priority of the calling thread, or of the child process `pid`
 * (set right after it is spawned, before it starts threads of its own). A platform that refuses
 * keeps the normal priority; the work still runs.
 */
export function runInBackground(pid?: number): void {
  try {
    if (pid === undefined) setPriority(BACKGROUND_NICE);
    else setPriority(pid, BACKGROUND_NICE);
  } catch {
    // Refused (or the child has already exited): the normal priority.
  }
}
