import type { Decorator, Preview } from '@storybook/react-vite';
import { loadMessages } from '../packages/ui/src/i18n/catalogue';
import { LOCALES, type Locale, LocaleProvider } from '../packages/ui/src/i18n/locale';
import '../packages/ui/src/styles.css';

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

const preview: Preview = {
  decorators: [withLocale],
  // The story's language arrives before its first render (the ui loads other languages lazily).
  loaders: [
    async ({ globals }) => {
      await loadMessages(isLocale(globals.locale) ? globals.locale : 'en');
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
  },
  initialGlobals: { locale: 'en' },
  parameters: {
    layout: 'centered',
    controls: { expanded: true },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
  },
};

export default preview;
