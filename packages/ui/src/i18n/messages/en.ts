import type { ReactNode } from 'react';

/**
 * English messages of the ui components. English is the source: it defines the shape every other
 * catalogue must satisfy (see `UiMessages`). Texts quoted in the product specification are used
 * word for word. Messages that take values are functions.
 */
export const en = {
  passwordField: {
    show: 'Show password',
    hide: 'Hide password',
  },
  login: {
    title: 'Sign in',
    subtitle: 'Welcome back. Sign in to continue your practice.',
    username: 'Email or Username',
    password: 'Password',
    rememberMe: 'Remember me',
    rememberMeHint: 'Stay signed in after you close the browser. Leave it unticked on a shared computer.',
    forgotPassword: 'Forgot password?',
    submit: 'Sign In',
    noAccount: "Don't have an account?",
    register: 'Create an account',
    usernameRequired: 'Enter your email or username',
    passwordRequired: 'Enter your password',
    /** Shown by the app when the server gives no detail. */
    failed: 'Login failed',
    legalNav: 'Legal and support',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
    support: 'Support',
  },
  register: {
    title: 'Create your account',
    subtitle: 'Join as a professional. It takes about two minutes.',
    firstName: 'First Name',
    lastName: 'Last Name',
    username: 'Username',
    email: 'Email Address',
    password: 'Password',
    passwordHint: (min: number, max: number) => `Use ${min} to ${max} characters.`,
    confirmPassword: 'Confirm Password',
    showConfirmPassword: 'Show password confirmation',
    hideConfirmPassword: 'Hide password confirmation',
    terms: (termsLink: ReactNode, privacyLink: ReactNode): ReactNode[] => [
      'I agree to the ',
      termsLink,
      ' and the ',
      privacyLink,
    ],
    termsLink: 'Terms of Service',
    privacyLink: 'Privacy Policy',
    submit: 'Create Account',
    haveAccount: 'Already have an account?',
    signIn: 'Sign in',
    requiredFields: 'Please fill in all required fields',
    firstNameRequired: 'Enter your first name',
    lastNameRequired: 'Enter your last name',
    usernameRequired: 'Choose a username',
    emailRequired: 'Enter your email address',
    emailInvalid: 'Enter a valid email address, like name@example.com',
    passwordRequired: 'Choose a password',
    passwordTooShort: (min: number) => `Your password must be at least ${min} characters long`,
    passwordTooLong: (max: number) => `Your password must be at most ${max} characters long`,
    passwordsMismatch: 'Passwords do not match',
    termsRequired: 'Please accept the terms and conditions',
    /** Shown by the app when the server gives no detail. */
    failed: 'Registration failed. Please try again.',
  },
  consent: {
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
  },
  declineConfirmation: {
    title: 'We Understand - Your privacy and comfort come first',
    description:
      'Consent is required to use the platform. Without it, we cannot provide our services to you.',
    nextHeading: 'What happens next',
    next: [
      'You will be safely logged out.',
      'No personal data will be stored.',
      'You can return anytime and give your consent then.',
      'Our support team is available if you have any questions.',
    ],
    goBack: 'Go Back to Consent',
    confirm: 'Continue Without Consent',
  },
  dashboard: {
    navLabel: 'Dashboard',
    sidebarLabel: 'Account and navigation',
    fallbackName: 'Coach',
    signedInAs: 'Signed in as',
    logout: 'Logout',
    menu: 'Menu',
    tabs: {
      overview: 'Overview',
      avatars: 'Avatars',
      'create-avatar': 'Create Avatar',
      'create-session': 'Create Session',
      history: 'History',
      embed: 'Embed',
      profile: 'Profile',
      settings: 'Settings',
      help: 'Help',
    },
  },
  placeholder: {
    laterRelease: 'Coming in a later release',
    panelBody: 'This part of the dashboard is being built and will arrive in a later release.',
    comingSoon: 'Coming Soon',
    comingSoonBody: 'This page is not available yet. Please check back soon.',
    backHome: 'Back to the home page',
    notFound: '404 - Page Not Found',
    notFoundBody: 'The page you are looking for does not exist or has moved.',
  },
};

/** The shape of a ui message catalogue, defined by the English one. */
export type UiMessages = typeof en;
