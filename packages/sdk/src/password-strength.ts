/**
 * The password rule shared by the server (sign-up, `/users/create`, password change) and the forms
 * (live, as the user types): zxcvbn's estimate over common-password, name and word lists
 * (`@zxcvbn-ts/core` with its common and English language packs) must reach score 3, "safely
 * unguessable" (about 10^8 guesses), on top of the length limits. The lists weigh about 1 MB, so
 * they load on the first check only (a dynamic import: a browser bundle fetches them as their own
 * chunk, never with the landing page).
 */
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@rebond/vocabulary';

/** The lowest zxcvbn score (0 to 4) accepted. */
export const PASSWORD_MIN_SCORE = 3;

/** Why a password is refused; the forms show each in the user's language. */
export const PASSWORD_WEAKNESSES = [
  'too-short',
  'too-long',
  'common',
  'repeated',
  'sequence',
  'keyboard',
  'dates',
  'personal',
  'words',
  'guessable',
] as const;
export type PasswordWeakness = (typeof PASSWORD_WEAKNESSES)[number];

/** The English reason of each weakness, the server's `detail` when it refuses a password. */
export const PASSWORD_WEAKNESS_DETAILS: Record<PasswordWeakness, string> = {
  'too-short': `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  'too-long': `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  common: 'This password is one of the most common passwords: choose another',
  repeated: 'Repeated characters like "aaa" or "abcabc" are easy to guess: choose another password',
  sequence: 'Sequences like "abc" or "1234" are easy to guess: choose another password',
  keyboard: 'Keyboard patterns like "qwerty" are easy to guess: choose another password',
  dates: 'Dates and years are easy to guess: choose another password',
  personal: 'The password must not contain your name, username or e-mail',
  words: 'A single word or name is easy to guess: add more words or characters',
  guessable: 'This password is too easy to guess: add more words or characters',
};

/** zxcvbn's warning keys, grouped into our reasons (anything else is `guessable`). */
const WARNINGS: Readonly<Record<string, PasswordWeakness>> = {
  topTen: 'common',
  topHundred: 'common',
  common: 'common',
  similarToCommon: 'common',
  pwned: 'common',
  simpleRepeat: 'repeated',
  extendedRepeat: 'repeated',
  sequences: 'sequence',
  straightRow: 'keyboard',
  keyPattern: 'keyboard',
  recentYears: 'dates',
  dates: 'dates',
  userInputs: 'personal',
  wordByItself: 'words',
  namesByThemselves: 'words',
  commonNames: 'words',
};

type Checker = (password: string, userInputs: string[]) => Promise<{ score: number; warning: string | null }>;

let checker: Promise<Checker> | undefined;

function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return async (password, userInputs) => {
      const result = await factory.checkAsync(password, userInputs);
      return { score: result.score, warning: result.feedback.warning };
    };
  });
  checker.catch(() => {
    checker = undefined;
  });
  return checker;
}

/**
 * Why `password` is refused, or `undefined` when it is strong enough. `userInputs` are the
 * account's own words (name, username, e-mail), which count as easy to guess.
 */
export async function passwordWeakness(
  password: string,
  userInputs: readonly (string | undefined)[] = [],
): Promise<PasswordWeakness | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (password.length > PASSWORD_MAX_LENGTH) return 'too-long';
  const check = await loadChecker();
  const inputs = userInputs.flatMap((input) => {
    const value = input?.trim().toLowerCase();
    return value ? [value, ...value.split(/[@._\s-]+/).filter((part) => part.length >= 3)] : [];
  });
  const { score, warning } = await check(password, inputs);
  if (score >= PASSWORD_MIN_SCORE) return undefined;
  return (warning && WARNINGS[warning]) || 'guessable';
}
