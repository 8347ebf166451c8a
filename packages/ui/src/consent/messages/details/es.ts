import type { ConsentDetailsMessages } from './en';

/** Spanish details of each consent. */
export const es: ConsentDetailsMessages = {
  platform: [
    'Rebond es una herramienta de práctica para profesionales. No sustituye la terapia, la supervisión clínica ni la atención de urgencias.',
    'Guardamos los datos de tu cuenta (nombre, nombre de usuario y correo electrónico) y los avatares y sesiones que creas.',
    'Tus datos se comparten únicamente entre tú y el psiquiatra que tienes asignado. Nunca los vendemos ni los usamos con fines publicitarios.',
    'Las respuestas de los avatares las redacta una IA y pueden ser inexactas o inesperadas. Puedes detener una sesión en cualquier momento.',
    'Tus datos se conservan hasta que los elimines o cierres tu cuenta.',
    'Puedes retirar tu consentimiento en cualquier momento desde la configuración de tu cuenta.',
  ],
  session: [
    'Grabamos lo que dices durante una sesión, la transcripción que se obtiene de ello y las respuestas en vídeo del avatar.',
    'Las grabaciones se comparten únicamente entre tú y el psiquiatra que tienes asignado.',
    'Las grabaciones se conservan con la sesión hasta que elimines la sesión o tu cuenta.',
    'Eliminar una sesión borra de forma definitiva sus grabaciones, transcripciones y vídeos.',
    'No uses nombres reales de clientes ni datos que permitan identificar a una persona.',
    'Puedes retirar este consentimiento en cualquier momento desde la configuración de tu cuenta.',
  ],
  'data-processing': [
    'El reconocimiento de voz convierte tu grabación de audio en texto.',
    'El texto, el perfil de personaje del avatar y la conversación hasta el momento se usan para redactar la respuesta del avatar.',
    'La respuesta se convierte en voz y en un vídeo del avatar con sincronización labial.',
    'Si tu organización conecta un servicio de IA externo, tu audio y tu texto se le envían únicamente para producir la respuesta.',
    'Rebond no usa tus grabaciones para entrenar modelos de IA.',
    'Las respuestas de la IA pueden ser inexactas: tómalas como material de ensayo, no como consejo clínico.',
    'Puedes retirar este consentimiento en cualquier momento desde la configuración de tu cuenta.',
  ],
};
