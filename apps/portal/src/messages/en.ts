import { type ErrorMessageKey, errorMessages } from '@rebond/sdk';

/** English messages of the portal's own screens; the source every other locale must match. */
export const en = {
  appName: 'Rebond',
  skipToContent: 'Skip to main content',
  /** Section 8 messages for SDK error keys: the SDK's English texts are the source. */
  errors: errorMessages as Record<ErrorMessageKey, string>,
  sessionCreateFailedWithDetail: (detail: string) => `Session creation failed: ${detail}`,
  videoCreationFailedWithReason: (reason: string) => `Video creation failed: ${reason}`,
  consentCheckFailed: 'We could not check your consent settings. Please try again.',
  retry: 'Try again',
  checkingSession: 'Checking your session...',
  pages: {
    patientDashboard: 'Patient dashboard',
    patientDashboardBody: 'The patient experience is coming in a later release.',
    backToDashboard: 'Return to Dashboard',
  },
  /** The document title of a page (WCAG 2.4.2). */
  documentTitle: (page: string) => `${page} · Rebond`,
  titles: {
    patientDashboard: 'Patient dashboard',
    login: 'Sign in',
    register: 'Create account',
    notFound: 'Page not found',
    sessionCreate: 'Create a session',
    sessionNew: 'New session',
    sessionActive: 'Active session',
    session: 'Session',
    createVideo: 'Record a message',
    avatars: 'Avatars',
    history: 'Session history',
    profile: 'Profile',
  },
  /** What happened, said on the page a sign-out leads to (a live region). */
  notices: {
    accountDeleted: 'Your account has been deleted.',
    sessionExpired: 'Your session has expired. Please sign in again.',
  },
  settings: {
    consentHeading: 'Your consents',
    consentIntro:
      'You can withdraw a consent at any time. Withdrawing the platform consent signs you out of the platform until you agree again.',
    consentGranted: (date: string) => `Given on ${date}`,
    consentWithdrawn: (date: string) => `Withdrawn on ${date}`,
    consentNever: 'Not given yet',
    withdraw: 'Withdraw',
    withdrawFailed: 'Your choice could not be saved. Please try again.',
    loadFailed: 'Your consents could not be loaded.',
    types: {
      platform: 'Platform use',
      session: 'Session recording',
      'data-processing': 'AI processing',
    },
  },
  /** Two-factor sign-in: the settings section and sign-in's second step. */
  twoFactor: {
    heading: 'Two-factor authentication',
    on: 'Two-factor sign-in is on.',
    off: 'Two-factor sign-in is off. Turn it on to ask for a code from your phone at every sign-in.',
    codesLeft: (count: number) => `Recovery codes left: ${count}.`,
    required: 'Your account needs it because it has embed keys.',
    password: 'Password',
    start: 'Set up',
    scan: 'Scan this QR code with your authenticator app, or type the key by hand.',
    qrAlt: 'QR code for your authenticator app',
    key: 'Key',
    code: 'Code from the app',
    confirm: 'Turn on',
    recoveryHeading: 'Your recovery codes',
    recoveryIntro:
      'Each code works once if you lose your phone. Keep them somewhere safe: they are shown only now.',
    done: 'I saved them',
    disableCode: 'Code from the app, or a recovery code',
    disable: 'Turn off',
    turnedOff: 'Two-factor sign-in is off.',
    failed: 'That did not work. Check your password and the code.',
    loadFailed: 'Two-factor settings could not be loaded.',
    stepHeading: 'Enter your code',
    stepIntro:
      'Open your authenticator app and enter the six-digit code for Rebond, or one of your recovery codes.',
    verify: 'Verify',
    back: 'Back to sign in',
  },
};

export type PortalMessages = typeof en;
