/**
 * The loader snippet, built on its own as `dist/rebond-loader.global.js` (a few hundred bytes).
 * It never changes between versions: it only defines `window.Rebond` as a queue, so a page can
 * call `Rebond('init', ...)` and `Rebond('on', ...)` before the runtime's `<script async>` has
 * loaded. The runtime replays the queue when it arrives.
 */
import type { RebondGlobal } from './rebond';

if (!window.Rebond) {
  const queue = ((...args: unknown[]) => {
    queue.q ??= [];
    queue.q.push(args);
  }) as RebondGlobal;
  window.Rebond = queue;
}
