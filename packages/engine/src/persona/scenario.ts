/**
 * Pulls the concrete details out of a session's scenario prompt (named events, objects and
 * quantities, people, times, places) as short noun phrases told from the avatar's side, so the
 * avatar can mention "Thanksgiving" or "two beers" without re-telling whole clauses.
 */
import { withoutCoachRole } from './scenario-story.js';
import { contentWords, escapeRegExp } from './words.js';

/** One concrete detail of the scenario. */
export interface ScenarioFact {
  kind: 'event' | 'object' | 'person' | 'time' | 'place';
  /** The phrase as the avatar says it ("Thanksgiving", "two beers", "your partner", "last year"). */
  text: string;
  /** Content words, to match what the coach says. */
  words: string[];
  /** An object counted with a number ("two beers", "5000 euros"). */
  quantity?: boolean;
  /** A celebration (a holiday, a party, a wedding): something people are meant to enjoy. */
  festive?: boolean;
}

/** Everything the avatar knows from the scenario prompt. */
export interface ScenarioFacts {
  facts: ScenarioFact[];
  /** Content words of the whole prompt. */
  words: string[];
}

const EVENTS =
  /\b(thanksgiving|christmas(?: eve| dinner| day)?|easter|new year's(?: eve)?|hanukkah|eid|diwali|passover|(?:(?:the coach's|the user's|the client's|his|her|my|your|the|their|our|[A-Z][a-z]+'s) )?(?:birthday(?: party| dinner)?|wedding|funeral|graduation|anniversary|retirement party|christmas party|office party|family dinner|family reunion|barbecue|bbq|holiday|vacation|trip|divorce|accident|diagnosis|surgery|layoff|performance review|review|meeting|party|dinner|lunch|game|match|appointment|interview|fight|argument))\b/gi;
const NUMBER =
  '(?:a couple of|a few|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|\\d+(?:[.,]\\d+)?)';
const QUANTITY = new RegExp(
  `\\b${NUMBER} (?:(?:more|full|whole|cold|small|big|extra|glasses of|bottles of|cans of|pints of|shots of|cups of) )?([a-z]+(?:s|ren|people)|beer|wine|drink|dollar|euro|hour|day|week|month|year|time)\\b`,
  'gi',
);
const TIMES =
  /\b(last (?:year|month|week|night|summer|winter|spring|fall|autumn|christmas|thanksgiving|weekend|time)|(?:two|three|four|five|six|a few|several|\d+) (?:days|weeks|months|years) ago|a (?:week|month|year) ago|since then|yesterday|this morning|last (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|on (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|in (?:january|february|march|april|may|june|july|august|september|october|november|december)|every (?:day|night|weekend|week))\b/gi;
const PLACES =
  /\b(?:at|in|in front of|outside) ((?:the|his|her|my|your|their|our) (?:whole )?(?:family|kitchen|office|house|home|car|table|restaurant|bar|hospital|school|church|garden|party|kids|children|neighbours|neighbors|guests|team|boss|colleagues))\b/gi;
const RELATION =
  /\b((?:(?:his|her|my|your|their) (?:daughter|son|wife|husband|sister|brother|mother|father)'s|his|her|my|your|their|the coach's|the user's|the client's|[A-Z][a-z]+'s|the(?= (?:client|clients|boss|manager|team|neighbours|neighbors|doctor|landlord)\b)) (?:new |old |late |little |older |younger |ex-?)?(?:partner|wife|husband|girlfriend|boyfriend|son|daughter|mother|father|mom|dad|mum|sister|brother|child|children|kids|boss|manager|friend|colleague|team|family|grandson|granddaughter|grandmother|grandfather|fiancée?|doctor|neighbou?r|client|clients|landlord))\b/gi;
const OBJECTS =
  /\b((?:the|his|her|my|your|their) (?:car|house|keys|phone|money|loan|debt|bill|rent|job|promotion|bottle|email|text message|letter|dog|cat|business|shop|restaurant|company|apartment|flat|diagnosis|medication|report|exam|grades|contract|shift|schedule|deadline|project|project deadline|targets)|(?:a|an|the|his|her|my|your) (?:[a-z]+ )?(?:error|mistake|affair|complaint|warning))\b/gi;

const PROPER_NAME = /\b([A-Z][a-z]{2,})\b/g;
const NOT_NAMES = new Set(
  'The This That They Then There When While After Before Since During Last Next Every Your You Yours His Her Hers Their She He It Its Our We Us Him Them Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Thanksgiving Christmas Easter Eid Diwali Hanukkah Passover New Year Coach User Client Scenario Session Avatar Role Father Mother Dad Mom Mum Son Daughter Brother Sister Today Tonight Yesterday Now And But Or So If Because Although Though Also Even Still Only Just Now Once What Why How Who Which Where'.split(
    ' ',
  ),
);

/**
 * Tells who the prompt's pronouns point at. "You are Robert..." speaks to the avatar, so "you/your"
 * is the avatar and "I/my" the coach; a third-person prompt ("Robert is... his daughter") makes
 * "he/his" the avatar, "the coach" and "I/my" the coach.
 */
function perspective(prompt: string, name: string | undefined): 'second' | 'third' {
  const first = prompt.trim().slice(0, 200).toLowerCase();
  if (/^(you are|you're|you have|you)\b/.test(first) || /\byou (are|play|have been)\b/.test(first))
    return 'second';
  if (name && new RegExp(`\\b${escapeRegExp(name.toLowerCase())}\\b`).test(first)) return 'third';
  return 'third';
}

/**
 * The avatar's possessive in the prompt: "your" in one written to them; in one written about them
 * "his" or "her" by their gender ("Her son ... since his birthday": the birthday is the son's), either
 * when it is not known.
 */
function ownPossessive(view: 'second' | 'third', gender: string | undefined): RegExp {
  if (view === 'second') return /^your$/i;
  return gender === 'male' ? /^his$/i : gender === 'female' ? /^her$/i : /^(his|her)$/i;
}

/** Turns a noun phrase from the prompt into the avatar's words: the avatar's things become "my", the coach's "your". */
function fromAvatarSide(phrase: string, avatarPoss: RegExp, name: string | undefined): string {
  let s = phrase.trim();
  if (name) s = s.replace(new RegExp(`^${escapeRegExp(name)}'s\\b`), '\u0000');
  s = s.replace(/^the (coach|user|client)'s\b/i, 'my');
  s = s.replace(/^(\S+'s|\S+)(?=\s)/, (det) => {
    if (det === '\u0000' || avatarPoss.test(det)) return 'my';
    if (/^my$/i.test(det)) return 'your';
    if (/^(their|our)$/i.test(det)) return 'our';
    return det;
  });
  s = s.replace('\u0000', 'my');
  return s.replace(/\s+/g, ' ');
}

/** A parent talking to their child: "my daughter's new partner" is "your new partner". */
function towardCoach(phrase: string, relationship: string | undefined): string {
  if (!/\b(father|mother|dad|mom|mum|parent)\b/i.test(relationship ?? '')) return phrase;
  return phrase.replace(/^my (daughter|son|child|kid)'s\b/i, 'your');
}

/** "on friday" -> "Friday", "in march" -> "March": times that read well after "since" and "was". */
const cleanTime = (t: string) =>
  t
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/^(on|in) /, '')
    .replace(
      /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|may|june|july|august|september|october|november|december|christmas|thanksgiving)\b/g,
      (w) => (w[0] ?? '').toUpperCase() + w.slice(1),
    );

/** Words for the coach, seen from the avatar, by the avatar's relationship to the coach. */
const COACH_ROLE: [RegExp, RegExp][] = [
  [/\b(father|mother|dad|mom|mum|parent)\b/i, /^my (daughter|son|child|kid)$/],
  [/\b(daughter|son|child)\b/i, /^my (mother|father|mom|dad|mum|parent|parents)$/],
  [/\b(sister|brother|sibling)\b/i, /^my (sister|brother)$/],
  [/\b(wife|husband|partner|girlfriend|boyfriend)\b/i, /^my (wife|husband|partner|girlfriend|boyfriend)$/],
  [/\b(employee|report)\b/i, /^my (boss|manager|director|supervisor)$/],
  [/\b(boss|manager|director)\b/i, /^my (employee|report|assistant)$/],
  [/\b(friend)\b/i, /^my (friend|best friend)$/],
  [/\b(colleague|coworker|co-worker)\b/i, /^my (colleague|coworker|co-worker)$/],
];

/** Extracts the scenario's concrete details. */
export function extractScenarioFacts(
  prompt: string | null | undefined,
  avatarName?: string,
  relationship?: string,
  gender?: string,
): ScenarioFacts {
  // "Her manager, the coach," is the coach, not one of the avatar's people ("my manager").
  const text = withoutCoachRole((prompt ?? '').replace(/[’]/g, "'").trim());
  if (!text) return { facts: [], words: [] };
  const own = ownPossessive(perspective(text, avatarName), gender);
  const facts: ScenarioFact[] = [];
  const seen = new Set<string>();
  const add = (kind: ScenarioFact['kind'], phrase: string) => {
    const said = phrase.trim();
    // "the team" and "my team" are one detail: keyed without the determiner.
    const key = said.toLowerCase().replace(/^(the|my|your|our|a|an)\s+/, '');
    if (!said || seen.has(key) || said.split(/\s+/).length > 5) return;
    // A shorter phrase already inside a longer one of the same kind adds nothing.
    if (facts.some((f) => f.kind === kind && f.text.toLowerCase().includes(key))) return;
    seen.add(key);
    facts.push({
      kind,
      text: said,
      words: contentWords(said),
      ...(kind === 'object' &&
      /^(\d+|a couple|a few|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty)\b/i.test(said)
        ? { quantity: true }
        : {}),
      ...(kind === 'event' &&
      /thanksgiving|christmas|easter|new year|hanukkah|eid|diwali|passover|birthday|wedding|party|dinner|reunion|barbecue|bbq|holiday|vacation|trip|anniversary|graduation|lunch/i.test(
        said,
      )
        ? { festive: true }
        : {}),
    });
  };
  for (const m of text.matchAll(EVENTS)) {
    const raw = m[0];
    const named = /^(thanksgiving|christmas|easter|new year|hanukkah|eid|diwali|passover)/i.test(raw);
    const phrase = named
      ? raw.replace(/^./, (c) => c.toUpperCase())
      : fromAvatarSide(
          /^(his|her|my|your|the|their|our|[A-Z][a-z]+'s)\b/i.test(raw) ? raw : `the ${raw}`,
          own,
          avatarName,
        );
    add('event', phrase.replace(/^The\b/, 'the'));
  }
  for (const m of text.matchAll(QUANTITY)) {
    if (
      /\b(years? old|\d+ years?)\b/i.test(m[0]) &&
      /old|aged|age/i.test(text.slice(m.index ?? 0, (m.index ?? 0) + m[0].length + 6))
    )
      continue;
    if (/\b(year|month|week|day|hour|time)s?$/i.test(m[0])) continue;
    add('object', m[0].toLowerCase());
  }
  // "a medication error" is "the medication error" once both know about it.
  for (const m of text.matchAll(OBJECTS))
    add('object', fromAvatarSide(m[1] ?? '', own, avatarName).replace(/^an? /i, 'the '));
  // "your father" in the father's own mouth is himself: leave the avatar's own role out.
  const self = (relationship ?? '')
    .toLowerCase()
    .replace(/^(your|my|the)\s+/, '')
    .trim();
  for (const m of text.matchAll(RELATION)) {
    const phrase = towardCoach(fromAvatarSide(m[1] ?? '', own, avatarName), relationship).toLowerCase();
    if (self && phrase === `your ${self}`) continue;
    if (/^your (father|mother|dad|mom|mum)$/.test(phrase) && !self) continue;
    // "my brother" in the mouth of the coach's sister is the coach: the avatar says "you".
    if (COACH_ROLE.some(([rel, coach]) => rel.test(self) && coach.test(phrase))) continue;
    add('person', phrase);
  }
  for (const m of text.matchAll(TIMES)) add('time', cleanTime(m[0]));
  for (const m of text.matchAll(PLACES))
    add(
      'place',
      `${/front/i.test(m[0]) ? 'in front of' : 'at'} ${fromAvatarSide(m[1] ?? '', own, avatarName)}`.toLowerCase(),
    );
  for (const m of text.matchAll(PROPER_NAME)) {
    const n = m[1] ?? '';
    const at = m.index ?? 0;
    const sentenceStart = at === 0 || /[.!?]\s*$/.test(text.slice(Math.max(0, at - 3), at));
    if (NOT_NAMES.has(n) || n === avatarName || sentenceStart) continue;
    add('person', n);
  }
  return { facts, words: contentWords(text) };
}
