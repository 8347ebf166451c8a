import type { EmbedMessages } from './en';

export const es: EmbedMessages = {
  consent: {
    note: 'Puede parar en cualquier momento. Para que se borren sus grabaciones, pídaselo al centro que le invitó.',
    accept: 'Entiendo y acepto',
    decline: 'No acepto',
    showDetails: 'Mostrar detalles',
    hideDetails: 'Ocultar detalles',
    saving: 'Guardando su respuesta...',
    saved: 'Su respuesta se ha guardado.',
    types: {
      platform: {
        title: 'Practicar con un compañero de IA',
        description:
          'Esta página le permite ensayar una conversación difícil con un avatar parlante creado por una IA. Es una herramienta de práctica, no una terapia ni ayuda de emergencia.',
        details: [
          'El avatar y sus respuestas los crea una IA. Pueden ser inexactos o inesperados.',
          'El centro que le invitó organiza estas sesiones y puede verlas.',
          'Si está en peligro o necesita ayuda urgente, llame a los servicios de emergencia.',
          'Puede parar en cualquier momento cerrando esta página.',
        ],
      },
      session: {
        title: 'Antes de empezar',
        description:
          'Esta sesión de práctica graba su voz y la envía a una IA, que escribe una respuesta y la convierte en un vídeo del avatar hablando.',
        details: [
          'Lo que dice se graba y se convierte en texto.',
          'Su grabación, su texto y las respuestas se guardan con esta sesión en el centro que le invitó, y sus profesionales pueden verlos.',
          'Por favor, no diga nombres ni datos que puedan identificarle a usted o a otra persona.',
          'Las respuestas de la IA pueden ser inexactas o inesperadas: son práctica, no consejo.',
        ],
      },
      'data-processing': {
        title: 'Cómo usa la IA su voz',
        description:
          'Una IA convierte su grabación en texto, escribe la respuesta del avatar y crea el vídeo hablado.',
        details: [
          'El reconocimiento de voz convierte su voz grabada en texto.',
          'Ese texto y la conversación hasta ahora sirven para escribir la respuesta.',
          'La respuesta se convierte en voz y en un vídeo del avatar con los labios sincronizados.',
          'Sus grabaciones no se usan para entrenar modelos de IA.',
        ],
      },
    },
  },
  recorder: {
    label: (name: string) => `Conversación de práctica con ${name}`,
    fallbackName: 'el avatar',
    loading: 'Preparando la sesión de práctica...',
    declined: 'No se ha grabado nada. Puede cambiar de opinión cuando quiera.',
    reviewConsent: 'Volver a leer',
    permissionTitle: 'Se necesita acceso al micrófono',
    permissionText: 'Permita que esta página use su micrófono en el navegador y vuelva a intentarlo.',
    allowMicrophone: 'Permitir micrófono',
    asking: 'Su navegador pide usar su micrófono: elija Permitir.',
    start: 'Empezar a grabar',
    pause: 'Pausa',
    resume: 'Continuar',
    stop: 'Detener',
    play: 'Escuchar',
    pausePlayback: 'Pausa',
    recordAgain: 'Grabar de nuevo',
    send: 'Enviar',
    recording: 'Grabando',
    paused: 'En pausa',
    elapsed: 'Tiempo grabado',
    limit: (time: string) => `Hasta ${time}`,
    timer: (elapsed: string, max: string) => `${elapsed} de ${max}`,
    processing: 'Preparando la grabación...',
    recorded: (time: string) => `Su mensaje (${time})`,
    yourRecording: 'Su grabación',
    tooShort: 'Grabe al menos un segundo para poder enviarlo.',
    limitReached: 'Se alcanzó la duración máxima, así que la grabación se detuvo.',
    progressLabel: 'Progreso de la respuesta',
    progress: (stage: string, percent: number) => `${stage}: ${percent} %`,
    stages: {
      uploading: 'Enviando su grabación',
      analyzingVoicePatterns: 'Escuchando lo que ha dicho',
      generatingLipSync: 'Escribiendo y poniendo voz a la respuesta',
      renderingAvatarVideo: 'Creando el vídeo',
      finalizingVideo: 'Terminando el vídeo',
      working: 'Preparando la respuesta',
    },
    replyReady: (name: string) => `${name} ha respondido.`,
    videoLabel: (name: string) => `Respuesta en vídeo de ${name}`,
    captions: 'Subtítulos',
    transcript: 'Leer la conversación',
    you: 'Usted',
    next: 'Grabar su respuesta',
    end: 'Terminar la sesión',
    endedTitle: 'Sesión terminada',
    endedText: 'Gracias por practicar. Ya puede cerrar esta página.',
    retry: 'Reintentar',
    turn: (turn: number) => `Turno ${turn}`,
    errors: {
      revoked: 'Este enlace de práctica ya no está activo. Avise a la consulta que le invitó.',
      expired:
        'Este enlace de práctica ha caducado. Su grabación se conserva mientras la página renueva el enlace; si no ocurre nada, recargue la página.',
      origin:
        'Este sitio web no tiene permiso para ofrecer esta sesión de práctica. Avise al centro que le invitó.',
      quota: 'Este centro ha usado todas sus sesiones de hoy. Inténtelo mañana.',
      microphone:
        'No se pudo usar su micrófono. Compruebe que está conectado y permitido en el navegador y vuelva a intentarlo.',
      too_large: 'Esta grabación es demasiado grande para enviarla. Grabe un mensaje más corto.',
      reply_failed: 'No se pudo crear la respuesta. Su grabación se conserva: puede volver a intentarlo.',
      network:
        'Se perdió la conexión. Su grabación se conserva: compruebe su conexión y vuelva a intentarlo.',
      unknown: 'Algo salió mal. Su grabación se conserva: puede volver a intentarlo.',
      not_ready: 'El avatar aún no está listo. Inténtelo de nuevo en unos minutos.',
      notConfigured: 'Esta sesión de práctica aún no está configurada. Avise al centro que le invitó.',
    },
    recorderErrors: {
      'permission-denied': 'Su navegador no permitió el micrófono.',
      'microphone-unavailable':
        'No se pudo usar ningún micrófono. Compruebe que está conectado y que ninguna otra aplicación lo usa.',
      'microphone-ended':
        'El micrófono se detuvo durante la grabación. Se conserva lo grabado hasta entonces; grabe de nuevo si está incompleto.',
      unsupported:
        'Este navegador no puede grabar audio. Use una versión reciente de Chrome, Edge, Firefox o Safari.',
      'processing-failed': 'No se pudo preparar la grabación. Grabe de nuevo.',
    },
  },
};
