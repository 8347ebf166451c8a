export {
  type Catalogues,
  createMessagesHook,
  DEFAULT_LOCALE,
  type Locale,
  LocaleProvider,
  type LocaleProviderProps,
  LOCALES,
  matchLocale,
  useLocale,
} from './i18n/locale';
