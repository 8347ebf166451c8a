import type { EmbedKeysMessages } from './en';

/** German texts of the Embed tab. */
export const de: EmbedKeysMessages = {
  title: 'Auf Ihrer Website einbinden',
  intro:
    'Binden Sie den Übungsrekorder auf der Website einer Praxis ein: Besucher sprechen mit einem Ihrer Avatare, und ihre Sitzungen erscheinen in Ihrem Verlauf.',
  loading: 'Einbettungsschlüssel werden geladen...',
  loadFailed: 'Ihre Einbettungsschlüssel konnten nicht geladen werden',
  tryAgain: 'Erneut versuchen',
  form: {
    title: 'Schlüssel erstellen',
    name: 'Name',
    nameHint: 'Nur für Sie, etwa „Hausaufgabenseite“.',
    avatars: 'Avatare',
    avatarsHint: 'Die Avatare, mit denen Besucher sprechen dürfen. Nur aktive Avatare sind wählbar.',
    noAvatars:
      'Sie haben noch keinen aktiven Avatar. Erstellen Sie zuerst einen: Ein Schlüssel braucht mindestens einen.',
    origins: 'Erlaubte Websites',
    originsHint:
      'Ein Origin pro Zeile: https://praxis.example, https://praxis.example:8443 oder https://*.praxis.example für alle Subdomains. http:// nur für localhost. Ohne Pfad.',
    expiresOn: 'Läuft ab am (optional)',
    expiresOnHint:
      'Der Schlüssel funktioniert bis zum Ende dieses Tages. Leer lassen, um ihn bis zum Widerruf zu behalten.',
    dailyQuota: 'Sitzungen pro Tag',
    dailyQuotaHint: (min, max) =>
      `Wie viele Besuchersitzungen der Schlüssel pro Tag (UTC) starten darf, ${min} bis ${max}.`,
    submit: 'Schlüssel erstellen',
    errors: {
      nameRequired: 'Geben Sie einen Namen für den Schlüssel ein',
      nameTooLong: (max) => `Verwenden Sie höchstens ${max} Zeichen`,
      avatarsRequired: 'Wählen Sie mindestens einen Avatar',
      avatarsTooMany: (max) => `Wählen Sie höchstens ${max} Avatare`,
      originsRequired: 'Geben Sie mindestens einen Website-Origin ein',
      originsTooMany: (max) => `Geben Sie höchstens ${max} Origins ein`,
      originsInvalid: (lines) =>
        `Kein gültiger Origin: ${lines}. Verwenden Sie https://host, https://host:port oder https://*.host (http nur für localhost), ohne Pfad.`,
      expiresInvalid: 'Geben Sie ein gültiges Datum ein',
      expiresPast: 'Wählen Sie ein Datum in der Zukunft',
      quotaInvalid: (min, max) => `Geben Sie eine ganze Zahl von ${min} bis ${max} ein`,
    },
    failed: 'Der Schlüssel konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
  },
  secret: {
    title: 'Ihr neuer geheimer Schlüssel',
    warning:
      'Kopieren Sie ihn jetzt: Er wird nur dieses eine Mal angezeigt und kann nicht erneut angezeigt werden.',
    explanation:
      'Bewahren Sie das Geheimnis auf dem Server Ihrer Website auf (zum Beispiel in REBOND_EMBED_SECRET), niemals in einer Seite. Der öffentliche Schlüssel unten darf in eine statische Seite.',
    secretLabel: 'Geheimer Schlüssel',
    publishableLabel: 'Öffentlicher Schlüssel',
    done: 'Ich habe ihn gespeichert',
  },
  copy: {
    copy: 'Kopieren',
    copyLabel: (what) => `${what} kopieren`,
    copied: 'In die Zwischenablage kopiert.',
    selected: 'Der Text ist markiert: Drücken Sie Strg+C (oder Cmd+C), um ihn zu kopieren.',
  },
  list: {
    title: 'Ihre Schlüssel',
    empty: 'Sie haben noch keine Einbettungsschlüssel. Erstellen Sie oben einen.',
    label: 'Einbettungsschlüssel',
    origins: 'Websites',
    avatars: 'Avatare',
    status: 'Status',
    usage: 'Sitzungen',
    usageText: (month, quota) => `${month} in diesem Monat · bis zu ${quota} pro Tag`,
    created: 'Erstellt',
    expires: 'Läuft ab',
    publishableKey: 'Öffentlicher Schlüssel',
    unknownAvatar: 'Gelöschter Avatar',
    revoke: 'Widerrufen',
    statuses: { active: 'Aktiv', revoked: 'Widerrufen', expired: 'Abgelaufen' },
  },
  revoke: {
    title: (name) => `„${name}“ widerrufen?`,
    body: 'Websites mit diesem Schlüssel funktionieren sofort nicht mehr, und Besucher in einer Sitzung werden unterbrochen. Das lässt sich nicht rückgängig machen: Um wieder einzubinden, erstellen Sie einen neuen Schlüssel.',
    cancel: 'Abbrechen',
    confirm: 'Schlüssel widerrufen',
    failed: 'Der Schlüssel konnte nicht widerrufen werden. Bitte versuchen Sie es erneut.',
  },
  snippets: {
    title: 'Code für Ihre Website',
    intro: 'Wählen Sie einen Schlüssel und kopieren Sie den Code, der zu Ihrer Website passt.',
    keyLabel: 'Schlüssel für den Code',
    noKey: 'Erstellen Sie einen Schlüssel, um seinen öffentlichen Schlüssel einzusetzen.',
    serverTitle: 'Mit einem Server (empfohlen)',
    serverIntro:
      'Ihr Server liefert die Seite aus und tauscht das Geheimnis gegen ein kurzlebiges Besucher-Token, sooft die Seite danach fragt, auch gegen ein neues, bevor es abläuft. Speichern Sie das Node-Beispiel als token-server.mjs und die Seite als index.html daneben.',
    serverCode: 'Node-Token-Handler',
    serverTag: 'Seiten-Tags mit einem Token',
    staticTitle: 'Auf einer statischen Website',
    staticIntro:
      'Der öffentliche Schlüssel funktioniert nur auf den erlaubten Websites; das Widget tauscht ihn selbst gegen ein Token.',
    staticTag: 'Seiten-Tags mit dem öffentlichen Schlüssel',
  },
};
