/**
 * English texts of the consent modal. English is the source: it defines the shape every other
 * language must satisfy (see `ConsentMessages`). Texts quoted in the product specification are used
 * word for word.
 */
export const en = {
  note: 'Your consent is required to continue. You can withdraw it anytime from your account settings.',
  accept: 'I Understand and Agree',
  decline: "I Don't Agree",
  showDetails: 'Show Details',
  hideDetails: 'Hide Details',
  types: {
    platform: {
      title: 'Welcome to Our Trauma Therapy Platform',
      description:
        'Rebond lets you rehearse difficult conversations with AI talking avatars. Before you start, please read how we handle your information.',
      details: [
        'Rebond is a practice tool for professionals. It does not replace therapy, clinical supervision or emergency care.',
        'We store your account details (name, username and email address) and the avatars and sessions you create.',
        'Your data is shared only between you and your assigned psychiatrist. We never sell it or use it for advertising.',
        'Avatar replies are written by an AI and can be inaccurate or unexpected. You can stop a session at any time.',
        'Your data is kept until you delete it or close your account.',
        'You can withdraw your consent at any time from your account settings.',
      ],
    },
    session: {
      title: 'Session Recording Consent',
      description:
        'Your practice sessions are recorded so that you can review them later in your session history.',
      details: [
        'We record what you say during a session, the transcript made from it, and the video replies of the avatar.',
        'Recordings are shared only between you and your assigned psychiatrist.',
        'Recordings are kept with the session until you delete the session or your account.',
        'Deleting a session permanently removes its recordings, transcripts and videos.',
        'Please do not use real client names or details that could identify someone.',
        'You can withdraw this consent at any time from your account settings.',
      ],
    },
    'data-processing': {
      title: 'AI Processing Consent',
      description:
        'An AI processes your recordings to understand what you said and to produce the spoken video replies of your avatar.',
      details: [
        'Speech recognition turns your recorded audio into text.',
        "The text, the avatar's character profile and the conversation so far are used to write the avatar's reply.",
        'The reply is turned into speech and a lip-synced video of the avatar.',
        'If your organisation connects an external AI service, your audio and text are sent to it only to produce the reply.',
        'Rebond does not use your recordings to train AI models.',
        'AI replies can be inaccurate: treat them as rehearsal material, not as clinical advice.',
        'You can withdraw this consent at any time from your account settings.',
      ],
    },
  },
};

export type ConsentMessages = typeof en;
