import type { HelpTabMessages } from './en';

/** Spanish texts of the Help tab. */
export const es: HelpTabMessages = {
  title: 'Ayuda y soporte',
  intro: 'Guías, formas de contactar con nuestro equipo y el estado de la plataforma.',
  opensInNewTab: '(se abre en una pestaña nueva)',
  resourcesHeading: 'Recursos',
  resources: {
    gettingStarted: { title: 'Primeros pasos', text: 'Configure su cuenta y realice su primera sesión.' },
    videos: { title: 'Tutoriales en vídeo', text: 'Recorridos breves por cada parte de la plataforma.' },
    faq: { title: 'Preguntas frecuentes', text: 'Respuestas a las preguntas que más nos hacen.' },
    contact: {
      title: 'Contactar con soporte',
      text: 'Cuándo y cómo contactarnos, y qué información incluir.',
    },
    docs: {
      title: 'Documentación de la plataforma',
      text: 'Referencia sobre avatares, sesiones y grabaciones.',
    },
  },
  quickSupportHeading: 'Soporte rápido',
  liveChat: {
    title: 'Chat en vivo',
    action: 'Iniciar chat',
    unavailable: 'El chat en vivo aún no está disponible. Mientras tanto, utilice el correo electrónico.',
  },
  email: {
    title: 'Soporte por correo',
    availability: 'Respuesta en menos de 24 horas',
    action: (address) => `Escribir a ${address}`,
  },
  call: {
    title: 'Programar una llamada',
    availability: 'De lunes a viernes, de 9:00 a 18:00',
    action: 'Programar llamada',
    unavailable:
      'La programación de llamadas aún no está disponible. Mientras tanto, utilice el correo electrónico.',
  },
  statusHeading: 'Estado del sistema',
  statusNote: 'Estado en el momento de esta versión. Esta lista no se actualiza en tiempo real.',
  services: {
    platform: 'Plataforma web',
    avatars: 'Creación de avatares',
    video: 'Generación de vídeo',
    voice: 'Procesamiento de voz',
    storage: 'Almacenamiento de datos',
  },
  states: {
    operational: 'Operativo',
    maintenance: 'Mantenimiento',
  },
  contactHeading: 'Información de contacto',
  supportEmail: 'Correo de soporte',
  businessEmail: 'Consultas comerciales',
  address: 'Dirección',
  emergencyHeading: 'Soporte de emergencia',
  emergencyResponse: 'Respuesta en menos de 2 horas',
  emergencyText:
    'Para problemas técnicos urgentes que le impiden trabajar, como un fallo justo antes de una cita con un cliente.',
  emergencyAction: 'Escribir al soporte urgente',
  emergencySubject: 'URGENTE: soporte de Rebond',
  crisisTitle: 'Rebond no es un servicio de crisis',
  crisisText:
    'Si usted, un cliente o cualquier otra persona está en peligro o en una crisis de salud mental, llame ahora al número de emergencias local (112 en Europa, 911 en Estados Unidos y Canadá).',
};
