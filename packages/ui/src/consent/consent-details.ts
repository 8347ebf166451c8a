import { defineOnDemandCatalogue } from '../i18n/catalogue';
import type { ConsentDetailsMessages } from './messages/details/en';

export type { ConsentDetailsMessages };

/**
 * The `consentDetails` texts (each consent's list of details): an on-demand catalogue, since the
 * modal shows them only after 'Show Details', so no language of them, English included, is in the
 * bundle a first render loads.
 */
export const consentDetailsCatalogue = /* @__PURE__ */ defineOnDemandCatalogue<ConsentDetailsMessages>(
  'consentDetails',
  {
    en: () => import('./messages/details/en').then((module) => module.en),
    fr: () => import('./messages/details/fr').then((module) => module.fr),
    es: () => import('./messages/details/es').then((module) => module.es),
    de: () => import('./messages/details/de').then((module) => module.de),
  },
);
