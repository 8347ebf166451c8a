/**
 * Styles of `<rebond-consent-notice>`, inlined into its shadow root. Every colour, the font, the
 * radius and the spacing come from `--rebond-*` custom properties with accessible defaults
 * (text contrast of at least 4.5:1 on the default surface). Colours fall back to the `--rb-*`
 * tokens of `@rebond/ui` (the ones `<rebond-recorder>` uses), so one set themes both widgets.
 */
export const consentNoticeStyles = `
:host {
  display: block;
  box-sizing: border-box;
  max-width: var(--rebond-max-width, 40rem);
  color: var(--rebond-color-text, var(--rb-color-text, #1f2937));
  font-family: var(--rebond-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif);
  font-size: var(--rebond-font-size, 1rem);
  line-height: 1.5;
}
:host([hidden]), [hidden] { display: none !important; }
*, *::before, *::after { box-sizing: inherit; }
[part='base'] {
  padding: var(--rebond-spacing, 1.25rem);
  background: var(--rebond-color-surface, var(--rb-color-surface, #ffffff));
  border: 1px solid var(--rebond-color-border, var(--rb-color-border, #d1d5db));
  border-radius: var(--rebond-radius, 0.75rem);
}
[part='title'] { margin: 0 0 0.5em; font-size: 1.25em; line-height: 1.3; }
[part='description'] { margin: 0 0 0.75em; }
[part='details'] { margin: 0 0 1em; padding-inline-start: 1.25em; }
[part='details'] li + li { margin-block-start: 0.375em; }
[part='status'] { margin: 0 0 1em; font-size: 0.875em; }
:host([data-saved='failed']) [part='status'] { color: var(--rb-color-danger, #b42318); }
[part='note'] { margin: 0 0 1em; font-size: 0.875em; color: var(--rebond-color-muted, var(--rb-color-text-muted, #4b5563)); }
button {
  font: inherit;
  cursor: pointer;
  min-height: 2.75rem;
  border-radius: var(--rebond-button-radius, 0.5rem);
}
button:focus-visible {
  outline: 3px solid var(--rebond-color-focus, var(--rb-color-focus, #1d4ed8));
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
  color: var(--rebond-color-link, var(--rb-color-primary, #1d4ed8));
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
  color: var(--rebond-color-on-primary, var(--rb-color-on-primary, #ffffff));
  background: var(--rebond-color-primary, var(--rb-color-primary, #1d4ed8));
  border-color: var(--rebond-color-primary, var(--rb-color-primary, #1d4ed8));
}
[part='decline'] {
  color: var(--rebond-color-text, var(--rb-color-text, #1f2937));
  background: var(--rebond-color-surface, var(--rb-color-surface, #ffffff));
  border-color: var(--rebond-color-border-strong, var(--rb-color-border-strong, #6b7280));
}
[part='accept']:hover { filter: brightness(1.1); }
[part='decline']:hover { background: var(--rebond-color-hover, var(--rb-color-surface-muted, #f3f4f6)); }
.check { display: none; }
[aria-pressed='true'] .check { display: inline; }
@media (prefers-reduced-motion: reduce) { .chevron { transition: none; } }
@media (forced-colors: active) { [aria-pressed='true'] { outline: 2px solid CanvasText; } }
`;
