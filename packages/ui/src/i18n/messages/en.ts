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
    /** Why a new password is refused, shown live under the field. */
    weakness: {
      'too-short': 'Use at least 8 characters.',
      'too-long': 'Use at most 128 characters.',
      common: 'This is one of the most common passwords. Choose another.',
      repeated: 'Repeated characters like "aaa" are easy to guess.',
      sequence: 'Sequences like "abc" or "1234" are easy to guess.',
      keyboard: 'Keyboard patterns like "qwerty" are easy to guess.',
      dates: 'Dates and years are easy to guess.',
      personal: 'Do not use your name, username or e-mail.',
      words: 'A single word or name is easy to guess. Add more words.',
      guessable: 'This password is too easy to guess. Add more words or characters.',
    },
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
