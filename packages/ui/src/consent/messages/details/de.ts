import type { ConsentDetailsMessages } from './en';

/** German details of each consent. */
export const de: ConsentDetailsMessages = {
  platform: [
    'Rebond ist ein Übungswerkzeug für Fachkräfte. Es ersetzt weder eine Therapie noch klinische Supervision oder Notfallversorgung.',
    'Wir speichern Ihre Kontodaten (Name, Benutzername und E-Mail-Adresse) sowie die Avatare und Sitzungen, die Sie erstellen.',
    'Ihre Daten werden ausschließlich zwischen Ihnen und Ihrem zugewiesenen Psychiater geteilt. Wir verkaufen sie nie und nutzen sie nicht für Werbung.',
    'Die Antworten der Avatare werden von einer KI verfasst und können ungenau oder unerwartet sein. Sie können eine Sitzung jederzeit beenden.',
    'Ihre Daten werden gespeichert, bis Sie sie löschen oder Ihr Konto schließen.',
    'Sie können Ihre Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
  ],
  session: [
    'Wir zeichnen auf, was Sie in einer Sitzung sagen, die daraus erstellte Abschrift und die Videoantworten des Avatars.',
    'Aufzeichnungen werden ausschließlich zwischen Ihnen und Ihrem zugewiesenen Psychiater geteilt.',
    'Aufzeichnungen bleiben bei der Sitzung gespeichert, bis Sie die Sitzung oder Ihr Konto löschen.',
    'Wenn Sie eine Sitzung löschen, werden ihre Aufzeichnungen, Abschriften und Videos endgültig entfernt.',
    'Bitte verwenden Sie keine echten Namen von Klientinnen und Klienten und keine Angaben, die eine Person erkennbar machen.',
    'Sie können diese Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
  ],
  'data-processing': [
    'Eine Spracherkennung wandelt Ihre Audioaufnahme in Text um.',
    'Der Text, das Charakterprofil des Avatars und der bisherige Gesprächsverlauf werden genutzt, um die Antwort des Avatars zu verfassen.',
    'Die Antwort wird in Sprache und in ein lippensynchrones Video des Avatars umgewandelt.',
    'Wenn Ihre Organisation einen externen KI-Dienst anbindet, werden Ihr Audio und Ihr Text nur zur Erzeugung der Antwort an ihn gesendet.',
    'Rebond verwendet Ihre Aufnahmen nicht zum Training von KI-Modellen.',
    'KI-Antworten können ungenau sein: Verstehen Sie sie als Übungsmaterial, nicht als klinischen Rat.',
    'Sie können diese Einwilligung jederzeit in Ihren Kontoeinstellungen widerrufen.',
  ],
};
