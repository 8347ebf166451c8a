import type { ConsentMessages } from './en';

/** German texts of the consent modal. */
export const de: ConsentMessages = {
  note: 'Ihre Einwilligung ist erforderlich, um fortzufahren. Sie können sie jederzeit in Ihren Kontoeinstellungen widerrufen.',
  accept: 'Ich verstehe und stimme zu',
  decline: 'Ich stimme nicht zu',
  showDetails: 'Details anzeigen',
  hideDetails: 'Details ausblenden',
  types: {
    platform: {
      title: 'Willkommen auf unserer Plattform für Traumatherapie',
      description:
        'Mit Rebond üben Sie schwierige Gespräche mit sprechenden KI-Avataren. Bevor Sie beginnen, lesen Sie bitte, wie wir mit Ihren Daten umgehen.',
      details: [
        'Rebond ist ein Übungswerkzeug für Fachkräfte. Es ersetzt weder eine Therapie noch klinische Supervision oder Notfallversorgung.',
        'Wir speichern Ihre Kontodaten (Name, Benutzername und E-Mail-Adresse) sowie die Avatare und Sitzungen, die Sie erstellen.',
        'Ihre Daten werden ausschließlich zwischen Ihnen und Ihrem zugewiesenen Psychiater geteilt. Wir verkaufen sie nie und nutzen sie nicht für Werbung.',
        'Die Antworten der Avatare werden von einer KI verfasst und können ungenau oder unerwartet sein. Sie können eine Sitzung jederzeit beenden.',
        'Ihre Daten werden gespeichert, bis Sie sie löschen oder Ihr Konto schließen.',
        'Sie können Ihre Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
      ],
    },
    session: {
      title: 'Einwilligung zur Aufzeichnung von Sitzungen',
      description:
        'Ihre Übungssitzungen werden aufgezeichnet, damit Sie sie später in Ihrem Sitzungsverlauf ansehen können.',
      details: [
        'Wir zeichnen auf, was Sie in einer Sitzung sagen, die daraus erstellte Abschrift und die Videoantworten des Avatars.',
        'Aufzeichnungen werden ausschließlich zwischen Ihnen und Ihrem zugewiesenen Psychiater geteilt.',
        'Aufzeichnungen bleiben bei der Sitzung gespeichert, bis Sie die Sitzung oder Ihr Konto löschen.',
        'Wenn Sie eine Sitzung löschen, werden ihre Aufzeichnungen, Abschriften und Videos endgültig entfernt.',
        'Bitte verwenden Sie keine echten Namen von Klientinnen und Klienten und keine Angaben, die eine Person erkennbar machen.',
        'Sie können diese Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
      ],
    },
    'data-processing': {
      title: 'Einwilligung zur KI-Verarbeitung',
      description:
        'Eine KI verarbeitet Ihre Aufnahmen, um zu verstehen, was Sie gesagt haben, und um die gesprochenen Videoantworten Ihres Avatars zu erzeugen.',
      details: [
        'Eine Spracherkennung wandelt Ihre Audioaufnahme in Text um.',
        'Der Text, das Charakterprofil des Avatars und der bisherige Gesprächsverlauf werden genutzt, um die Antwort des Avatars zu verfassen.',
        'Die Antwort wird in Sprache und in ein lippensynchrones Video des Avatars umgewandelt.',
        'Wenn Ihre Organisation einen externen KI-Dienst anbindet, werden Ihr Audio und Ihr Text nur zur Erzeugung der Antwort an ihn gesendet.',
        'Rebond verwendet Ihre Aufnahmen nicht zum Training von KI-Modellen.',
        'KI-Antworten können ungenau sein: Verstehen Sie sie als Übungsmaterial, nicht als klinischen Rat.',
        'Sie können diese Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
      ],
    },
  },
};
