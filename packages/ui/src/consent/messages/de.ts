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
    },
    session: {
      title: 'Einwilligung zur Aufzeichnung von Sitzungen',
      description:
        'Ihre Übungssitzungen werden aufgezeichnet, damit Sie sie später in Ihrem Sitzungsverlauf ansehen können.',
    },
    'data-processing': {
      title: 'Einwilligung zur KI-Verarbeitung',
      description:
        'Eine KI verarbeitet Ihre Aufnahmen, um zu verstehen, was Sie gesagt haben, und um die gesprochenen Videoantworten Ihres Avatars zu erzeugen.',
    },
  },
};
