/** Who talked how much: the coach's share of the speaking time in a session. */

/** Turn durations in seconds, as measured from each recording and each reply's audio. */
export interface TalkTimeInput {
  /** Durations of the coach's turns. */
  coach: readonly number[];
  /** Durations of the avatar's (client's) turns. */
  avatar: readonly number[];
}

/** Totals and the coach's share. */
export interface TalkTime {
  coachS: number;
  avatarS: number;
  /** coach / (coach + avatar), from 0 to 1; null when nobody spoke. */
  coachShare: number | null;
}

// A missing, negative or non-numeric duration (a failed measurement) counts as silence.
const total = (durations: readonly number[]) =>
  durations.reduce((sum, d) => (Number.isFinite(d) && d > 0 ? sum + d : sum), 0);

/** Adds up the coach's and the avatar's turns and gives the coach's share of the talk time. */
export function talkTime(input: TalkTimeInput): TalkTime {
  const coachS = total(input.coach);
  const avatarS = total(input.avatar);
  const all = coachS + avatarS;
  return { coachS, avatarS, coachShare: all > 0 ? coachS / all : null };
}
