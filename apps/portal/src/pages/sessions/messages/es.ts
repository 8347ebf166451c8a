import type { SessionPageMessages } from './en';

/** Spanish texts of the portal's session pages. */
export const es: SessionPageMessages = {
  launchSession: 'Iniciar sesión de práctica',
  avatarsLoadFailed: 'No se pudieron cargar los avatares. Inténtelo de nuevo.',
  retry: 'Intentar de nuevo',
  createSessionTitle: 'Crear una sesión',
};
