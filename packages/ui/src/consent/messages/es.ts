import type { ConsentMessages } from './en';

/** Spanish texts of the consent modal. */
export const es: ConsentMessages = {
  note: 'Tu consentimiento es necesario para continuar. Puedes retirarlo en cualquier momento desde la configuración de tu cuenta.',
  accept: 'Lo entiendo y acepto',
  decline: 'No estoy de acuerdo',
  showDetails: 'Mostrar detalles',
  hideDetails: 'Ocultar detalles',
  types: {
    platform: {
      title: 'Te damos la bienvenida a nuestra plataforma de terapia del trauma',
      description:
        'Rebond te permite ensayar conversaciones difíciles con avatares parlantes impulsados por IA. Antes de empezar, lee cómo tratamos tu información.',
    },
    session: {
      title: 'Consentimiento para grabar las sesiones',
      description: 'Tus sesiones de práctica se graban para que puedas revisarlas más tarde en tu historial.',
    },
    'data-processing': {
      title: 'Consentimiento para el procesamiento con IA',
      description:
        'Una IA procesa tus grabaciones para entender lo que has dicho y producir las respuestas habladas en vídeo de tu avatar.',
    },
  },
};
