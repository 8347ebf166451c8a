import type { EmbedKeyStatus } from '../embed-keys-model';

/**
 * English texts of the Embed tab. English is the source: it defines the shape every other
 * catalogue must satisfy.
 */
export const en = {
  title: 'Embed on your website',
  intro:
    'Put the practice recorder on a clinic website: visitors talk to one of your avatars, and their sessions show in your history.',
  loading: 'Loading embed keys...',
  loadFailed: 'Failed to load your embed keys',
  tryAgain: 'Try Again',
  form: {
    title: 'Create a key',
    name: 'Name',
    nameHint: 'For you only, such as "Homework page".',
    avatars: 'Avatars',
    avatarsHint: 'The avatars visitors may talk to. Only active avatars can be chosen.',
    noAvatars: 'You have no active avatar yet. Create one first: a key needs at least one.',
    origins: 'Allowed websites',
    originsHint:
      'One origin per line: https://clinic.example, https://clinic.example:8443 or https://*.clinic.example for every subdomain. http:// only for localhost. No paths.',
    expiresOn: 'Expires on (optional)',
    expiresOnHint:
      'The key stops working at the end of this day. Leave empty to keep it until you revoke it.',
    dailyQuota: 'Sessions per day',
    dailyQuotaHint: (min: number, max: number) =>
      `How many visitor sessions the key may start each day (UTC), ${min} to ${max}.`,
    submit: 'Create Key',
    errors: {
      nameRequired: 'Enter a name for the key',
      nameTooLong: (max: number) => `Use at most ${max} characters`,
      avatarsRequired: 'Choose at least one avatar',
      avatarsTooMany: (max: number) => `Choose at most ${max} avatars`,
      originsRequired: 'Enter at least one website origin',
      originsTooMany: (max: number) => `Enter at most ${max} origins`,
      originsInvalid: (lines: string) =>
        `Not a valid origin: ${lines}. Use https://host, https://host:port or https://*.host (http only for localhost), without a path.`,
      expiresInvalid: 'Enter a valid date',
      expiresPast: 'Choose a date in the future',
      quotaInvalid: (min: number, max: number) => `Enter a whole number from ${min} to ${max}`,
    },
    failed: 'The key could not be created. Please try again.',
  },
  secret: {
    title: 'Your new secret key',
    warning: 'Copy it now: it is shown only this once and cannot be shown again.',
    explanation:
      "Keep the secret on your website's server (for example in REBOND_EMBED_SECRET), never in a page. The publishable key below may go in a static page.",
    secretLabel: 'Secret key',
    publishableLabel: 'Publishable key',
    done: 'I have stored it',
  },
  copy: {
    copy: 'Copy',
    copyLabel: (what: string) => `Copy ${what}`,
    copied: 'Copied to the clipboard.',
    selected: 'The text is selected: press Ctrl+C (or Cmd+C) to copy it.',
  },
  list: {
    title: 'Your keys',
    empty: 'You have no embed keys yet. Create one above.',
    label: 'Embed keys',
    origins: 'Websites',
    avatars: 'Avatars',
    status: 'Status',
    usage: 'Sessions',
    usageText: (month: number, quota: number) => `${month} this month · up to ${quota} a day`,
    created: 'Created',
    expires: 'Expires',
    publishableKey: 'Publishable key',
    unknownAvatar: 'Deleted avatar',
    revoke: 'Revoke',
    statuses: { active: 'Active', revoked: 'Revoked', expired: 'Expired' } satisfies Record<
      EmbedKeyStatus,
      string
    >,
  },
  revoke: {
    title: (name: string) => `Revoke "${name}"?`,
    body: 'Websites using this key stop working at once, and visitors in a session are cut off. This cannot be undone: to embed again, create a new key.',
    cancel: 'Cancel',
    confirm: 'Revoke Key',
    failed: 'The key could not be revoked. Please try again.',
  },
  snippets: {
    title: 'Code for your website',
    intro: 'Pick a key, then copy the code for how your website works.',
    keyLabel: 'Key for the code',
    noKey: 'Create a key to fill in its publishable key.',
    serverTitle: 'With a server (recommended)',
    serverIntro:
      'Your server serves the page and trades the secret for a short-lived visitor token whenever the page asks, also for a fresh one before it expires. Save the Node example as token-server.mjs and the page as index.html beside it.',
    serverCode: 'Node token handler',
    serverTag: 'Page tags with a token',
    staticTitle: 'On a static website',
    staticIntro:
      'The publishable key works only on the allowed websites; the widget trades it for a token itself.',
    staticTag: 'Page tags with the publishable key',
  },
};

export type EmbedKeysMessages = typeof en;
