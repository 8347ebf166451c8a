import type { StoryContext } from '@storybook/react-vite';
import axe from 'axe-core';
import { THEMES, type Theme } from './themes';

/** The axe rules whose answer depends on the colours, so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Puts `theme` on the page and on every widget element (whose tokens sit on their own `:host`). */
export function applyTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  for (const element of document.querySelectorAll<HTMLElement>('rebond-recorder, rebond-consent-notice')) {
    if (element.dataset.theme !== theme) element.dataset.theme = theme;
  }
}

/**
 * In the story check (scripts/visual/visual.mjs, which sets `__rebondAllThemes` in the page), after
 * a story has rendered and the a11y addon has checked it in the story's theme, checks its colours
 * with axe in the other themes too: every story, light, dark and high contrast. A violation fails
 * the story. Someone browsing Storybook sees no theme flicker: the flag is not set there.
 */
export async function checkOtherThemes(context: StoryContext): Promise<void> {
  if (!(globalThis as { __rebondAllThemes?: boolean }).__rebondAllThemes) return;
  if ((context.globals.a11y as { manual?: boolean } | undefined)?.manual) return;
  const a11y = (context.parameters.a11y ?? {}) as {
    test?: string;
    disable?: boolean;
    options?: { rules?: Record<string, { enabled?: boolean }> };
  };
  if (a11y.test === 'off' || a11y.disable) return;
  const rules = COLOUR_RULES.filter((rule) => a11y.options?.rules?.[rule]?.enabled !== false);
  if (rules.length === 0) return;
  const current = (document.documentElement.dataset.theme as Theme | undefined) ?? 'light';
  const problems: string[] = [];
  try {
    for (const theme of THEMES.filter((name) => name !== current)) {
      applyTheme(theme);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const result = await axe.run(
        {
          include: [document.body],
          exclude: ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'],
        },
        { runOnly: { type: 'rule', values: rules }, resultTypes: ['violations'] },
      );
      for (const violation of result.violations) {
        const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
        problems.push(`${theme}: ${violation.id} (${violation.help}) at ${targets}`);
      }
    }
  } finally {
    applyTheme(current);
  }
  if (problems.length) throw new Error(`axe found colour problems in other themes:\n${problems.join('\n')}`);
}
