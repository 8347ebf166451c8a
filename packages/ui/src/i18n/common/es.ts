import type { CommonMessages } from './en';

/** Spanish texts shared by the smallest parts. */
export const es: CommonMessages = {
  opensInNewTab: '(se abre en una pestaña nueva)',
  loading: 'Cargando...',
  required: 'obligatorio',
};
