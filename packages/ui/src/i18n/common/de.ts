import type { CommonMessages } from './en';

/** German texts shared by the smallest parts. */
export const de: CommonMessages = {
  opensInNewTab: '(öffnet in einem neuen Tab)',
  loading: 'Wird geladen...',
  required: 'Pflichtfeld',
};
