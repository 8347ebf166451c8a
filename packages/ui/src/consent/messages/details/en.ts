/**
 * English details of each consent, shown when the user presses 'Show Details': an on-demand
 * catalogue, loaded only then, like the other languages. English defines the shape.
 */
export const en = {
  platform: [
    'Rebond is a practice tool for professionals. It does not replace therapy, clinical supervision or emergency care.',
    'We store your account details (name, username and email address) and the avatars and sessions you create.',
    'Your data is shared only between you and your assigned psychiatrist. We never sell it or use it for advertising.',
    'Avatar replies are written by an AI and can be inaccurate or unexpected. You can stop a session at any time.',
    'Your data is kept until you delete it or close your account.',
    'You can withdraw your consent at any time from your account settings.',
  ],
  session: [
    'We record what you say during a session, the transcript made from it, and the video replies of the avatar.',
    'Recordings are shared only between you and your assigned psychiatrist.',
    'Recordings are kept with the session until you delete the session or your account.',
    'Deleting a session permanently removes its recordings, transcripts and videos.',
    'Please do not use real client names or details that could identify someone.',
    'You can withdraw this consent at any time from your account settings.',
  ],
  'data-processing': [
    'Speech recognition turns your recorded audio into text.',
    "The text, the avatar's character profile and the conversation so far are used to write the avatar's reply.",
    'The reply is turned into speech and a lip-synced video of the avatar.',
    'If your organisation connects an external AI service, your audio and text are sent to it only to produce the reply.',
    'Rebond does not use your recordings to train AI models.',
    'AI replies can be inaccurate: treat them as rehearsal material, not as clinical advice.',
    'You can withdraw this consent at any time from your account settings.',
  ],
};

export type ConsentDetailsMessages = typeof en;
