import type { PublicMessages } from './en';

/** Spanish messages of the public pages. */
export const es: PublicMessages = {
  common: {
    brand: 'Rebond',
    documentTitle: (page: string) => `${page} · Rebond`,
    skipToContent: 'Saltar al contenido principal',
    opensInNewTab: '(se abre en una pestaña nueva)',
    comingSoonBadge: 'Próximamente',
  },
  header: {
    homeLink: 'Rebond, inicio',
    navLabel: 'Principal',
    home: 'Inicio',
    about: 'Quiénes somos',
    contact: 'Contacto',
    signIn: 'Iniciar sesión',
    getStarted: 'Empezar',
    menu: 'Menú',
  },
  footer: {
    tagline: 'Un espacio tranquilo para que los profesionales ensayen las conversaciones que importan.',
    contactHeading: 'Contacto',
    emailLabel: 'Correo de soporte',
    addressLabel: 'Dirección',
    address: ['Rebond GmbH', 'Torstraße 140', '10119 Berlín', 'Alemania'],
    socialHeading: 'Síguenos',
    socialNote: 'Nuestras redes sociales abrirán pronto.',
    productHeading: 'Producto',
    resourcesHeading: 'Recursos',
    legalHeading: 'Legal',
    links: {
      features: 'Funciones',
      howItWorks: 'Cómo funciona',
      api: 'API',
      status: 'Estado del sistema',
      help: 'Centro de ayuda',
      faq: 'Preguntas frecuentes',
      feedback: 'Comentarios',
      about: 'Quiénes somos',
      contact: 'Contacto',
      privacy: 'Política de privacidad',
      terms: 'Condiciones del servicio',
      security: 'Seguridad',
      cookies: 'Política de cookies',
    },
    copyright: (year: number) => `© ${year} Rebond. Todos los derechos reservados.`,
  },
  landing: {
    title: 'Ensaya las conversaciones difíciles',
    hero: {
      eyebrow: 'Cumple con HIPAA · Para profesionales acreditados',
      headingLead: 'Práctica asistida por IA para',
      phrases: [
        'terapeutas y coaches',
        'profesionales de la salud mental',
        'profesionales sanitarios',
        'profesionales del bienestar',
      ],
      audienceForScreenReaders:
        'terapeutas y coaches, profesionales de la salud mental, profesionales sanitarios y profesionales del bienestar',
      text: 'Ensaya conversaciones difíciles con avatares parlantes de IA realistas. Habla con naturalidad, recibe una respuesta en vídeo con sincronización labial y revisa cada sesión a tu ritmo.',
      getStarted: 'Empezar',
      watchDemo: 'Ver la demo',
      note: 'El registro lleva 2 minutos. No se necesita tarjeta de crédito.',
    },
    demo: {
      heading: 'Rebond en acción',
      text: 'Un recorrido breve: crear un avatar, iniciar una sesión y recibir una respuesta en vídeo.',
      placeholder: 'Vídeo de demostración próximamente',
    },
    growth: {
      heading: 'Diseñado para crecer',
      intro: 'Practica los momentos que marcan tu trabajo con clientes, en un espacio sin presión.',
      items: {
        emotional: {
          title: 'Bienestar emocional',
          text: 'Ensaya conversaciones sobre emociones difíciles hasta que tus palabras suenen serenas y amables.',
        },
        personal: {
          title: 'Crecimiento personal',
          text: 'Prueba enfoques nuevos, observa tus hábitos y gana confianza en cada sesión.',
        },
        anxiety: {
          title: 'Manejo de la ansiedad',
          text: 'Prepárate para clientes ansiosos o desbordados con avatares que reaccionan de forma realista.',
        },
        relationship: {
          title: 'Apoyo en las relaciones',
          text: 'Practica cómo mediar en tensiones, conflictos y reconciliaciones en parejas y familias.',
        },
      },
    },
    steps: {
      heading: 'Cómo funciona',
      intro: 'Tres pasos desde el registro hasta tu primera conclusión.',
      items: {
        verification: {
          title: 'Verificación profesional',
          text: 'Regístrate como terapeuta acreditado o coach certificado para acceder a la plataforma.',
        },
        sessions: {
          title: 'Sesiones asistidas por IA',
          text: 'Habla con un avatar construido a partir de un perfil de personaje, en una sesión dinámica o basada en un escenario.',
        },
        progress: {
          title: 'Sigue tu progreso',
          text: 'Revisa conversaciones, respuestas en vídeo y resúmenes para ver cómo evoluciona tu práctica.',
        },
      },
    },
    journey: {
      heading: 'Acompañamos tu trayectoria profesional',
      intro: 'Rebond está pensado primero para profesionales y pronto se abrirá a particulares.',
      professional: {
        title: 'Para profesionales',
        text: 'Crea avatares, realiza sesiones de práctica y guarda el historial de tu trabajo.',
        action: 'Únete como profesional',
      },
      individual: {
        title: 'Para particulares',
        text: 'Estamos preparando un espacio guiado para que cualquier persona ensaye sus conversaciones importantes.',
        action: 'Explorar como particular',
      },
    },
    impact: {
      heading: 'Impacto real',
      intro: 'Lo que cuentan los profesionales después de practicar con Rebond.',
      trustedBy: 'Más de 500 profesionales confían en nosotros',
      stats: {
        outcomes: { value: '85 %', label: 'Mejores resultados para los clientes' },
        time: { value: '60 %', label: 'Tiempo ahorrado por sesión' },
        satisfaction: { value: '92 %', label: 'Satisfacción de los profesionales' },
        insight: { value: '40 %', label: 'Mejor calidad de comprensión' },
      },
      testimonialsHeading: 'Lo que dicen los profesionales',
      testimonials: {
        first: {
          quote:
            'Ensayar una conversación difícil antes de que ocurra cambió mi forma de empezar las sesiones. Estoy más tranquila y mis clientes lo notan.',
          author: 'Psicóloga clínica colegiada',
        },
        second: {
          quote:
            'Las sesiones con escenario me permiten practicar la desescalada sin poner a nadie en riesgo. Ya forma parte de mi rutina semanal.',
          author: 'Coach de vida certificado',
        },
      },
    },
    cta: {
      heading: '¿Listo para practicar con confianza?',
      text: 'Únete a los profesionales que ensayan sus conversaciones más importantes con Rebond.',
      primary: 'Empieza gratis',
      secondary: 'Programar una demo',
    },
    floating: {
      label: 'Ayuda rápida',
      liveChat: { label: 'Soporte por chat', hint: 'Habla con nuestro equipo de soporte' },
      docs: { label: 'Documentación', hint: 'Guías y respuestas en el centro de ayuda' },
      demo: { label: 'Programar una demo', hint: 'Reserva una visita guiada por la plataforma' },
    },
  },
  features: {
    title: 'Funciones',
    eyebrow: 'Funciones',
    heading: 'Todo lo que necesitas para ensayar con confianza',
    intro:
      'Rebond reúne avatares realistas, voces naturales y herramientas de sesión cuidadas en un espacio de trabajo tranquilo.',
    items: {
      avatars: {
        title: 'Avatares parlantes de IA',
        text: 'Crea un avatar a partir de una sola foto y un perfil de personaje que orienta sus respuestas.',
      },
      voice: {
        title: 'Voces clonadas o generadas',
        text: 'Sube o graba una muestra de voz, o genera una voz a partir de una breve descripción.',
      },
      sessions: {
        title: 'Sesiones dinámicas o con escenario',
        text: 'Deja que la conversación fluya libremente o define un escenario para practicar una situación concreta.',
      },
      video: {
        title: 'Respuestas en vídeo con sincronización labial',
        text: 'Graba tu mensaje y recibe una respuesta en vídeo del avatar, normalmente en 30 a 60 segundos.',
      },
      history: {
        title: 'Historial de sesiones',
        text: 'Vuelve a cada conversación con sus vídeos y su resumen, y continúa las sesiones activas.',
      },
      privacy: {
        title: 'La privacidad primero',
        text: 'Consentimiento explícito antes de grabar o procesar con IA, y tratamiento de datos conforme a HIPAA.',
      },
    },
    cta: {
      heading: 'Empieza a practicar hoy',
      text: 'Crea tu cuenta en unos dos minutos o cuéntanos sobre tu equipo.',
      primary: 'Crea tu cuenta',
      secondary: 'Contáctanos',
    },
  },
  howItWorks: {
    title: 'Cómo funciona',
    eyebrow: 'Cómo funciona',
    heading: 'Del registro a una práctica con sentido',
    intro: 'Cuatro pasos te llevan de una cuenta vacía a revisar tu primera conversación ensayada.',
    stepsHeading: 'Cuatro pasos',
    steps: {
      signUp: {
        title: 'Registro y configuración',
        text: 'Crea tu cuenta profesional y completa tu perfil.',
      },
      createSession: {
        title: 'Crea una sesión',
        text: 'Elige un avatar, una sesión dinámica o con escenario, y configúrala.',
      },
      interaction: {
        title: 'Interacción con la IA',
        text: 'Graba tu voz; el avatar responde con un vídeo con sincronización labial.',
      },
      review: {
        title: 'Revisión y progreso',
        text: 'Repasa la conversación, los vídeos y el resumen, y sigue tu progreso a lo largo del tiempo.',
      },
    },
    workflowsHeading: 'Dos recorridos, un mismo objetivo',
    psychiatrist: {
      heading: 'Para psiquiatras y terapeutas',
      steps: [
        'Crea avatares que reflejen a los clientes para los que quieres prepararte.',
        'Realiza sesiones de práctica antes de una cita difícil.',
        'Revisa el historial y los resúmenes para afinar tu enfoque.',
      ],
    },
    patient: {
      heading: 'Para pacientes',
      steps: [
        'Únete mediante una invitación de tu profesional.',
        'Da tu consentimiento antes de cualquier grabación o procesamiento con IA.',
        'Practica conversaciones en un espacio seguro, a tu ritmo.',
      ],
    },
    cta: {
      heading: 'Compruébalo tú mismo',
      text: 'Crea una cuenta, explora las funciones o pregúntanos lo que quieras.',
      register: 'Crea tu cuenta',
      features: 'Explorar funciones',
      contact: 'Contáctanos',
    },
  },
  help: {
    title: 'Ayuda y soporte',
    eyebrow: 'Ayuda y soporte',
    heading: '¿Cómo podemos ayudarte?',
    intro: 'Encuentra respuestas, consulta las guías o contacta con nuestro equipo de soporte.',
    contactHeading: 'Contactar con soporte',
    liveChat: {
      title: 'Chat en directo',
      text: 'Habla en tiempo real con nuestro equipo de soporte.',
      action: 'Iniciar chat',
      unavailable: 'El chat en directo aún no está disponible. Mientras tanto, escríbenos por correo.',
    },
    email: {
      title: 'Soporte por correo',
      text: 'Respondemos en un plazo de 24 horas',
    },
    phone: {
      title: 'Soporte telefónico',
      text: 'Habla con una persona de nuestro equipo.',
      hours: 'De lunes a viernes, de 9:00 a 18:00 (hora del Este, EST)',
    },
    resourcesHeading: 'Recursos útiles',
    resourceTypes: { guide: 'Guía', video: 'Vídeo', article: 'Artículo', tutorial: 'Tutorial' },
    resources: {
      gettingStarted: { title: 'Primeros pasos', text: 'Configura tu cuenta y realiza tu primera sesión.' },
      videos: { title: 'Tutoriales en vídeo', text: 'Recorridos breves por cada parte de la plataforma.' },
      faq: { title: 'Preguntas frecuentes', text: 'Respuestas a las preguntas que más nos hacen.' },
      contact: { title: 'Contactar con soporte', text: 'Cuándo y cómo escribirnos, y qué incluir.' },
      docs: {
        title: 'Documentación de la plataforma',
        text: 'Referencia sobre avatares, sesiones y grabaciones.',
      },
      firstAvatar: {
        title: 'Crea tu primer avatar',
        text: 'Fotos, voz y perfil de personaje, paso a paso.',
      },
    },
    faqHeading: 'Preguntas frecuentes',
    searchLabel: 'Buscar en preguntas y respuestas',
    searchPlaceholder: 'p. ej. micrófono',
    categoryLabel: 'Categoría',
    categories: {
      all: 'Todas',
      general: 'General',
      sessions: 'Sesiones',
      avatars: 'Avatares',
      technical: 'Técnico',
      billing: 'Facturación',
    },
    resultCount: (shown: number, total: number) =>
      shown === total ? `Se muestran las ${total} preguntas` : `Se muestran ${shown} de ${total} preguntas`,
    emptyHeading: 'No se encontraron preguntas',
    emptyText: 'Prueba con otro término de búsqueda u otra categoría.',
    clearFilters: 'Borrar búsqueda y categoría',
    faqs: {
      startSession: {
        question: '¿Cómo inicio una sesión?',
        answer:
          'Abre tu panel y elige Crear sesión. Selecciona un avatar, el tipo de sesión, configúrala e iníciala. También puedes lanzar una sesión directamente desde la ficha de un avatar.',
      },
      sessionTypes: {
        question: '¿Qué diferencia hay entre una sesión dinámica y una basada en un escenario?',
        answer:
          'Una sesión dinámica deja que la conversación se desarrolle libremente a partir del perfil del personaje. Una sesión con escenario añade una indicación de escenario para ensayar una situación concreta.',
      },
      createAvatar: {
        question: '¿Cómo creo un avatar?',
        answer:
          'Usa el asistente de creación: escribe un nombre, sube una foto nítida, elige una voz (subida, grabada o generada), completa el perfil del personaje y espera mientras se crea el avatar. Suele tardar entre 5 y 8 minutos.',
      },
      history: {
        question: '¿Dónde encuentro mis sesiones anteriores?',
        answer:
          'La pestaña Historial de sesiones muestra cada sesión con su estado, duración, tipo y vídeos. Busca por nombre del avatar, resumen o ID de sesión y filtra por estado.',
      },
      audioFormat: {
        question: '¿Qué formato de audio se usa en las grabaciones?',
        answer:
          'Tu navegador graba el audio en formato WebM con el códec Opus, que mantiene los archivos pequeños sin perder calidad de voz.',
      },
      videoTime: {
        question: '¿Cuánto tarda la generación de un vídeo?',
        answer:
          'Generar una respuesta en vídeo suele tardar entre 30 y 60 segundos. Mantén la página abierta hasta que termine la barra de progreso.',
      },
      mobile: {
        question: '¿Puedo usar Rebond en un móvil o una tableta?',
        answer:
          'Sí. La plataforma funciona en los navegadores móviles actuales, siempre que permitas el acceso al micrófono. Para revisar sesiones, una pantalla más grande resulta más cómoda.',
      },
      deleteItems: {
        question: '¿Puedo eliminar sesiones y avatares?',
        answer:
          'Sí. Puedes eliminar una sesión, con todos sus vídeos, desde el historial, y un avatar desde la gestión de avatares. La eliminación es permanente y no se puede deshacer.',
      },
      microphone: {
        question: 'Mi micrófono no funciona. ¿Qué puedo hacer?',
        answer:
          'Comprueba que el navegador tiene permiso para usar el micrófono, que el dispositivo de entrada correcto está seleccionado en los ajustes del sistema y que ninguna otra aplicación lo está usando. Después, recarga la página.',
      },
      responseQuality: {
        question: '¿Cómo mejoro la calidad de las respuestas del avatar?',
        answer:
          'Escribe un perfil de personaje detallado, habla con claridad en una sala tranquila y da contexto en tu escenario. Los mensajes breves y concretos generan respuestas más pertinentes.',
      },
      creditCard: {
        question: '¿Necesito una tarjeta de crédito para registrarme?',
        answer: 'No. El registro lleva unos dos minutos y no se necesita tarjeta de crédito.',
      },
    },
    stillNeedHelp: {
      heading: '¿Aún necesitas ayuda?',
      text: 'Nuestro equipo de soporte te ayudará con todo lo que no cubran las guías.',
      contact: 'Contáctanos',
      email: 'Escribir a soporte',
    },
  },
  about: {
    title: 'Quiénes somos',
    eyebrow: 'Sobre Rebond',
    heading: 'Ayudamos a los profesionales a prepararse para las conversaciones que importan',
    intro:
      'Rebond ofrece a terapeutas, coaches y profesionales sanitarios un lugar seguro para ensayar conversaciones difíciles con avatares parlantes de IA, para que lleguen a las sesiones reales con calma y preparados.',
    statsLabel: 'Rebond en cifras',
    stats: {
      professionals: { value: '500+', label: 'Profesionales acreditados' },
      sessions: { value: '10.000+', label: 'Sesiones acompañadas' },
      satisfaction: { value: '95 %', label: 'Índice de satisfacción' },
      availability: { value: '24/7', label: 'Disponibilidad' },
    },
    mission: {
      heading: 'Nuestra misión',
      text: 'Hacer de la práctica deliberada una parte de cada profesión de ayuda, con herramientas que respeten tanto al profesional como a las personas a las que acompaña.',
    },
    vision: {
      heading: 'Nuestra visión',
      text: 'Un mundo en el que cada conversación difícil se afronte con preparación, empatía y confianza.',
    },
    valuesHeading: 'Nuestros valores',
    valuesIntro: 'Diez valores guían cómo construimos Rebond y cómo trabajamos contigo.',
    values: {
      trust: {
        title: 'Confianza',
        text: 'Nos la ganamos con transparencia y un trato cuidadoso de los datos.',
      },
      respect: {
        title: 'Respeto',
        text: 'Hacia profesionales, clientes y cada persona detrás de una historia.',
      },
      compassion: { title: 'Compasión', text: 'Diseñamos para personas en momentos vulnerables.' },
      communication: {
        title: 'Comunicación abierta',
        text: 'Decimos lo que hacemos y lo que todavía no hacemos.',
      },
      commitment: { title: 'Compromiso', text: 'Acompañamos a nuestros usuarios a largo plazo.' },
      equality: {
        title: 'Igualdad',
        text: 'Las buenas herramientas de práctica deberían estar al alcance de todos.',
      },
      patience: { title: 'Paciencia', text: 'Crecer lleva tiempo; nuestras herramientas le dejan espacio.' },
      forgiveness: { title: 'Perdón', text: 'La práctica es el lugar donde los errores son bienvenidos.' },
      support: { title: 'Apoyo', text: 'Un equipo real está ahí cuando necesitas ayuda.' },
      playfulness: {
        title: 'Espíritu lúdico',
        text: 'La curiosidad y la ligereza hacen que lo aprendido perdure.',
      },
    },
    teamHeading: 'Las personas detrás de Rebond',
    teamIntro: 'Un equipo pequeño que une práctica clínica, tecnología y acompañamiento.',
    team: {
      clinical: {
        title: 'Asesoría clínica',
        text: 'Psicólogos y coaches que dan forma a nuestros escenarios y revisan cómo responden los avatares.',
      },
      product: {
        title: 'Producto e ingeniería',
        text: 'Diseñadores e ingenieros que construyen una plataforma tranquila, fiable y privada.',
      },
      support: {
        title: 'Éxito del cliente',
        text: 'Las personas que responden a tus preguntas y ayudan a tu equipo a empezar.',
      },
    },
    cta: {
      heading: 'Hablemos',
      text: '¿Preguntas sobre Rebond, colaboraciones o tu equipo? Nos encantará saber de ti.',
      contact: 'Contáctanos',
      features: 'Explorar funciones',
      home: 'Volver al inicio',
    },
  },
  contact: {
    title: 'Contacto',
    eyebrow: 'Contacto',
    heading: 'Ponte en contacto',
    intro: 'Preguntas, una demo o una colaboración: cuéntanos qué necesitas y te responderemos.',
    cardsHeading: 'Cómo contactarnos',
    cards: {
      support: {
        title: 'Soporte técnico',
        text: 'Para ayuda con tu cuenta, tus avatares o tus sesiones.',
      },
      office: { title: 'Sede en Berlín', text: 'Nuestro equipo trabaja desde Berlín, Alemania.' },
      demo: {
        title: 'Demo de la plataforma',
        text: 'Una visita guiada de 30 minutos para ti o tu equipo. Elige «Solicitud de demo» en el formulario.',
      },
      business: {
        title: 'Consultas comerciales',
        text: 'Colaboraciones, prensa y planes para empresas.',
      },
    },
    form: {
      heading: 'Envíanos un mensaje',
      required: 'obligatorio',
      name: 'Nombre completo',
      email: 'Correo electrónico',
      organization: 'Organización',
      optional: '(opcional)',
      inquiryType: 'Tipo de consulta',
      inquiryTypes: {
        general: 'Pregunta general',
        demo: 'Solicitud de demo',
        technical: 'Soporte técnico',
        integration: 'Integración',
        business: 'Colaboración comercial',
        enterprise: 'Plan para empresas',
      },
      subject: 'Asunto',
      message: 'Mensaje',
      submit: 'Enviar mensaje',
      errors: {
        nameRequired: 'Escribe tu nombre completo.',
        emailRequired: 'Escribe tu correo electrónico.',
        emailInvalid: 'Escribe un correo electrónico válido, por ejemplo nombre@ejemplo.com.',
        subjectRequired: 'Escribe un asunto.',
        messageRequired: 'Escribe tu mensaje.',
        summary: (count: number) =>
          count === 1 ? 'Corrige 1 campo a continuación.' : `Corrige ${count} campos a continuación.`,
      },
      success: {
        heading: '¡Mensaje enviado correctamente!',
        text: 'Gracias por escribirnos.',
        again: 'Enviar otro mensaje',
      },
    },
    availability: {
      heading: 'Disponibilidad',
      email: { label: 'Respuesta por correo', value: '24/7' },
      consultation: { label: 'Consulta en directo', value: 'De lunes a viernes, de 9:00 a 18:00 (CET)' },
      demo: { label: 'Demo de la plataforma', value: 'Con cita previa' },
      enterprise: { label: 'Soporte para empresas', value: '24/7' },
    },
  },
  comingSoon: {
    heading: 'Próximamente',
    text: 'Todavía estamos trabajando en esta página. Vuelve pronto.',
    backHome: 'Volver al inicio',
    pages: {
      faq: 'Preguntas frecuentes',
      privacy: 'Política de privacidad',
      terms: 'Condiciones del servicio',
      support: 'Soporte',
      forgotPassword: 'Contraseña olvidada',
      security: 'Seguridad',
      api: 'API',
      status: 'Estado del sistema',
      feedback: 'Comentarios',
      cookies: 'Política de cookies',
      gettingStarted: 'Primeros pasos',
      videos: 'Tutoriales en vídeo',
      helpFaq: 'Preguntas frecuentes',
      helpContact: 'Contactar con soporte',
      docs: 'Documentación de la plataforma',
      firstAvatar: 'Crea tu primer avatar',
    },
  },
};
