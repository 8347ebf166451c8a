import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect } from 'react';
import { configure } from 'storybook/test';
import { loadMessages } from '../packages/ui/src/i18n/catalogue';
import { LOCALES, type Locale, LocaleProvider } from '../packages/ui/src/i18n/locale';
import { applyTheme, checkOtherThemes } from './a11y-themes';
import { ComponentPage } from './docs/component-page';
import '../packages/ui/src/styles.css';
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
import './preview.css';
import { isTheme, THEMES, type Theme } from './themes';

// The story check renders every story beside the end-to-end tests on 2 cores: a play function's
// waitFor and findBy wait up to 10 s (testing-library's default, 1 s, is too short under that load).
configure({ asyncUtilTimeout: 10_000 });

const LOCALE_TITLES: Record<Locale, string> = { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' };

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

const withLocale: Decorator = (Story, context) => {
  const locale = isLocale(context.globals.locale) ? context.globals.locale : 'en';
  return (
    <LocaleProvider locale={locale}>
      <div lang={locale}>
        <Story />
      </div>
    </LocaleProvider>
  );
};

/**
 * The theme global sets `data-theme` on the page (so dialogs portalled to `body` follow) and on
 * every widget element in the story (a widget's tokens sit on its own `:host`).
 */
const withTheme: Decorator = (Story, context) => {
  const theme: Theme = isTheme(context.globals.theme) ? context.globals.theme : 'light';
  useLayoutEffect(() => {
    applyTheme(theme);
    const observer = new MutationObserver(() => applyTheme(theme));
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [theme]);
  return <Story />;
};

const preview: Preview = {
  // Every story file gets a docs page (ComponentPage).
  tags: ['autodocs'],
  // Axe in the dark and high-contrast themes as well (the a11y addon checks the story's own).
  afterEach: checkOtherThemes,
  decorators: [withLocale, withTheme],
  // The story's language arrives before its first render (the ui loads other languages lazily).
  // Every language arrives before a story's first render (the ui loads the other languages lazily,
  // and some stories set their own language with a LocaleProvider).
  loaders: [
    async () => {
      await Promise.all(LOCALES.map((locale) => loadMessages(locale)));
      return {};
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language of the components',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: LOCALES.map((value) => ({ value, title: LOCALE_TITLES[value] })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Theme of the design tokens',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: THEMES.map((value) => ({ value, title: value[0]!.toUpperCase() + value.slice(1) })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    docs: {
      page: ComponentPage,
      // Stories render in their own frames on docs pages, so dialogs stay inside their example.
      story: { inline: false, height: '28rem' },
      codePanel: true,
    },
    // A small phone's width in the viewport toolbar: with the German locale, the narrow pass of
    // the visual check (scripts/visual/visual.mjs) shows where layout can break.
    viewport: {
      options: {
        narrow: { name: 'Narrow (320 px)', styles: { width: '320px', height: '640px' }, type: 'mobile' },
      },
    },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
