import { defineCatalogue } from '../i18n/catalogue';
import { useMessages } from '../i18n/locale';
import { en, type RecorderMessages } from './messages/en';

export type { RecorderMessages };

/** The `recorder` texts: English in the bundle, each other language loaded when first shown. */
export const recorderCatalogue = /* @__PURE__ */ defineCatalogue<RecorderMessages>('recorder', en, {
  fr: () => import('./messages/fr').then((module) => module.fr),
  es: () => import('./messages/es').then((module) => module.es),
  de: () => import('./messages/de').then((module) => module.de),
});

/** Reads the recorder texts of the active locale (set by `MessagesProvider` or `LocaleProvider`), with its overrides. */
export function useRecorderMessages(): RecorderMessages {
  return useMessages(recorderCatalogue);
}
