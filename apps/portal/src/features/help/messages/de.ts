import type { HelpTabMessages } from './en';

/** German texts of the Help tab. */
export const de: HelpTabMessages = {
  title: 'Hilfe und Support',
  intro: 'Anleitungen, Wege zu unserem Team und der Zustand der Plattform.',
  opensInNewTab: '(öffnet in einem neuen Tab)',
  resourcesHeading: 'Ressourcen',
  resources: {
    gettingStarted: {
      title: 'Erste Schritte',
      text: 'Richten Sie Ihr Konto ein und führen Sie Ihre erste Sitzung durch.',
    },
    videos: { title: 'Video-Anleitungen', text: 'Kurze Rundgänge durch alle Bereiche der Plattform.' },
    faq: { title: 'Häufige Fragen', text: 'Antworten auf die Fragen, die wir am häufigsten hören.' },
    contact: {
      title: 'Support kontaktieren',
      text: 'Wann und wie Sie uns erreichen und was Sie angeben sollten.',
    },
    docs: {
      title: 'Plattform-Dokumentation',
      text: 'Nachschlagewerk zu Avataren, Sitzungen und Aufnahmen.',
    },
  },
  quickSupportHeading: 'Schnelle Hilfe',
  liveChat: {
    title: 'Live-Chat',
    action: 'Chat starten',
    unavailable: 'Der Live-Chat ist noch nicht verfügbar. Bitte schreiben Sie uns bis dahin eine E-Mail.',
  },
  email: {
    title: 'E-Mail-Support',
    availability: 'Antwort innerhalb von 24 Stunden',
    action: (address) => `An ${address} schreiben`,
  },
  call: {
    title: 'Anruf vereinbaren',
    availability: 'Mo–Fr, 9–18 Uhr',
    action: 'Anruf vereinbaren',
    unavailable: 'Anrufe können noch nicht vereinbart werden. Bitte schreiben Sie uns bis dahin eine E-Mail.',
  },
  statusHeading: 'Systemstatus',
  statusNote: 'Stand dieser Version. Diese Liste wird nicht live aktualisiert.',
  services: {
    platform: 'Webplattform',
    avatars: 'Avatar-Erstellung',
    video: 'Videoerzeugung',
    voice: 'Sprachverarbeitung',
    storage: 'Datenspeicherung',
  },
  states: {
    operational: 'In Betrieb',
    maintenance: 'Wartung',
  },
  contactHeading: 'Kontaktdaten',
  supportEmail: 'Support-E-Mail',
  businessEmail: 'Geschäftliche Anfragen',
  address: 'Adresse',
  emergencyHeading: 'Notfall-Support',
  emergencyResponse: 'Antwort in unter 2 Stunden',
  emergencyText:
    'Für dringende technische Probleme, die Sie an der Arbeit hindern, etwa ein Ausfall kurz vor einem Kliententermin.',
  emergencyAction: 'Dringenden Support anschreiben',
  emergencySubject: 'DRINGEND: Rebond-Support',
  crisisTitle: 'Rebond ist kein Krisendienst',
  crisisText:
    'Wenn Sie, eine Klientin, ein Klient oder eine andere Person in Gefahr oder in einer psychischen Krise sind, rufen Sie sofort den örtlichen Notruf an (112 in Europa, 911 in den USA und Kanada).',
};
