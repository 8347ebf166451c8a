import type { SettingsMessages } from './en';

/** Spanish texts of Settings. */
export const es: SettingsMessages = {
  title: 'Configuración',
  deviceNote:
    'Esta configuración se guarda en tu cuenta, así que te acompaña en cualquier dispositivo donde inicies sesión. El idioma se aplica al momento; las demás opciones se recuerdan para funciones que aún se están desarrollando.',
  notifications: 'Notificaciones',
  notificationNames: {
    email: 'Notificaciones por correo',
    push: 'Notificaciones push',
    sms: 'Notificaciones por SMS',
    session_reminders: 'Recordatorios de sesión',
    patient_updates: 'Novedades de pacientes',
    system_updates: 'Actualizaciones del sistema',
  },
  privacy: 'Privacidad',
  privacyNames: {
    share_anonymized_data: 'Compartir datos anonimizados para investigación y análisis de rendimiento',
    auto_logout: 'Cierre de sesión automático por inactividad',
  },
  encryptionNote:
    'Cifrado: su navegador y Rebond se comunican por HTTPS (TLS), así que lo que envía va cifrado en tránsito. Las grabaciones y los vídeos se guardan y procesan en el servidor de Rebond, que puede leerlos para crear las respuestas: no es un cifrado de extremo a extremo.',
  sessions: 'Sesiones y región',
  sessionDuration: 'Duración predeterminada de la sesión',
  minutes: (count) => `${count} minutos`,
  language: 'Idioma',
  languageHint: 'Se aplica de inmediato.',
  languages: { en: 'English', fr: 'Français', es: 'Español', de: 'Deutsch' },
  timeZone: 'Zona horaria',
  timeZones: {
    UTC: 'UTC (tiempo universal coordinado)',
    PST: 'PST (hora del Pacífico)',
    EST: 'EST (hora del Este)',
    CET: 'CET (hora de Europa Central)',
  },
  savePreferences: 'Guardar preferencias',
  resetDefaults: 'Restablecer valores predeterminados',
  saved: 'Preferencias guardadas.',
  resetDone: 'Preferencias restablecidas.',
  account: 'Cuenta',
  changePassword: 'Cambiar contraseña',
  twoFactor: 'Autenticación en dos pasos',
  twoFactorUnavailable: 'Aún no disponible: Rebond todavía no ofrece autenticación en dos pasos.',
  editProfile: 'Editar perfil',
  updateEmail: 'Cambiar correo',
  downloadData: 'Descargar mis datos',
  downloadHint: 'Un archivo JSON con tu cuenta, tus consentimientos y tus sesiones.',
  downloadFailed: 'No se pudieron descargar tus datos. Inténtalo de nuevo.',
  downloaded: 'Tus datos se han descargado.',
  dangerZone: 'Eliminar cuenta',
  dangerIntro:
    'Al eliminar tu cuenta se borran para siempre tu perfil, tus avatares, tus sesiones y tus vídeos.',
  deleteAccount: 'Eliminar cuenta',
  deleteDialog: {
    firstTitle: '¿Eliminar tu cuenta?',
    firstBody:
      'Tu perfil, tus avatares, tus sesiones, tus vídeos y tus consentimientos se eliminarán para siempre.',
    secondTitle: '¿Estás completamente seguro?',
    secondBody:
      'Esto no se puede deshacer. Nadie, ni siquiera nuestro equipo de soporte, podrá recuperar tu cuenta.',
    typeTitle: 'Escribe DELETE para confirmar',
    typeLabel: 'Escribe DELETE en mayúsculas',
    cancel: 'Cancelar',
    continue: 'Continuar',
    confirm: 'Eliminar mi cuenta',
  },
  deletionCancelled: 'Eliminación de la cuenta cancelada: el texto de verificación no coincide.',
  deleteFailed: 'No se pudo eliminar la cuenta. Ponte en contacto con el soporte.',
};
