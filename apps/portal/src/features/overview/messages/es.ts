import type { OverviewMessages } from './en';

/** Textos en español del resumen. */
export const es: OverviewMessages = {
  welcome: (name) => (name ? `Hola de nuevo, ${name}` : 'Hola de nuevo'),
  intro: 'Ensaya conversaciones difíciles con tus avatares de IA y revisa después cómo fueron.',
  statsLabel: 'Tu práctica de un vistazo',
  stats: {
    total: 'Sesiones totales',
    active: 'Sesiones activas',
    averageTime: 'Duración media',
    successRate: 'Tasa de éxito',
  },
  successRateHow:
    'Sesiones completadas con resultado positivo: la resistencia del cliente bajó y tus reflejos y preguntas estaban dentro de los umbrales MITI.',
  minutes: (value) => `${value} min`,
  percent: (value) => `${value} %`,
  quickActions: 'Acciones rápidas',
  actions: {
    launch: 'Iniciar sesión de práctica',
    createAvatar: 'Crear avatar',
    createSession: 'Crear sesión',
    manageAvatars: 'Gestionar avatares',
  },
  recentTitle: 'Sesiones recientes',
  loading: 'Cargando sesiones...',
  loadFailed: 'No se pudieron cargar las sesiones',
  tryAgain: 'Reintentar',
  emptyTitle: 'Aún no hay sesiones',
  emptyBody: 'Crea tu primera sesión para empezar a ensayar con un avatar.',
  untitled: 'Sesión con avatar',
  patient: 'Paciente',
  started: 'Inicio',
  emotion: 'Emoción',
  duration: 'Duración',
};
