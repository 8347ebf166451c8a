/**
 * Styles of `<rebond-recorder>`, inlined into its shadow root.
 *
 * Host pages cannot break it: the box rules sit on the inner `.root` (a page's `* { all: unset }`
 * reaches the host element, never the shadow tree), `.root` starts from `all: initial` so nothing
 * inherited from the page leaks in, and every size is in px or in em of `.root`'s own px font size
 * (a page's `* { font-size: 8px !important }` changes rem, not these). The host's `display` is
 * `!important`: important declarations inside a shadow tree win over the page's.
 *
 * Theming: the design tokens of `@rebond/ui` (`--rb-*`, light, dark and high contrast) sit on
 * `:host`; set them on the element (`rebond-recorder { --rb-color-primary: ... }`) or pick a theme
 * with `data-theme`; `all` does not reset custom properties. Plus `::part`s.
 */
import { tokenStyles } from '../internal/tokens';

export const recorderStyles = `${tokenStyles}
:host { display: block !important; }
:host([hidden]) { display: none !important; }
.root {
  all: initial;
  color-scheme: inherit;
  position: relative;
  display: block;
  box-sizing: border-box;
  width: 100%;
  max-width: var(--rb-recorder-max-width, 40em);
  margin: 0;
  padding: 1.25em;
  font-family: var(--rb-font-sans);
  font-size: var(--rb-recorder-font-size, 16px);
  line-height: 1.5;
  color: var(--rb-color-text);
  background: var(--rb-color-surface);
  border: 1px solid var(--rb-color-border);
  border-radius: var(--rb-recorder-radius, 16px);
  text-align: start;
  overflow-wrap: anywhere;
}
.root *, .root *::before, .root *::after { box-sizing: border-box; }
[hidden] { display: none !important; }
h2, h3, p, ul, figure { margin: 0; }
.stack { display: flex; flex-direction: column; gap: 0.75em; }
.header { display: flex; align-items: center; gap: 0.75em; margin-block-end: 1em; }
.avatar {
  width: 3em; height: 3em; flex: none;
  border-radius: 999px; object-fit: cover;
  background: var(--rb-color-surface-muted);
}
.title { font-size: 1.125em; font-weight: 650; line-height: 1.3; }
.muted { color: var(--rb-color-text-muted); font-size: 0.875em; }
.details { padding-inline-start: 1.25em; }
.details li + li { margin-block-start: 0.375em; }
.row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5em 0.75em; }
.actions { display: flex; flex-wrap: wrap; gap: 0.5em; }
button {
  all: initial;
  color-scheme: inherit;
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.5em;
  min-height: 2.75em;
  padding: 0.5em 1.1em;
  font: inherit;
  font-weight: 600;
  line-height: 1.25;
  text-align: center;
  cursor: pointer;
  color: var(--rb-color-text);
  background: var(--rb-color-surface);
  border: 2px solid var(--rb-color-border-strong);
  border-radius: var(--rb-recorder-button-radius, 10px);
}
button:hover { background: var(--rb-color-surface-muted); }
button:focus-visible { outline: 3px solid var(--rb-color-focus); outline-offset: 2px; }
button:disabled { cursor: not-allowed; opacity: 0.55; }
button.primary {
  color: var(--rb-color-on-primary);
  background: var(--rb-color-primary);
  border-color: var(--rb-color-primary);
}
button.primary:hover:not(:disabled) { background: var(--rb-color-primary-hover); }
button.danger {
  color: var(--rb-color-on-primary);
  background: var(--rb-color-danger);
  border-color: var(--rb-color-danger);
}
button.danger:hover:not(:disabled) { background: var(--rb-color-danger-hover); }
button.link {
  min-height: 2.75em; padding: 0 0.25em; margin-inline-start: -0.25em;
  border: 0; background: none; font-weight: 400;
  color: var(--rb-color-primary);
  text-decoration: underline; text-underline-offset: 0.15em;
}
.icon { width: 1.125em; height: 1.125em; flex: none; }
.badge {
  display: inline-flex; align-items: center; gap: 0.5em;
  padding: 0.25em 0.75em; border-radius: 999px;
  font-size: 0.875em; font-weight: 600;
  color: var(--rb-color-danger);
  background: var(--rb-color-danger-bg);
}
.badge[data-state='paused'] {
  color: var(--rb-color-text-muted);
  background: var(--rb-color-surface-muted);
}
.dot { width: 0.625em; height: 0.625em; border-radius: 999px; background: currentColor; }
.badge[data-state='recording'] .dot { animation: rb-pulse 1.2s ease-in-out infinite; }
.timer { font-size: 1.5em; font-weight: 650; font-variant-numeric: tabular-nums; letter-spacing: 0.02em; }
.complete { font-weight: 600; color: var(--rb-color-success); }
.notice {
  padding: 0.75em 1em;
  border: 1px solid var(--rb-color-danger-border);
  border-radius: 10px;
  color: var(--rb-color-danger);
  background: var(--rb-color-danger-bg);
}
.notice .title-small { font-weight: 650; }
.info {
  padding: 0.75em 1em;
  border: 1px solid var(--rb-color-info-border);
  border-radius: 10px;
  color: var(--rb-color-info);
  background: var(--rb-color-info-bg);
}
.bar {
  height: 0.625em; overflow: hidden;
  border-radius: 999px;
  background: var(--rb-color-surface-muted);
  border: 1px solid var(--rb-color-border-strong);
}
.bar-fill {
  height: 100%; width: 0;
  background: var(--rb-color-primary);
  transition: width 300ms ease;
}
video {
  display: block; width: 100%; max-height: 28em;
  aspect-ratio: 1 / 1; object-fit: contain;
  background: var(--rb-color-media); border-radius: 10px;
}
details { border-top: 1px solid var(--rb-color-border); padding-top: 0.5em; }
summary { cursor: pointer; min-height: 2.75em; display: flex; align-items: center; color: var(--rb-color-primary); }
summary:focus-visible { outline: 3px solid var(--rb-color-focus); outline-offset: 2px; }
.turns { padding: 0; list-style: none; display: flex; flex-direction: column; gap: 0.5em; margin-top: 0.5em; }
.speaker { font-weight: 650; }
.footer { display: flex; justify-content: flex-end; margin-block-start: 1em; padding-block-start: 0.75em; border-top: 1px solid var(--rb-color-border); }
.sr-only {
  position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
@keyframes rb-pulse { 50% { opacity: 0.35; } }
@media (prefers-reduced-motion: reduce) {
  .badge[data-state='recording'] .dot { animation: none; }
  .bar-fill { transition: none; }
}
@media (forced-colors: active) {
  .bar-fill { background: Highlight; }
  button:disabled { color: GrayText; }
}
`;
