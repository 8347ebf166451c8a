import type { EmbedKeysMessages } from './en';

/** Spanish texts of the Embed tab. */
export const es: EmbedKeysMessages = {
  title: 'Insertar en tu sitio web',
  intro:
    'Coloca la grabadora de práctica en el sitio web de una clínica: los visitantes hablan con uno de tus avatares y sus sesiones aparecen en tu historial.',
  loading: 'Cargando claves de inserción...',
  loadFailed: 'No se pudieron cargar tus claves de inserción',
  tryAgain: 'Intentar de nuevo',
  form: {
    title: 'Crear una clave',
    name: 'Nombre',
    nameHint: 'Solo para ti, por ejemplo «Página de tareas».',
    avatars: 'Avatares',
    avatarsHint:
      'Los avatares con los que pueden hablar los visitantes. Solo se pueden elegir avatares activos.',
    noAvatars: 'Aún no tienes ningún avatar activo. Crea uno primero: una clave necesita al menos uno.',
    origins: 'Sitios permitidos',
    originsHint:
      'Un origen por línea: https://clinica.example, https://clinica.example:8443 o https://*.clinica.example para todos los subdominios. http:// solo para localhost. Sin rutas.',
    expiresOn: 'Caduca el (opcional)',
    expiresOnHint:
      'La clave deja de funcionar al final de ese día. Déjalo vacío para conservarla hasta que la revoques.',
    dailyQuota: 'Sesiones por día',
    dailyQuotaHint: (min, max) =>
      `Cuántas sesiones de visitantes puede iniciar la clave cada día (UTC), de ${min} a ${max}.`,
    submit: 'Crear clave',
    errors: {
      nameRequired: 'Escribe un nombre para la clave',
      nameTooLong: (max) => `Usa como máximo ${max} caracteres`,
      avatarsRequired: 'Elige al menos un avatar',
      avatarsTooMany: (max) => `Elige como máximo ${max} avatares`,
      originsRequired: 'Escribe al menos un origen de sitio web',
      originsTooMany: (max) => `Escribe como máximo ${max} orígenes`,
      originsInvalid: (lines) =>
        `Origen no válido: ${lines}. Usa https://host, https://host:puerto o https://*.host (http solo para localhost), sin ruta.`,
      expiresInvalid: 'Escribe una fecha válida',
      expiresPast: 'Elige una fecha futura',
      quotaInvalid: (min, max) => `Escribe un número entero de ${min} a ${max}`,
    },
    failed: 'No se pudo crear la clave. Inténtalo de nuevo.',
  },
  secret: {
    title: 'Tu nueva clave secreta',
    warning: 'Cópiala ahora: solo se muestra esta vez y no se podrá volver a mostrar.',
    explanation:
      'Guarda el secreto en el servidor de tu sitio (por ejemplo en REBOND_EMBED_SECRET), nunca en una página. La clave publicable de abajo puede ir en una página estática.',
    secretLabel: 'Clave secreta',
    publishableLabel: 'Clave publicable',
    done: 'Ya la he guardado',
  },
  copy: {
    copy: 'Copiar',
    copyLabel: (what) => `Copiar: ${what}`,
    copied: 'Copiado al portapapeles.',
    selected: 'El texto está seleccionado: pulsa Ctrl+C (o Cmd+C) para copiarlo.',
  },
  list: {
    title: 'Tus claves',
    empty: 'Aún no tienes claves de inserción. Crea una arriba.',
    label: 'Claves de inserción',
    origins: 'Sitios',
    avatars: 'Avatares',
    status: 'Estado',
    usage: 'Sesiones',
    usageText: (month, quota) => `${month} este mes · hasta ${quota} al día`,
    created: 'Creada',
    expires: 'Caduca',
    publishableKey: 'Clave publicable',
    unknownAvatar: 'Avatar eliminado',
    revoke: 'Revocar',
    statuses: { active: 'Activa', revoked: 'Revocada', expired: 'Caducada' },
  },
  revoke: {
    title: (name) => `¿Revocar «${name}»?`,
    body: 'Los sitios que usan esta clave dejan de funcionar al instante y los visitantes en sesión quedan interrumpidos. No se puede deshacer: para volver a insertar, crea una clave nueva.',
    cancel: 'Cancelar',
    confirm: 'Revocar clave',
    failed: 'No se pudo revocar la clave. Inténtalo de nuevo.',
  },
  snippets: {
    title: 'Código para tu sitio web',
    intro: 'Elige una clave y copia el código según cómo funcione tu sitio.',
    keyLabel: 'Clave del código',
    noKey: 'Crea una clave para completar su clave publicable.',
    serverTitle: 'Con un servidor (recomendado)',
    serverIntro:
      'Tu servidor sirve la página y cambia el secreto por un token de visitante de corta duración cada vez que la página lo pide, también por uno nuevo antes de que caduque. Guarda el ejemplo de Node como token-server.mjs y la página como index.html a su lado.',
    serverCode: 'Manejador de tokens en Node',
    serverTag: 'Etiquetas de la página con un token',
    staticTitle: 'En un sitio estático',
    staticIntro:
      'La clave publicable solo funciona en los sitios permitidos; el widget la cambia él mismo por un token.',
    staticTag: 'Etiquetas de la página con la clave publicable',
  },
};
