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
};

export type PortalMessages = typeof en;
