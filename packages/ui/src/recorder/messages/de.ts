import type { RecorderMessages } from './en';

/** German texts of the recorder. */
export const de: RecorderMessages = {
  label: 'Sprachrekorder',
  start: 'Aufnahme starten',
  pause: 'Pausieren',
  resume: 'Fortsetzen',
  stop: 'Beenden',
  play: 'Abspielen',
  pausePlayback: 'Anhalten',
  recordAgain: 'Erneut aufnehmen',
  recording: 'Aufnahme läuft',
  paused: 'Pausiert',
  elapsed: 'Aufgenommene Zeit',
  limit: (time) => `Bis zu ${time}`,
  complete: (time) => `Aufnahme abgeschlossen (${time})`,
  processing: 'Aufnahme wird vorbereitet...',
  limitReached: 'Die maximale Länge wurde erreicht, die Aufnahme wurde beendet.',
  permissionTitle: 'Mikrofonzugriff erforderlich',
  permissionText:
    'Erlauben Sie dieser Website in Ihrem Browser den Zugriff auf das Mikrofon und versuchen Sie es erneut.',
  grantPermission: 'Zugriff erlauben',
  disabled: 'Die Aufnahme ist nicht verfügbar.',
  shortcutHint: 'Tastenkürzel: Alt+R startet und beendet die Aufnahme',
  errors: {
    'permission-denied':
      'Zugriff auf das Mikrofon fehlgeschlagen. Bitte stellen Sie sicher, dass die Mikrofonberechtigung erteilt ist.',
    'microphone-unavailable':
      'Zugriff auf das Mikrofon fehlgeschlagen. Bitte stellen Sie sicher, dass die Mikrofonberechtigung erteilt ist.',
    'microphone-ended':
      'Das Mikrofon hat während der Aufnahme aufgehört. Das bis dahin Aufgenommene bleibt erhalten; nehmen Sie erneut auf, falls es unvollständig ist.',
    unsupported:
      'Dieser Browser kann keinen Ton aufnehmen. Bitte verwenden Sie eine aktuelle Version von Chrome, Edge, Firefox oder Safari.',
    'processing-failed': 'Die Aufnahme konnte nicht vorbereitet werden. Bitte nehmen Sie erneut auf.',
  },
};
