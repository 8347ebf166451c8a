import type { CommonMessages } from './en';

/** French texts shared by the smallest parts. */
export const fr: CommonMessages = {
  opensInNewTab: "(s'ouvre dans un nouvel onglet)",
  loading: 'Chargement...',
  required: 'obligatoire',
};
