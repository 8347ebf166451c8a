import type { RecorderMessages } from './en';

/** Spanish texts of the recorder. */
export const es: RecorderMessages = {
  label: 'Grabadora de voz',
  start: 'Iniciar grabación',
  pause: 'Pausar',
  resume: 'Reanudar',
  stop: 'Detener',
  play: 'Reproducir',
  pausePlayback: 'Pausar',
  recordAgain: 'Grabar de nuevo',
  recording: 'Grabando',
  paused: 'En pausa',
  elapsed: 'Tiempo grabado',
  limit: (time) => `Hasta ${time}`,
  complete: (time) => `Grabación completada (${time})`,
  processing: 'Preparando la grabación...',
  limitReached: 'Se alcanzó la duración máxima y la grabación se detuvo.',
  permissionTitle: 'Se requiere acceso al micrófono',
  permissionText: 'Permita que este sitio use el micrófono en su navegador y vuelva a intentarlo.',
  grantPermission: 'Conceder permiso',
  disabled: 'La grabación no está disponible.',
  shortcutHint: 'Atajo: Alt+R inicia y detiene la grabación',
  errors: {
    'permission-denied':
      'No se pudo acceder al micrófono. Asegúrese de haber concedido los permisos del micrófono.',
    'microphone-unavailable':
      'No se pudo acceder al micrófono. Asegúrese de haber concedido los permisos del micrófono.',
    'microphone-ended':
      'El micrófono se detuvo durante la grabación. Se conserva lo grabado hasta ese momento; grabe de nuevo si está incompleto.',
    unsupported:
      'Este navegador no puede grabar audio. Use una versión reciente de Chrome, Edge, Firefox o Safari.',
    'processing-failed': 'No se pudo preparar la grabación. Vuelva a grabar.',
  },
};
