/**
 * English texts of the consent modal. English is the source: it defines the shape every other
 * language must satisfy (see `ConsentMessages`). Texts quoted in the product specification are used
 * word for word. Each consent's details, shown only on demand, are their own catalogue (`details/`).
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
    },
    session: {
      title: 'Session Recording Consent',
      description:
        'Your practice sessions are recorded so that you can review them later in your session history.',
    },
    'data-processing': {
      title: 'AI Processing Consent',
      description:
        'An AI processes your recordings to understand what you said and to produce the spoken video replies of your avatar.',
    },
  },
};

export type ConsentMessages = typeof en;
