/**
 * The client's side of a scenario written about the character in the third person ("Maya, 16, has
 * been skipping school for two weeks. Her mother, the coach, found out from the school."): the
 * clauses that tell the client's story, with every mention of the coach turned to "you", ready for
 * the case formulation to put in the client's own words. What the scenario says about the exercise
 * (who the coach is, what the coach wants, what "they" both did) is left out: the client does not
 * know the coach's plan, and "they" may be anyone.
 */
import { escapeRegExp } from './words.js';

/** The coach, however the scenario names them: "the coach", "her mother, the coach", "the coach (his son)". */
const COACH_NAMES = [
  /\b(?:his|her|their) [a-z-]+(?: [a-z-]+)?, (?:the|our) (?:coach|user|trainee),?/gi,
  /\b(?:the|our) (?:coach|user|trainee),? \(?(?:his|her|their) [a-z-]+(?: [a-z-]+)?\)?,?(?= )/gi,
];
const COACH_POSSESSIVE = /\b(?:the|our) (?:coach|user|trainee)'s\b/gi;
const COACH = /\b(?:the|our) (?:coach|user|trainee)\b/gi;

/** A verb after "you" that agreed with the coach in the third person ("the coach finds" -> "you find"). */
const IRREGULAR: Record<string, string> = {
  is: 'are',
  was: 'were',
  has: 'have',
  does: 'do',
  "isn't": "aren't",
  "wasn't": "weren't",
  "hasn't": "haven't",
  "doesn't": "don't",
};
const ADVERB = /^(always|never|often|sometimes|usually|still|just|also|only|recently|finally|already)$/i;

function agree(clause: string): string {
  return clause.replace(
    /\b([Yy]ou)((?: [a-z]+ly| (?:always|never|often|sometimes|usually|still|just|also|only))*) ([a-z']+)\b/g,
    (m, you: string, adverbs: string, verb: string) => {
      if (IRREGULAR[verb]) return `${you}${adverbs} ${IRREGULAR[verb]}`;
      if (ADVERB.test(verb) || !/[^su]s$/.test(verb) || /ss$/.test(verb)) return m;
      const bare = /[^aeiou]ies$/.test(verb)
        ? `${verb.slice(0, -3)}y`
        : /(ch|sh|x|z|o)es$/.test(verb)
          ? verb.slice(0, -2)
          : verb.slice(0, -1);
      return `${you}${adverbs} ${bare}`;
    },
  );
}

/** The coach named without their role in apposition: "her manager, the coach," -> "the coach". */
export function withoutCoachRole(text: string): string {
  let s = text;
  for (const re of COACH_NAMES) s = s.replace(re, 'the coach');
  return s;
}

/**
 * The coach as "you", the coach's as "your": only where the scenario says "the coach". "Her son"
 * stays her son even when the coach is her child: the coach may be his sister.
 */
export function coachAsYou(clause: string): string {
  let s = clause;
  for (const re of COACH_NAMES) s = s.replace(re, 'you');
  s = s.replace(COACH_POSSESSIVE, 'your').replace(COACH, 'you');
  // "You" only where a clause starts, and "you" after a verb or preposition as it is.
  s = s.replace(/(^|[.!?]\s+)you\b/g, (_m, before: string) => `${before}You`);
  return agree(s);
}

/** The subject a clause starts with, past a leading time or place ("On Monday, you found out"). */
const SUBJECT =
  /^(?:(?:since then|after that|then|now|still|lately|recently|these days)\s+|(?:on|at|in|since|after|before|last|this|every|when|once|then)\b[^,]{0,40},\s*)?([A-Za-z']+)/i;

/**
 * Whether a third-person scenario is about the character: it names them, or says "the client".
 * A scenario in the second person ("You are Robert...") is read as it is, elsewhere.
 */
export function namesCharacter(scenario: string, name: string | undefined): boolean {
  if (/\bthe client\b/i.test(scenario)) return true;
  return !!name && new RegExp(`\\b${escapeRegExp(name)}\\b`).test(scenario);
}

/**
 * How the character behaves when the matter is raised ("changes the subject whenever it comes up",
 * "gets defensive when challenged"): a direction for playing them, seen from outside, which the
 * client would not say of themself.
 */
const CONDUCT =
  /\b(?:chang(?:e|es|ed|ing)|avoid(?:s|ed|ing)?|dodg(?:e|es|ed|ing)|deflect(?:s|ed|ing)?) the (?:subject|topic|question)\b|\bwhenever (?:it|this|that|the (?:subject|topic|matter)) (?:comes up|is (?:mentioned|raised|brought up))\b|\bwhen(?:ever)? (?:asked|challenged|pressed|critici[sz]ed|confronted)\b/i;

/** A clause without its predicates that direct the playing (`CONDUCT`); empty when it is all direction. */
function withoutConduct(clause: string): string {
  const parts = clause.split(/\s+(?=(?:and|but)\s)/);
  if (CONDUCT.test(parts[0] ?? '')) return '';
  return parts.filter((part) => !CONDUCT.test(part)).join(' ');
}

/**
 * The scenario's clauses that tell the client's story (`clauses`, as the formulation splits
 * prose), each with the coach turned to "you". Left out: a clause whose subject is the coach or
 * "they", a clause that only says who the client is to the coach ("Robert, 58, is the coach's
 * father"), and how the client behaves when the matter comes up (`CONDUCT`).
 */
export function clientSideOf(clauses: readonly string[], name: string | undefined): string[] {
  const out: string[] = [];
  for (const raw of clauses) {
    const said = withoutConduct(coachAsYou(raw.replace(/\bthe client\b/gi, name ?? 'the client')));
    if (!said) continue;
    const subject = (SUBJECT.exec(said)?.[1] ?? '').toLowerCase();
    if (subject === 'you' || subject === 'they' || subject === 'both') continue;
    // Who the client is to the coach: the scenario's frame, not the client's story.
    if (/^\S+(?:,\s*\d{1,3},)?\s+(?:is|was)\s+your\s+[a-z-]+(?:\s+[a-z-]+)?\.?$/i.test(said)) continue;
    out.push(said);
  }
  return out;
}
