/**
 * Styles of `<rebond-consent-notice>`, inlined into its shadow root. Every colour, the font, the
 * radius and the spacing come from the design tokens of `@rebond/ui` (`--rb-*`, on `:host`, with
 * the light, dark and high-contrast themes), the same names `<rebond-recorder>` and the ui use; set
 * them on the element to theme it, or pick a theme with `data-theme`.
 */
import { tokenStyles } from '../internal/tokens';

export const consentNoticeStyles = `${tokenStyles}
/* A host page's own rules on the element (say \`* { all: unset; font-size: 8px !important }\`) win
   over :host's, so the text's look is set on the base inside, where they cannot reach. */
:host {
  display: block !important;
  box-sizing: border-box;
  max-width: var(--rb-consent-max-width, 40rem);
}
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
[part='base'] {
  all: initial;
  color-scheme: inherit;
  display: block;
  box-sizing: border-box;
  color: var(--rb-color-text);
  font-family: var(--rb-font-sans);
  font-size: var(--rb-consent-font-size, 16px);
  line-height: 1.5;
  text-align: start;
  padding: var(--rb-space-5);
  background: var(--rb-color-surface);
  border: 1px solid var(--rb-color-border);
  border-radius: var(--rb-radius-lg);
}
[part='title'] { margin: 0 0 0.5em; font-size: 1.25em; line-height: 1.3; }
[part='description'] { margin: 0 0 0.75em; }
[part='details'] { margin: 0 0 1em; padding-inline-start: 1.25em; }
[part='details'] li + li { margin-block-start: 0.375em; }
[part='status'] { margin: 0 0 1em; font-size: 0.875em; }
:host([data-saved='failed']) [part='status'] { color: var(--rb-color-danger); }
[part='note'] { margin: 0 0 1em; font-size: 0.875em; color: var(--rb-color-text-muted); }
button {
  font: inherit;
  cursor: pointer;
  min-height: 2.75rem;
  border-radius: var(--rb-radius-md);
}
button:focus-visible {
  outline: 3px solid var(--rb-color-focus);
  outline-offset: 2px;
}
[part='toggle'] {
  display: inline-flex;
  align-items: center;
  gap: 0.375em;
  margin: 0 0 0.5em;
  padding: 0 0.25em;
  margin-inline-start: -0.25em;
  border: 0;
  background: none;
  color: var(--rb-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.15em;
}
.chevron { display: inline-block; transition: transform 150ms ease; }
:host([data-state='open']) .chevron { transform: rotate(90deg); }
[part='actions'] { display: flex; flex-wrap: wrap; gap: 0.75em; }
[part='accept'], [part='decline'] {
  display: inline-flex;
  align-items: center;
  gap: 0.5em;
  padding: 0.5em 1.25em;
  border: 2px solid;
  font-weight: 600;
}
[part='accept'] {
  color: var(--rb-color-on-primary);
  background: var(--rb-color-primary);
  border-color: var(--rb-color-primary);
}
[part='decline'] {
  color: var(--rb-color-text);
  background: var(--rb-color-surface);
  border-color: var(--rb-color-border-strong);
}
[part='accept']:hover { filter: brightness(1.1); }
[part='decline']:hover { background: var(--rb-color-surface-muted); }
.check { display: none; }
[aria-pressed='true'] .check { display: inline; }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
@media (forced-colors: active) { [aria-pressed='true'] { outline: 2px solid CanvasText; } }
`;
