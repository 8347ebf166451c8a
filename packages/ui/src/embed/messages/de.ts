import type { EmbedMessages } from './en';

export const de: EmbedMessages = {
  consent: {
    note: 'Sie können jederzeit aufhören. Wenn Ihre Aufnahmen gelöscht werden sollen, wenden Sie sich an die Praxis, die Sie eingeladen hat.',
    accept: 'Ich verstehe und stimme zu',
    decline: 'Ich stimme nicht zu',
    showDetails: 'Details anzeigen',
    hideDetails: 'Details ausblenden',
    saving: 'Ihre Antwort wird gespeichert...',
    saved: 'Ihre Antwort wurde gespeichert.',
    types: {
      platform: {
        title: 'Üben mit einem KI-Partner',
        description:
          'Auf dieser Seite können Sie ein schwieriges Gespräch mit einem sprechenden KI-Avatar üben. Es ist ein Übungswerkzeug, keine Therapie und keine Nothilfe.',
        details: [
          'Der Avatar und seine Antworten werden von einer KI erzeugt. Sie können ungenau oder unerwartet sein.',
          'Die Praxis, die Sie eingeladen hat, führt diese Sitzungen durch und kann sie einsehen.',
          'Wenn Sie in Gefahr sind oder dringend Hilfe brauchen, wenden Sie sich an den Notruf.',
          'Sie können jederzeit aufhören, indem Sie diese Seite schließen.',
        ],
      },
      session: {
        title: 'Bevor Sie beginnen',
        description:
          'Diese Übungssitzung nimmt Ihre Stimme auf und sendet sie an eine KI, die eine Antwort schreibt und daraus ein Video des sprechenden Avatars macht.',
        details: [
          'Was Sie sagen, wird aufgenommen und in Text umgewandelt.',
          'Ihre Aufnahme, der Text und die Antworten werden mit dieser Sitzung von der Praxis gespeichert, die Sie eingeladen hat; ihre Coaches können sie einsehen.',
          'Bitte nennen Sie keine Namen oder Einzelheiten, die Sie oder andere erkennbar machen.',
          'KI-Antworten können ungenau oder unerwartet sein: Sie dienen der Übung, nicht der Beratung.',
        ],
      },
      'data-processing': {
        title: 'Wie die KI Ihre Stimme nutzt',
        description:
          'Eine KI wandelt Ihre Aufnahme in Text um, schreibt die Antwort des Avatars und erstellt das gesprochene Video.',
        details: [
          'Die Spracherkennung wandelt Ihre aufgenommene Stimme in Text um.',
          'Dieser Text und das bisherige Gespräch werden genutzt, um die Antwort zu schreiben.',
          'Die Antwort wird zu Sprache und zu einem lippensynchronen Video des Avatars.',
          'Ihre Aufnahmen werden nicht zum Trainieren von KI-Modellen verwendet.',
        ],
      },
    },
  },
  recorder: {
    label: (name: string) => `Übungsgespräch mit ${name}`,
    fallbackName: 'dem Avatar',
    loading: 'Die Übungssitzung wird vorbereitet...',
    declined: 'Es wurde nichts aufgenommen. Sie können Ihre Meinung jederzeit ändern.',
    reviewConsent: 'Erneut lesen',
    permissionTitle: 'Mikrofonzugriff erforderlich',
    permissionText:
      'Erlauben Sie dieser Seite in Ihrem Browser, Ihr Mikrofon zu verwenden, und versuchen Sie es erneut.',
    allowMicrophone: 'Mikrofon erlauben',
    asking: 'Ihr Browser fragt nach Ihrem Mikrofon: Wählen Sie Zulassen.',
    start: 'Aufnahme starten',
    pause: 'Pause',
    resume: 'Fortsetzen',
    stop: 'Stopp',
    play: 'Abspielen',
    pausePlayback: 'Pause',
    recordAgain: 'Neu aufnehmen',
    send: 'Senden',
    recording: 'Aufnahme läuft',
    paused: 'Pausiert',
    elapsed: 'Aufgenommene Zeit',
    limit: (time: string) => `Bis zu ${time}`,
    timer: (elapsed: string, max: string) => `${elapsed} von ${max}`,
    processing: 'Die Aufnahme wird vorbereitet...',
    recorded: (time: string) => `Ihre Nachricht (${time})`,
    yourRecording: 'Ihre Aufnahme',
    tooShort: 'Nehmen Sie mindestens eine Sekunde auf, um sie zu senden.',
    limitReached: 'Die maximale Länge wurde erreicht, daher wurde die Aufnahme beendet.',
    progressLabel: 'Fortschritt der Antwort',
    progress: (stage: string, percent: number) => `${stage}: ${percent} %`,
    stages: {
      uploading: 'Ihre Aufnahme wird gesendet',
      analyzingVoicePatterns: 'Ihre Nachricht wird angehört',
      generatingLipSync: 'Die Antwort wird geschrieben und gesprochen',
      renderingAvatarVideo: 'Das Video wird erstellt',
      finalizingVideo: 'Das Video wird fertiggestellt',
      working: 'Die Antwort wird vorbereitet',
    },
    replyReady: (name: string) => `${name} hat geantwortet.`,
    videoLabel: (name: string) => `Videoantwort von ${name}`,
    captions: 'Untertitel',
    transcript: 'Gespräch lesen',
    you: 'Sie',
    next: 'Ihre Antwort aufnehmen',
    end: 'Sitzung beenden',
    endedTitle: 'Sitzung beendet',
    endedText: 'Danke fürs Üben. Sie können diese Seite jetzt schließen.',
    retry: 'Erneut versuchen',
    turn: (turn: number) => `Runde ${turn}`,
    errors: {
      revoked:
        'Dieser Übungslink ist nicht mehr aktiv. Bitte informieren Sie die Praxis, die Sie eingeladen hat.',
      expired:
        'Dieser Übungslink ist abgelaufen. Ihre Aufnahme bleibt erhalten, während die Seite den Link erneuert; passiert nichts, laden Sie die Seite neu.',
      origin:
        'Diese Website darf diese Übungssitzung nicht anbieten. Bitte informieren Sie die Praxis, die Sie eingeladen hat.',
      quota: 'Diese Praxis hat für heute alle Sitzungen aufgebraucht. Bitte versuchen Sie es morgen erneut.',
      microphone:
        'Ihr Mikrofon konnte nicht verwendet werden. Prüfen Sie, ob es angeschlossen und im Browser erlaubt ist, und versuchen Sie es erneut.',
      too_large: 'Diese Aufnahme ist zu groß zum Senden. Bitte nehmen Sie eine kürzere Nachricht auf.',
      reply_failed:
        'Die Antwort konnte nicht erstellt werden. Ihre Aufnahme bleibt erhalten: Sie können es erneut versuchen.',
      network:
        'Die Verbindung wurde unterbrochen. Ihre Aufnahme bleibt erhalten: Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
      unknown: 'Etwas ist schiefgelaufen. Ihre Aufnahme bleibt erhalten: Sie können es erneut versuchen.',
      not_ready: 'Der Avatar ist noch nicht bereit. Bitte versuchen Sie es in einigen Minuten erneut.',
      notConfigured:
        'Diese Übungssitzung ist noch nicht eingerichtet. Bitte informieren Sie die Praxis, die Sie eingeladen hat.',
    },
    recorderErrors: {
      'permission-denied': 'Ihr Browser hat das Mikrofon nicht erlaubt.',
      'microphone-unavailable':
        'Es konnte kein Mikrofon verwendet werden. Prüfen Sie, ob eines angeschlossen ist und keine andere App es nutzt.',
      'microphone-ended':
        'Das Mikrofon hat während der Aufnahme aufgehört. Das bis dahin Aufgenommene bleibt erhalten; nehmen Sie neu auf, falls es unvollständig ist.',
      unsupported:
        'Dieser Browser kann keinen Ton aufnehmen. Bitte verwenden Sie ein aktuelles Chrome, Edge, Firefox oder Safari.',
      'processing-failed': 'Die Aufnahme konnte nicht vorbereitet werden. Bitte nehmen Sie neu auf.',
    },
  },
};
