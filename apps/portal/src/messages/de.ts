import type { PortalMessages } from './en';

export const de: PortalMessages = {
  appName: 'Rebond',
  skipToContent: 'Zum Hauptinhalt springen',
  errors: {
    loginFailed: 'Anmeldung fehlgeschlagen',
    registrationFailed: 'Registrierung fehlgeschlagen. Bitte versuchen Sie es erneut.',
    sessionServerError: 'Serverfehler. Bitte prüfen Sie, ob die Backend-Dienste laufen.',
    sessionServiceNotFound: 'Sitzungsdienst nicht gefunden...',
    sessionAvatarNotFound: 'Der gewählte Avatar wurde nicht gefunden. Bitte wählen Sie einen anderen.',
    sessionAvatarNotReady: 'Der gewählte Avatar ist noch nicht fertig eingerichtet...',
    sessionAlreadyActive:
      'Sie haben bereits eine aktive Sitzung. Bitte schließen Sie sie, bevor Sie eine neue beginnen.',
    sessionAccessDenied: 'Zugriff verweigert...',
    sessionCreateFailed: 'Die Sitzung konnte nicht erstellt werden. Bitte versuchen Sie es erneut.',
    connectionFailed:
      'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    requestTimedOut: 'Der Server hat zu lange gebraucht. Bitte versuchen Sie es erneut.',
    tooManyAttempts: 'Zu viele Versuche. Bitte warten Sie und versuchen Sie es erneut.',
    unknownError: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  },
  sessionCreateFailedWithDetail: (detail) => `Sitzung konnte nicht erstellt werden: ${detail}`,
  consentCheckFailed: 'Ihre Einwilligungen konnten nicht geprüft werden. Bitte versuchen Sie es erneut.',
  retry: 'Erneut versuchen',
  checkingSession: 'Ihre Sitzung wird geprüft...',
  overview: {
    welcome: (name) => `Willkommen zurück, ${name}`,
    intro:
      'Üben Sie schwierige Gespräche mit Ihren KI-Avataren und sehen Sie sich danach an, wie sie verliefen.',
  },
  panels: {
    overview: 'Statistiken und letzte Sitzungen',
    avatars: 'Avatar-Verwaltung',
    'create-avatar': 'Assistent zur Avatar-Erstellung',
    'create-session': 'Sitzungsassistent',
    history: 'Sitzungsverlauf',
    profile: 'Profil',
    help: 'Hilfe und Support',
  },
  pages: {
    sessionCreate: 'Sitzung erstellen',
    session: 'Übungssitzung',
    createVideo: 'Videonachricht erstellen',
    avatars: 'Avatare',
    history: 'Sitzungsverlauf',
    profile: 'Profil',
    patientDashboard: 'Patienten-Dashboard',
    patientDashboardBody: 'Der Bereich für Patientinnen und Patienten folgt in einer späteren Version.',
    backToDashboard: 'Zurück zum Dashboard',
  },
  settings: {
    heading: 'Einstellungen',
    consentHeading: 'Ihre Einwilligungen',
    consentIntro:
      'Sie können eine Einwilligung jederzeit widerrufen. Wenn Sie die Plattform-Einwilligung widerrufen, können Sie die Plattform erst nach erneuter Zustimmung nutzen.',
    consentGranted: (date) => `Erteilt am ${date}`,
    consentWithdrawn: (date) => `Widerrufen am ${date}`,
    consentNever: 'Noch nicht erteilt',
    withdraw: 'Widerrufen',
    withdrawFailed: 'Ihre Auswahl konnte nicht gespeichert werden. Bitte versuchen Sie es erneut.',
    loadFailed: 'Ihre Einwilligungen konnten nicht geladen werden.',
    types: {
      platform: 'Nutzung der Plattform',
      session: 'Aufzeichnung von Sitzungen',
      'data-processing': 'KI-Verarbeitung',
    },
  },
};
