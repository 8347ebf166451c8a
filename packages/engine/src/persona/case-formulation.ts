/**
 * The case formulation: what a standardized patient knows before the first line. Built once, by a
 * pure function, from whatever the coach wrote (the wizard's fields, or free prose in note form,
 * first, second or third person, bullet lists) plus the session's scenario. Every sentence the
 * avatar tells from its story is stored here already turned to the first person ("drinks four
 * beers most nights" -> "I drink four beers most nights"), so writers only choose and frame them.
 * Plain data: it serialises to JSON and a model prompt can quote it.
 */
import type { CaseFrame, CaseVoice, DisclosureDepth, StageOfChange } from '@rebond/vocabulary';
import { type CharacterProfile, parseProfile } from './profile.js';
import { clientSideOf, namesCharacter } from './scenario-story.js';
import { escapeRegExp } from './words.js';

export type { CaseFrame, StageOfChange };
/** How the client talks: a teenager short and informal, an adult plainly. */
export type Voice = CaseVoice;

/** Someone in the client's life. */
export interface CasePerson {
  /** "son", "best friend", "manager"; empty when only a name is known. */
  relation: string;
  name?: string;
  age?: number;
}

/** One thing the client can tell, in their own words. */
export interface CaseFact {
  /** A first-person sentence without its final stop ("I drink four beers most nights"). */
  text: string;
  /** Holds an amount or a frequency ("four beers", "twice a week"): answers "how much/how often". */
  quantity: boolean;
  /** 0: said to anyone; 1: said once there is some trust; 2: said only when open. */
  depth: DisclosureDepth;
  /** A note without a verb ("3 or 4 nights a week"): said only as the answer to a question about it. */
  fragment: boolean;
  /** Lower-case content words, to match what the coach asks about. */
  words: string[];
}

/** The case formulation of one avatar in one session. */
export interface CaseFormulation {
  version: 1;
  name?: string;
  age?: number;
  gender?: 'male' | 'female';
  role?: string;
  voice: Voice;
  /** Trait words ("defensive", "proud"). */
  traits: string[];
  /** Who the coach is to them. */
  coach: { frame: CaseFrame; role: string };
  people: CasePerson[];
  /** The story: background, events and quantities. */
  facts: CaseFact[];
  /** The behaviour the session is about ("drinking", "self-harm"), when the profile names one. */
  target?: string;
  values: string[];
  fears: string[];
  /** Reasons to stay the same, in their words. */
  sustain: string[];
  /** Reasons to change, in their words. */
  change: string[];
  stage: StageOfChange;
  /** Self-harm or suicide facts, in their words, for risk questions. */
  risk: string[];
  /** How resistant they are at the start of a neutral session, 0..1. */
  baseResistance: number;
  /** The lowest resistance the character ever reaches, however good the coach. */
  floor: number;
}

const NUMBER_WORD =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|a hundred|a couple|a few|several|half a|a dozen';
/** An amount or a frequency in a text ("four beers", "twice a week"). */
export const QUANTITY_RE = new RegExp(
  `\\b(\\d[\\d,.-]*|${NUMBER_WORD}|once|twice|every (?:day|night|evening|morning|weekend|week)|most (?:days|nights|evenings|weekends)|daily|nightly)\\b`,
  'i',
);
const TRAIT_WORDS =
  'defensive|proud|ashamed|anxious|stubborn|guarded|angry|ambivalent|shy|withdrawn|hostile|sarcastic|warm|chatty|talkative|quiet|private|bitter|resentful|irritable|hopeless|depressed|lonely|tired|exhausted|overwhelmed|worried|nervous|scared|sad|grieving|cheerful|friendly|polite|loyal|perfectionist|conscientious|impulsive|dismissive|combative|prickly|blunt|reserved|closed|open|motivated|reluctant|sceptical|skeptical|cynical|frightened|embarrassed|confused|numb|angry';
const TRAIT_RE = new RegExp(`\\b(${TRAIT_WORDS})\\b`, 'gi');
const ONE_TRAIT = new RegExp(`^(${TRAIT_WORDS})$`, 'i');
const GUARDED_TRAITS =
  /^(defensive|proud|stubborn|guarded|hostile|dismissive|combative|prickly|bitter|resentful|sceptical|skeptical|cynical|reluctant|closed)$/;
const SOFT_GUARD = /^(ashamed|sarcastic|private|reserved|shy|withdrawn|embarrassed|irritable|blunt)$/;
const RELATIONS =
  'son|daughter|wife|husband|partner|girlfriend|boyfriend|mother|father|mum|mom|dad|sister|brother|grandson|granddaughter|grandmother|grandfather|best friend|friend|manager|boss|colleague|doctor|gp|teacher|kids?|children|child|baby|fiancée?|ex-wife|ex-husband|ex|flatmate|roommate|coach|neighbou?r|aunt|uncle|cousin';
const PERSON_RE = new RegExp(
  `\\b(?:my|his|her|their|your|the)\\s+((?:new |older |younger |little |late |best |own )?(?:${RELATIONS}))\\b(?:,?\\s+([A-Z][a-z]+))?(?:,\\s*(\\d{1,2})\\b)?`,
  'g',
);
/** "the mother of Leo, 8, and Ava, 11": named children of a parent. */
const NAMED_AGE_RE = /\b([A-Z][a-z]{2,}),\s*(\d{1,2})\b/g;
const OCCUPATIONS =
  'plumber|electrician|nurse|teacher|retired teacher|accountant|driver|delivery driver|lorry driver|truck driver|student|supervisor|warehouse supervisor|manager|engineer|doctor|lawyer|builder|carpenter|mechanic|chef|cook|cleaner|shop assistant|cashier|salesman|saleswoman|sales rep|farmer|soldier|veteran|police officer|firefighter|paramedic|social worker|carer|caregiver|programmer|developer|designer|artist|musician|writer|journalist|waiter|waitress|bartender|hairdresser|secretary|receptionist|administrator|clerk|banker|pharmacist|midwife|baker|butcher|painter|decorator|roofer|welder|labourer|laborer|miner|fisherman|pilot|retiree|pensioner|homemaker|stay-at-home (?:mum|mom|dad|parent)|unemployed|apprentice|consultant|architect|scientist|researcher|professor|lecturer|librarian|vet|dentist|therapist|counsellor|pastor|priest|trader|entrepreneur|business owner|shop owner|taxi driver|bus driver|courier|security guard|gardener|factory worker|call centre worker|office worker|civil servant';
const ROLE_RE = new RegExp(
  `\\b(?:a|an)\\s+(?:\\d{1,2}-year-old\\s+)?((?:retired |former |part-time |self-employed |senior |junior |head )?(?:[a-z]+-[a-z]+ )?(?:${OCCUPATIONS}))\\b`,
  'i',
);
const FAMILY_ROLE_RE = /\b(father|mother|dad|mum|mom|grandfather|grandmother|widow|widower|wife|husband)\b/i;
const NOT_NAMES = new Set(
  'I The This That They Then There When While After Before Since During Last Next Every Your You His Her Their She He It Our We Name Age Role Gender Mum Mom Dad Father Mother Defensive Proud Ashamed Anxious Angry Gambling Drinking Smoking Says Drinks Smokes Afraid Fears Values Wants Doesn Tried Lost Online My Year Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December GP Christmas Easter'.split(
    ' ',
  ),
);

const cap = (s: string) => (s ? (s[0] ?? '').toUpperCase() + s.slice(1) : s);
const STOP = new Set(
  "i me my the a an and or but so to of in on at for with is am are was were be been it that this what when how do does did not no my his her he she they them their about since from by as up out off just really most every some any have has had ago want wants like get go know think feel make time lot people thing things don't i'm it's can't".split(
    ' ',
  ),
);
/** A note without a verb ("3 or 4 nights a week"): said only as the answer to a question about it. */
export const isVerbless = (text: string) =>
  !/\b(I|I'm|I've|[Mm]y|me|is|are|was|were|has|have|had|\w+ed|\w+s)\b/.test(
    text.replace(/\b(nights|days|weeks|times|evenings|slots|years|months|pounds|euros|dollars)\b/gi, ''),
  );
/** Lower-case content words of a text, to match what the coach asks about. */
export const wordsOf = (text: string) =>
  [...new Set(text.toLowerCase().match(/[a-z][a-z']{2,}|\d+/g) ?? [])].filter((w) => !STOP.has(w));

/** Third-person singular to the first person: "drinks" -> "drink", "is" -> "am". */
function deinflect(verb: string): string {
  const lower = verb.toLowerCase();
  const irregular: Record<string, string> = {
    is: 'am',
    has: 'have',
    does: 'do',
    "doesn't": "don't",
    goes: 'go',
    "isn't": "I'm not",
    "hasn't": "haven't",
    was: 'was',
    says: 'say',
  };
  if (irregular[lower]) return irregular[lower] as string;
  if (!/s$/.test(lower) || /(ss|us|is)$/.test(lower)) return verb;
  if (/[^aeiou]ies$/.test(lower)) return `${verb.slice(0, -3)}y`;
  if (/(ch|sh|x|z|o)es$/.test(lower)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

const ADVERB =
  /^(always|never|often|usually|sometimes|still|also|just|only|really|mostly|rarely|regularly|now|then|barely|hardly|even|already)$/i;
/** Words that start a clause as its verb when the subject is left out in notes ("drinks four beers"). */
const LEADING_VERB =
  /^(drinks|smokes|says|said|doesn't|does|wants|wanted|has|had|is|was|fears|values|tried|lost|plays|uses|used|gambles|works|worked|lives|lived|cuts|feels|felt|thinks|thought|worries|hates|loves|likes|misses|spends|takes|goes|gets|got|cares|dropped|started|stopped|quit|left|fell|broke|went|came|moved|became|spent|calls|visits|lives|finds|found|knows|keeps|kept|sees|believes|forgot|forgets|needs|hopes|wishes|denies|admits|drank|smoked|hides|lies|sleeps|cries|skips|avoids|refuses|blames|won't|can't|hasn't|isn't|didn't|never|always|often|usually|sometimes|still|also)\b/i;
const LEADING_ADJ =
  /^(afraid|scared|worried|ashamed|proud|terrified|embarrassed|angry|frightened|sick|tired|desperate|ambivalent|unsure|determined|keen|reluctant|sad|lonely|anxious)\b/i;

/**
 * Words after which a third person's "her" is the object ("sent her after a test" -> "me"), not
 * the possessive ("her divorce" -> "my"): prepositions, particles, conjunctions, determiners.
 */
const AFTER_OBJECT =
  /^(after|before|to|for|from|into|onto|about|at|in|on|with|without|by|up|down|out|off|back|away|home|over|around|through|that|this|these|those|a|an|the|and|but|or|nor|so|because|when|whenever|if|as|since|until|while|again|anymore|too|feel|go|come|be|do|cry|think|what|how|why|where|who|alone|anything|something|nothing|everything|here|there|like|once|twice|enough|now|then|yet)$/i;
/** Verbs whose object can be followed by a bare verb or a state ("makes her feel", "left her exhausted"). */
const BEFORE_OBJECT =
  /^(make|makes|made|let|lets|help|helps|helped|watch|watches|watched|see|sees|saw|hear|hears|heard|leave|leaves|left|keep|keeps|kept|get|gets|got|want|wants|wanted|need|needs|needed|drive|drives|drove|found|finds|caught|catches)$/i;
/** What follows such an object: a verb or a state, not a noun ("makes her feel", not "hates her work"). */
const COMPLEMENT =
  /^(\w+ed|company|feel|go|come|be|do|cry|think|stop|know|stay|wait|try|eat|get|take|quit|worry|panic|lose|hide|alone|awake|upset|afraid|scared|sick|anxious|numb|drunk|ill|angry|worse|crazy|mad)$/i;

/** Whether "her" is an object ("sent her after a test", "told her") rather than a possessive ("her divorce"). */
function objectHer(before: string, next: string): boolean {
  if (!next || AFTER_OBJECT.test(next)) return true;
  const verb = /([A-Za-z']+)\s*$/.exec(before)?.[1] ?? '';
  // "made her book the appointment": after make, let and help, "her" is the one made to.
  if (/^(make|makes|made|let|lets|help|helps|helped)$/i.test(verb)) return true;
  return BEFORE_OBJECT.test(verb) && COMPLEMENT.test(next);
}

/** The third person's verbs, for a verb coordinated with the client's own ("I value ... and is frightened"). */
const CO_VERB =
  /^(is|isn't|has|hasn't|does|doesn't|drinks|smokes|says|wants|fears|values|plays|uses|gambles|works|lives|cuts|feels|thinks|worries|hates|loves|likes|misses|spends|takes|goes|gets|cares|finds|knows|keeps|sees|believes|forgets|needs|hopes|wishes|denies|admits|hides|lies|sleeps|cries|skips|avoids|refuses|blames|tries|wakes|buys|drives|comes|makes|pays|stays|calls|texts|runs|eats|watches|reads|wonders|struggles|manages|tells|starts|stops|drops|loses|owes|sits|binges|vapes|snacks|checks|bets|relies|changes|promises|leads|leaves)$/i;

/** Past verbs a note lists after a comma, each a thing that happened. */
const NOTE_PAST =
  /^(lost|spent|tried|started|stopped|quit|dropped|missed|lasted|fell|broke|crashed|failed|got|was|had|took|owes|borrowed|relapsed)$/;

/**
 * A verb coordinated with the client's own after "and", "but", "or" or a comma keeps the first
 * person: "I value being a dependable mum and is frightened..." -> "... and I'm frightened...".
 * Only while "I" is still the subject: a "that", "who" or another subject between them stops it.
 */
function coordinated(text: string): string {
  const tokens = text.split(/(\s+)/);
  let subjectI = false;
  let afterJoin = false;
  for (let i = 0; i < tokens.length; i++) {
    const raw = tokens[i] ?? '';
    if (/^\s+$/.test(raw)) continue;
    const word = raw.replace(/[,.;:!?]+$/, '');
    if (word === 'I' || /^I'(m|ve|d|ll)$/.test(word)) subjectI = true;
    else if (
      /^(that|who|which|whose|because|when|whenever|if|while|where|he|she|they|we|you|there|what|how)$/i.test(
        word,
      ) ||
      // "I drink and Lucia hides the bottles", "I drink and it helps": a new subject after "and"
      // ("it" after a verb is its object: "I pay it back and change the subject").
      (afterJoin && (/^[A-Z][a-z]+$/.test(word) || /^(my|his|her|their|our|the|it)$/i.test(word)))
    )
      subjectI = false;
    const joins = /^(and|but|or|then)$/i.test(word) || (/,$/.test(raw) && word !== 'I');
    afterJoin = joins;
    if (!subjectI || !joins) continue;
    // The next word, past an adverb: the coordinated verb.
    let j = i + 2;
    if (ADVERB.test((tokens[j] ?? '').replace(/[,.;:!?]+$/, ''))) j += 2;
    const verb = (tokens[j] ?? '').replace(/[,.;:!?]+$/, '');
    // Notes list what happened after a comma ("gambles online most nights, lost 8,000 pounds"):
    // said, the past gets its own "and I".
    if (/,$/.test(raw) && j === i + 2 && NOTE_PAST.test(verb)) {
      tokens[j] = `and I ${tokens[j]}`;
      continue;
    }
    if (!CO_VERB.test(verb)) continue;
    const rest = (tokens[j] ?? '').slice(verb.length);
    const lower = verb.toLowerCase();
    tokens[j] =
      lower === 'is' ? `I'm${rest}` : lower === "isn't" ? `I'm not${rest}` : `${deinflect(verb)}${rest}`;
  }
  return tokens
    .join('')
    .replace(
      /\b(always|never|often|usually|sometimes|still|also|just|only|really|now|even) I'm\b/g,
      "I'm $1",
    );
}

/** Turns one clause of the profile into the client's own words. */
function firstPerson(
  clause: string,
  name: string | undefined,
  person: 'first' | 'second' | 'third',
  gender?: CaseFormulation['gender'],
): string {
  let s = clause.trim().replace(/\s+/g, ' ');
  if (person === 'second') {
    s = s
      .replace(/\byou are\b/gi, 'I am')
      .replace(/\byou're\b/gi, "I'm")
      .replace(/\byou were\b/gi, 'I was')
      .replace(/\byou've\b/gi, "I've")
      .replace(/\byou'd\b/gi, "I'd")
      .replace(/\byourself\b/gi, 'myself')
      .replace(/\byour\b/gi, 'my')
      .replace(/\b(to|for|with|at|gave|give|tell|told|make|made|let|helps?|sent) you\b/gi, '$1 me')
      // "You" starting a clause is the subject; after a verb or a preposition, the object ("took it off you").
      .replace(/\byou\b/gi, (_m, at: number, all: string) =>
        /(^|[,;:]\s*|\b(?:and|but|or|so|because|that|when|whenever|if|since|while|until|before|after|where|as|though|although|then)\s+)$/i.test(
          all.slice(0, at),
        )
          ? 'I'
          : 'me',
      );
  } else if (person === 'third') {
    if (name) s = s.replace(new RegExp(`\\b${escapeRegExp(name)}(?:\\s+[A-Z][a-z]+)?'s\\b`, 'g'), 'my');
    if (name) s = s.replace(new RegExp(`\\b${escapeRegExp(name)}(?:\\s+[A-Z][a-z]+)?\\b`, 'g'), 'I');
    // "Amira, 17, is in her last year": the age in apposition goes before the verb can agree.
    s = s.replace(/^I,\s*\d{1,2},\s*/, 'I ');
    // Only the client's own pronouns: in "afraid Priya will leave him if she finds out", "she" is Priya.
    const subject = gender === 'male' ? 'he' : gender === 'female' ? 'she' : 'he|she';
    s = s
      .replace(
        new RegExp(
          `\\b(${subject})'s(?=\\s+(?:(?:never|always|already|just|only|also|recently|finally) )?(?:been|got|gone|had|done|lost|started|stopped|tried|left|made|taken|given|seen|told|spent|become|come|kept|felt)\\b)`,
          'gi',
        ),
        "I've",
      )
      .replace(new RegExp(`\\b(${subject})'s\\b`, 'gi'), "I'm")
      .replace(new RegExp(`\\b(${subject})\\b`, 'gi'), 'I')
      .replace(
        new RegExp(
          `\\b(${gender === 'male' ? 'himself' : gender === 'female' ? 'herself' : 'himself|herself'})\\b`,
          'gi',
        ),
        'myself',
      );
    if (gender !== 'female') s = s.replace(/\bhis\b/gi, 'my').replace(/\bhim\b/gi, 'me');
    if (gender !== 'male')
      s = s
        .replace(/\bhers\b/gi, 'mine')
        .replace(
          /\b(her)\b(?:(\s+)([A-Za-z']+))?/gi,
          (_m, her: string, gap = '', next = '', at: number, all: string) => {
            const word = objectHer(all.slice(0, at), next) ? 'me' : 'my';
            return `${her[0] === 'H' ? cap(word) : word}${gap}${next}`;
          },
        );
    s = s.replace(new RegExp(`^(${RELATIONS})\\b`, 'i'), (r) => `My ${r.toLowerCase()}`);
    // A note that leaves the subject out: "drinks four beers", "afraid of ending up like..."
    if (LEADING_VERB.test(s)) s = `I ${s[0]?.toLowerCase()}${s.slice(1)}`;
    else if (LEADING_ADJ.test(s)) s = `I'm ${s[0]?.toLowerCase()}${s.slice(1)}`;
  }
  if (person !== 'first' || !/\bI\b/.test(s)) {
    if (person === 'first' && LEADING_ADJ.test(s)) s = `I'm ${s[0]?.toLowerCase()}${s.slice(1)}`;
    if (person === 'first' && LEADING_VERB.test(s)) s = `I ${s[0]?.toLowerCase()}${s.slice(1)}`;
  }
  // "I drinks", "I always says", "it's how I unwinds": the verb agrees with "I".
  s = s.replace(
    /\bI((?:\s+\w+ly|\s+(?:always|never|often|usually|sometimes|still|also|just|only|now|even|barely|hardly))*)\s+([a-z']+)/g,
    (_m, adverbs: string, verb: string) =>
      ADVERB.test(verb) ? `I${adverbs} ${verb}` : `I${adverbs} ${deinflect(verb)}`,
  );
  s = coordinated(s);
  // Someone did something to the client, "and they argued": the two of them, so "we".
  if (person !== 'first')
    s = s
      .replace(
        /^((?:[Mm]y [a-z]+|[A-Z][a-z]+)\b(?:(?!\bthey\b).)*\b(?:my|me)\b(?:(?!\bthey\b).)*)\band they\b/,
        '$1and we',
      )
      // "My son moved out, and they have not spoken since": what the two of them do together.
      .replace(
        /^([Mm]y (?:son|daughter|wife|husband|partner|mother|father|mum|mom|dad|brother|sister|friend|boss|manager)\b(?:(?!\bthey\b).)*)\band they(?= (?:have |had |haven't |hadn't )?(?:not |never |barely |hardly )?(?:spoken|talked|argued|fought|split|broken up|fallen out|been speaking|been talking)\b)/,
        '$1and we',
      );
  s = s
    .replace(/\bI I'm not\b/g, "I'm not")
    .replace(/\bI am\b(?=\s+\w)/g, "I'm")
    .replace(/\bI have (?=(?:been|never|always|just|already)\b)/g, "I've ");
  // Ages in apposition read as a form, not as speech: "my son Jake, 19, dropped out" -> "my son Jake dropped out".
  s = s.replace(/[.;:!\s]+$/, '');
  s = s.replace(/,\s*\d{1,2}\s*,/g, '').replace(/([A-Z][a-z]+),\s*\d{1,2}\b(?=\s*(?:and|\)|$))/g, '$1');
  s = s
    .replace(/\(\s*([^)]*)\)/g, '$1')
    .replace(/\s+,/g, ',')
    .replace(/\.\.\.$/, '');
  s = s
    .replace(/[.;:!\s]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  // An apposition left without its verb once the name is "I" ("Maria, 42, a teacher and mum of
  // Lucia" -> "I a teacher...") says what the client is: "I'm a teacher...".
  s = s.replace(
    /^I,?\s+(?=(?:a|an|the|one|not|\d+|single|married|divorced|widowed|retired|recently)\b)/i,
    "I'm ",
  );
  return cap(s);
}

/** Splits prose into clauses: sentences, lines, bullets and semicolons. */
function clausesOf(text: string): string[] {
  return text
    .replace(/\.{3}|…/g, '.')
    .split(/\n+|(?<=[.!?])\s+(?=[A-Z"'])|;\s*/)
    .map((c) => c.replace(/^\s*[-*•]\s*/, '').trim())
    .filter((c) => c.length > 0);
}

const RISK =
  /\b(cut(?:ting|s)? (?:my|his|her|their)|cutting(?! (?:down|back))|self[- ]harm\w*|harm(?:ing|s)? (?:my|him|her)self|hurt(?:ing|s)? (?:my|him|her)self|suicid\w*|kill (?:my|him|her)self|end(?:ing)? (?:my|his|her) life|overdos\w*|want(?:s)? to die|wants? to be dead|better off dead|marks)\b/i;
const FEAR = /\b(afraid|scared|fears?|terrified|dread|worried|worries|frightened)\b/i;
const VALUE =
  /\b(values?|proud of|cares? about|matters? (?:to|most)|important to|good (?:father|mother|dad|mum|mom|parent|husband|wife)|reliable|self-reliant|provid\w+ for)\b/i;
const CHANGE =
  /\b(want(?:s)? (?:to (?:stop|quit|cut|change|be|get|grow)|(?:my|his|her|\w+) (?:kid|son|daughter|child|children) to)|doesn't want|don't want|do not want|does not want|wish(?:es)?|would like to|hopes?|tried (?:quitting|to)|saving for|before the summer|can't afford to lose|hates? (?:that|it when|how|seeing))\b/i;
const SUSTAIN =
  /\b(says?|said|only thing|unwind|helps? (?:me|him|her|them)|everyone|no big deal|own money|only (?:break|time|way)|relax|switch\w* (?:my |her |his )?brain off|deserve|not a problem|under control|isn't lonely|need the pressure to stop)\b/i;
const TARGETS: [RegExp, string][] = [
  [/\b(cutting (?:my|her|his)|cut my|self[- ]harm|hurting (?:my|him|her)self)/i, 'self-harm'],
  [/\b(gambl\w*|slots|betting|casino|poker)\b/i, 'gambling'],
  [/\b(cannabis|weed|joints?|marijuana|smoking pot)\b/i, 'cannabis'],
  [/\b(cigarettes?|smok\w+|vap\w+|nicotine)\b/i, 'smoking'],
  [/\b(drink\w*|beers?|wine|alcohol|vodka|whisky|spirits|pints?|drank)\b/i, 'drinking'],
  [/\b(eating|binge|purg\w+|weight)\b/i, 'eating'],
  [/\b(cocaine|heroin|pills|opioids?|drugs?)\b/i, 'drug use'],
];

/** What a clause tells: a value, a fear, a reason to change or one to stay the same. */
const kindOf = (text: string) =>
  FEAR.test(text)
    ? 'fear'
    : VALUE.test(text)
      ? 'value'
      : CHANGE.test(text)
        ? 'change'
        : SUSTAIN.test(text)
          ? 'sustain'
          : '';

/**
 * Two things told in one sentence of the profile ("She values being a dependable mum and is
 * frightened her ex will..."): a value and a fear are told apart, so each is said where it fits
 * (the value with what the behaviour puts at stake, the fear to a question about worries).
 */
function twoKinds(part: string): [string, string] | undefined {
  const m = /^(.+?),?\s+and\s+((?:is|was|has|does|doesn't|isn't)\s.+|[a-z]+s\s.+)$/.exec(part);
  if (!m) return undefined;
  const [, first = '', second = ''] = m;
  const verb = second.split(/\s+/)[0] ?? '';
  if (!/^(is|was|has|does|doesn't|isn't)$/.test(verb) && !LEADING_VERB.test(verb)) return undefined;
  if (first.split(/\s+/).length < 3 || second.split(/\s+/).length < 3) return undefined;
  const a = kindOf(first);
  const b = kindOf(second);
  return a && b && a !== b ? [first, second] : undefined;
}

/**
 * Ambivalence in one sentence: "He doesn't want Jake to see him drunk, but says it's how he
 * unwinds" holds a reason to change and, across the "but", a reason to stay the same. The two
 * halves are told apart, so change talk is never said with its own objection attached.
 */
function ambivalence(part: string): { part: string; sustainSide: boolean }[] {
  const kinds = twoKinds(part);
  if (kinds) return kinds.map((half) => ({ part: half, sustainSide: false }));
  const halves = part.split(/,?\s+but\s+/i);
  if (halves.length !== 2) return [{ part, sustainSide: false }];
  const [first = '', second = ''] = halves;
  const changeFirst = CHANGE.test(first);
  if (changeFirst === CHANGE.test(second) || first.split(/\s+/).length < 3 || second.split(/\s+/).length < 3)
    return [{ part, sustainSide: false }];
  return [
    { part: first, sustainSide: !changeFirst },
    { part: second, sustainSide: changeFirst },
  ];
}

/** Which grammatical person the prose is written in. */
function personOf(text: string): 'first' | 'second' | 'third' {
  const first = (text.match(/\b(I|I'm|I've|my|me)\b/g) ?? []).length;
  const second = (text.match(/\b(you|your|you're)\b/gi) ?? []).length;
  const third = (text.match(/\b(he|she|his|her|him)\b/gi) ?? []).length;
  if (/^\s*(you are|you're)\b/i.test(text) || (second > first && second > third)) return 'second';
  if (first > third && first >= 2) return 'first';
  return 'third';
}

function nameOf(text: string, structured: string | undefined): string | undefined {
  if (structured?.trim()) return structured.trim().split(/\s+/)[0];
  const patterns = [
    /\b(?:[Mm]y name is|[Nn]ame:|I'm|I am|[Yy]ou are|[Yy]ou're|[Cc]all me)\s+([A-Z][a-z]{1,})\b/,
    /(?:^|[.!?]\s+)([A-Z][a-z]{1,}),\s+(?:a|an)\s/m,
    /(?:^|[.\n]\s*|^[^,.\n]{0,40},\s*)([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?,\s*\d{1,2}\b/m,
    /\b([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?\s+(?:is|was)\s+(?:a|an)\s+\d{1,2}-year-old\b/,
    /\b([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?\s+\(\d{1,2}\)/,
    /^\s*([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?,\s+(?:a|an)\s/m,
    /^\s*([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?\s+(?:is|was)\s+(?:a|an|the)\b/m,
    // "Robert is 55, a warehouse supervisor."
    /^\s*([A-Z][a-z]{1,})(?:\s+[A-Z][a-z]+)?\s+(?:is|was)\s+\d{1,2}\b/m,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    const n = m?.[1];
    if (n && !NOT_NAMES.has(n)) return n;
  }
  return undefined;
}

function ageOf(text: string, structured: string | undefined): number | undefined {
  const fromField = /\d{1,3}/.exec(structured ?? '')?.[0];
  if (fromField) return Number(fromField);
  const patterns = [
    /\b(\d{1,2})[- ]year[- ]old\b/i,
    /\b(\d{1,2}) years old\b/i,
    /\baged? (\d{1,2})\b/i,
    /\b(?:i'm|i am|you are|you're)\s+(\d{1,2})\b/i,
    /^\s*[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?\s+(?:is|was)\s+(\d{1,2})\b(?!\s*(?:%|percent|times|nights|days|drinks|beers|units|cigarettes))/m,
    /^[^.\n]{0,40}?\b[A-Za-z]+,\s*(\d{1,2})\b/m,
    /^\s*[-*]?\s*(\d{1,2}),/m,
    /\((\d{1,2})\)/,
  ];
  for (const re of patterns) {
    const m = re.exec(text);
    if (m?.[1]) return Number(m[1]);
  }
  return undefined;
}

function genderOf(
  text: string,
  structured: string | undefined,
  person: 'first' | 'second' | 'third',
): CaseFormulation['gender'] {
  const g = (structured ?? '').toLowerCase();
  if (/^(male|man|m|he|him|masculine|cis ?male|trans ?man)\b/.test(g)) return 'male';
  if (/^(female|woman|f|she|her|feminine|cis ?female|trans ?woman)\b/.test(g)) return 'female';
  // The character's own role noun near the start ("defensive father, 55", "a widow").
  const head = text.slice(0, 160);
  const selfNoun =
    /\b(?:a |an |is the |i'm a |i am a |you are a )?(?:\w+ )?(father|dad|husband|man|boy|widower|grandfather|mother|mum|mom|wife|woman|girl|widow|grandmother)\b(?!'s)(?! of| to)/i.exec(
      head.replace(/\b(?:my|his|her|their|your)\s+\w+/gi, ''),
    );
  if (selfNoun?.[1])
    return /father|dad|husband|man|boy|widower|grandfather/i.test(selfNoun[1]) ? 'male' : 'female';
  // Third person: the pronouns are the character's. Second person ("You are Maria... She drinks"):
  // those a sentence has before it names anyone else ("she hates that her daughter...", not the
  // "she" of "your wife says she..."). First person: he and she are always someone else.
  if (person !== 'first') {
    const about =
      person === 'third'
        ? text
        : text
            .split(/(?<=[.!?;\n])\s*/)
            .map((sentence) => sentence.split(OTHER_PERSON)[0] ?? '')
            .join(' ');
    const he = (about.match(/\b(he|his|him|himself)\b/gi) ?? []).length;
    const she = (about.match(/\b(she|her|hers|herself)\b/gi) ?? []).length;
    if (he > she) return 'male';
    if (she > he) return 'female';
  }
  if (/\b(mother|mum|mom) (of|to)\b/i.test(text)) return 'female';
  if (/\b(father|dad) (of|to)\b/i.test(text)) return 'male';
  return undefined;
}

/** Where a sentence of a second-person profile turns to someone else: a relative, a colleague, a friend, or another name. */
const OTHER_PERSON =
  /\b(?:wife|husband|partner|girlfriend|boyfriend|son|daughter|child|kids?|mum|mom|mother|dad|father|sister|brother|friend|boss|manager|colleague|doctor|gp|ex)\b/i;

/** Who the coach is to a client who is the coach's father, son, boss...: the father's coach is his child. */
const COACH_TO: [RegExp, string][] = [
  [/\b(father|mother|dad|mum|mom|parent)\b/, 'their child'],
  [/\b(son|daughter|child)\b/, 'their parent'],
  [/\bgrand(father|mother|parent|pa|ma)\b/, 'their grandchild'],
  [/\bgrand(son|daughter|child)\b/, 'their grandparent'],
  [/\b(sister|brother|sibling)\b/, 'their sibling'],
  [/\b(wife|husband|partner|girlfriend|boyfriend)\b/, 'their partner'],
  [/\b(aunt|uncle)\b/, 'their niece or nephew'],
  [/\b(cousin)\b/, 'their cousin'],
  [/\b(friend)\b/, 'their friend'],
  [/\b(employee|report)\b/, 'their manager'],
  [/\b(manager|boss|director|supervisor)\b/, 'someone on their team'],
  [/\b(colleague|coworker|co-worker|team ?mate)\b/, 'their colleague'],
];

/** A clause that names the coach. */
const COACH_NAMED = /\b(?:the|our) (?:coach|user|trainee)\b/i;

function frameOf(relationship: string | undefined, scenario: string): { frame: CaseFrame; role: string } {
  const rel = (relationship ?? '').toLowerCase();
  const family =
    /\b(father|mother|dad|mum|mom|parent|son|daughter|child|sister|brother|sibling|wife|husband|partner|girlfriend|boyfriend|grand\w+|aunt|uncle|cousin|friend)\b/;
  const work =
    /\b(employee|manager|boss|colleague|coworker|co-worker|report|director|supervisor|team ?mate)\b/;
  const coachIs =
    /\b(?:the coach|the user|the trainee|you)\s+(?:plays?|is|are|will play|acts? as)\s+(?:(?:his|her|their|your|the client's|a|an|the)\s+)?([a-z -]{3,30}?)(?=[.,;]|\s+(?:who|and|at|in)\b|$)/i.exec(
      scenario,
    );
  // "the coach, her mother," and "her mother, the coach,": the coach named in apposition.
  const apposition =
    /\b(?:the coach|the user|the trainee),\s+(?:his|her|their)\s+([a-z-]{3,20}),/i.exec(scenario) ??
    /\b(?:his|her|their)\s+([a-z-]{3,20}),\s+(?:the coach|the user|the trainee)\b/i.exec(scenario);
  const said = (coachIs?.[1] ?? (apposition?.[1] ? `their ${apposition[1]}` : '')).toLowerCase();
  if (said && !/counsel|therap|coach|clinician|psycholog|nurse|doctor|gp|practitioner|worker/.test(said)) {
    if (family.test(said)) return { frame: 'family', role: said };
    if (work.test(said)) return { frame: 'work', role: said };
  }
  const coachTo = COACH_TO.find(([re]) => re.test(rel))?.[1];
  if (rel && family.test(rel)) return { frame: 'family', role: coachTo ?? 'a relative' };
  if (rel && work.test(rel)) return { frame: 'work', role: coachTo ?? 'their colleague' };
  return { frame: 'counselling', role: said || 'counsellor' };
}

function stageOf(text: string): StageOfChange {
  if (/\b(maintain\w*|sober for|clean for|relapse prevention)\b/i.test(text)) return 'maintenance';
  if (/\b(has (?:cut down|stopped|quit)|started cutting down|already cut)\b/i.test(text)) return 'action';
  if (/\b(ready to|has decided|plans to|planning to|wants help to)\b/i.test(text)) return 'preparation';
  if (
    /\b(sent (?:him|her|them|me)|made (?:him|her|me) come|doesn't think|denies|no problem|court[- ]ordered|not here by choice)\b|\bsent\b.*\b(gp|doctor|court|wife|husband|employer|boss)\b|\b(gp|doctor|wife|husband)\s+sent\b/i.test(
      text,
    )
  )
    return 'precontemplation';
  return 'contemplation';
}

/** The profile's free prose: the story, plus any lines the field parser did not know. */
function proseOf(input: CharacterProfile | string, profile: CharacterProfile): string {
  if (typeof input === 'string' && !input.trim().startsWith('{')) return input.trim();
  return [profile.background_story, profile.character_traits].filter(Boolean).join('\n');
}

/**
 * Builds the case formulation from a profile (the wizard's fields, their JSON, or free prose) and
 * the session's scenario prompt. Pure: the same input always gives the same formulation.
 */
export function buildCaseFormulation(
  input: CharacterProfile | string | null | undefined,
  scenarioPrompt?: string | null,
): CaseFormulation {
  const profile = parseProfile(input ?? '');
  const scenario = (scenarioPrompt ?? '').replace(/[’]/g, "'").trim();
  const prose = proseOf(input ?? '', profile).replace(/[’]/g, "'");
  const all = [prose, scenario].filter(Boolean).join('\n');
  const described = [
    prose,
    profile.personality_keywords,
    profile.character_traits,
    profile.base_emotional_tone,
    profile.emotional_responses?.angry_defensive,
    profile.emotional_responses?.hostile_dismissive,
  ].join(' ');
  const name = nameOf(all, profile.name);
  const person = personOf(prose || scenario);
  const age = ageOf(all, profile.age);
  const gender =
    genderOf(all, profile.gender_identity, person) ??
    (/\b(father|dad|brother|son|husband|boyfriend|grandfather|uncle)\b/i.test(
      profile.relationship_to_user ?? '',
    )
      ? 'male'
      : /\b(mother|mom|mum|sister|daughter|wife|girlfriend|grandmother|aunt)\b/i.test(
            profile.relationship_to_user ?? '',
          )
        ? 'female'
        : undefined);
  const role =
    profile.role_occupation?.trim() ||
    ROLE_RE.exec(prose)?.[1]?.toLowerCase() ||
    new RegExp(`(?:^|[,.\\n]\\s*)(?:retired |former )?(${OCCUPATIONS})(?=[,.\\n]|$)`, 'im')
      .exec(prose)?.[0]
      ?.replace(/^[,.\s]+/, '')
      .toLowerCase() ||
    // The client's own family role ("a widow", "defensive father"), not someone else's ("your dad").
    FAMILY_ROLE_RE.exec(
      prose.slice(0, 80).replace(/\b(?:my|your|his|her|their)\s+\w+/gi, ''),
    )?.[1]?.toLowerCase();
  const traits = [...new Set([...(described.match(TRAIT_RE) ?? [])].map((t) => t.toLowerCase()))];
  const coach = frameOf(profile.relationship_to_user, scenario);
  const people: CasePerson[] = [];
  const addPerson = (p: CasePerson) => {
    if (p.name && (p.name === name || NOT_NAMES.has(p.name))) delete p.name;
    const same = people.find((q) => (p.name && q.name === p.name) || (!p.name && q.relation === p.relation));
    if (same) {
      if (!same.relation && p.relation) same.relation = p.relation;
      if (!same.name && p.name) same.name = p.name;
      if (same.age === undefined && p.age !== undefined) same.age = p.age;
      return;
    }
    people.push(p);
  };
  for (const m of all.matchAll(PERSON_RE)) {
    const relation = (m[1] ?? '').toLowerCase();
    if (/^(coach)$/.test(relation)) continue;
    addPerson({ relation, ...(m[2] ? { name: m[2] } : {}), ...(m[3] ? { age: Number(m[3]) } : {}) });
  }
  for (const m of all.matchAll(NAMED_AGE_RE)) {
    if (m[1] === name || NOT_NAMES.has(m[1] ?? '')) continue;
    addPerson({ relation: '', name: m[1] as string, age: Number(m[2]) });
  }
  for (const m of all.matchAll(
    /\b(?:[Pp]artner|[Ff]riend|[Mm]anager|[Dd]aughter|[Ss]on|[Ww]ife|[Hh]usband|[Gg]irlfriend|[Bb]oyfriend)\s+([A-Z][a-z]{2,})\b/g,
  )) {
    const relation = (m[0].split(/\s+/)[0] ?? '').toLowerCase();
    addPerson({ relation, name: m[1] as string });
  }

  const facts: CaseFact[] = [];
  const values: string[] = [];
  const fears: string[] = [];
  const sustain: string[] = [];
  const change: string[] = [];
  const risk: string[] = [];
  const seen = new Set<string>();
  // The scenario tells the story too: as it is when written to the character ("You have..."), its
  // client's side when written about them ("Maya, 16, has been skipping school...").
  // The wizard's "character traits" say how the client behaves, not what happened: not told as story.
  const story =
    typeof input === 'object' && input ? (profile.background_story ?? '').replace(/[’]/g, "'").trim() : prose;
  const toCharacter = person === 'second' || /^\s*you\b/i.test(scenario);
  const aboutCharacter = !toCharacter && personOf(scenario) === 'third' && namesCharacter(scenario, name);
  const sources: { view: 'first' | 'second' | 'third'; clauses: string[] }[] = [
    ...(story ? [{ view: person, clauses: clausesOf(story) }] : []),
    // Written to the character, a clause that names the coach sets up the exercise ("The coach is a senior colleague").
    ...(toCharacter
      ? [{ view: personOf(scenario), clauses: clausesOf(scenario).filter((c) => !COACH_NAMED.test(c)) }]
      : []),
    ...(aboutCharacter ? [{ view: 'third' as const, clauses: clientSideOf(clausesOf(scenario), name) }] : []),
  ];
  for (const { view, clauses } of sources) {
    for (const raw of clauses) {
      // "Gambling: online slots, 3-4 nights a week": the label names the topic.
      const labelled = /^([A-Za-z][A-Za-z /&-]{1,30}):\s*(.+)$/.exec(raw);
      if (
        labelled &&
        /^(name|age|gender|role|occupation|job|tone|language|voice|style|accent|personality|traits?)$/i.test(
          labelled[1]?.trim() ?? '',
        )
      )
        continue;
      const body = labelled ? (labelled[2] ?? '') : raw;
      // Commas split note form ("online slots, 3-4 nights a week, lost about...") but keep numbers ("8,000").
      const parts =
        labelled || (!/\b(I|he|she|you)\b/i.test(body) && body.split(/,\s+(?!\d)/).length > 2)
          ? body.split(/,\s+/)
          : [body];
      for (const { part, sustainSide } of parts.flatMap(ambivalence)) {
        const words = part.trim().split(/\s+/);
        // "Ashamed, proud", "Defensive father", "Tom", "55": traits and identity, not story.
        const onlyIdentity =
          words.length <= 3 &&
          words.every(
            (w) =>
              ONE_TRAIT.test(w.replace(/[.,]/g, '')) ||
              /^\d{1,2}$/.test(w.replace(/[.,]/g, '')) ||
              /^(a|an|the|and|retired|former|widow|widower|father|mother|dad|mum|mom|man|woman|boy|girl|teenager)$/i.test(
                w.replace(/[.,]/g, ''),
              ) ||
              new RegExp(`^(${OCCUPATIONS})$`, 'i').test(w.replace(/[.,]/g, '')) ||
              w.replace(/[.,]/g, '') === name,
          );
        if (onlyIdentity || words.length < 2) continue;
        if (
          /^(I'm|I am|my name is|you are)\s+[A-Z][a-z]+,?\s*\d{0,2}\.?$/i.test(part.trim()) ||
          /^\d{1,2},/.test(part.trim())
        )
          continue;
        // "I say everyone drinks": the client says it without announcing it.
        // "I say it helps and that nobody understands me": said without the "say", both things are told.
        let text = firstPerson(part, name, view, gender);
        if (/^I say\b/.test(text)) text = text.replace(/,? and that\b/g, ', and');
        text = text.replace(/^I say (that )?(\w)/, (_m, _t, ch: string) => ch.toUpperCase());
        // A labelled note ("Gambling: online slots, 3-4 nights a week") is said as a fragment.
        // Only notes cut at commas leave verbless fragments ("3-4 nights a week").
        const fragment = (!!labelled || parts.length > 1) && isVerbless(text);
        if (labelled && fragment) text = /^\d/.test(text) ? text : `${text}, mostly`;
        text = text.replace(/\b(\d+)-(\d+)\b(?! ?year)/g, '$1 or $2');
        if (
          new RegExp(
            `^(I'm |I am |I,? )?([A-Z][a-z]+,? )?(\\d{1,2},? )?(a |an )?(\\d{1,2}-year-old )?(retired |former )?(${OCCUPATIONS})$`,
            'i',
          ).test(text) ||
          /^I'm (\w+, )*\w+$/.test(text) ||
          // "I'm 16 and in year 11": an age and a school year are who the client is, not a figure of the story.
          /^I'm \d{1,2}(?: years old)?(?:,? and (?:in )?(?:year|grade) \d{1,2})?$/i.test(text)
        )
          continue;
        // Clinical words describe the character to the actor; a client does not say them.
        if (
          /\b(ambivalent|in denial|precontemplat\w*|contemplat\w*|stage of change|defensive|guarded|resistant|motivational)\b/i.test(
            text,
          )
        )
          continue;
        const key = text.toLowerCase();
        if (!text || seen.has(key)) continue;
        seen.add(key);
        const isRisk = RISK.test(text);
        const isFear = FEAR.test(text);
        const isValue = VALUE.test(text);
        const isChange = CHANGE.test(text) && !/\bdon't want to die\b/i.test(text);
        // Risk content is answered to risk questions, never offered as a reason to stay the same.
        const isSustain = (sustainSide || SUSTAIN.test(text)) && !isChange && !isRisk;
        if (isRisk) risk.push(text);
        if (isFear) fears.push(text);
        if (isValue) values.push(text);
        if (isChange) change.push(text);
        if (isSustain)
          sustain.push(text.replace(/^I say (that )?/i, '').replace(/^./, (c) => c.toUpperCase()));
        const quantity = QUANTITY_RE.test(text.replace(/\b\d{1,2}-year-old\b/g, ''));
        const depth: CaseFact['depth'] = isRisk || isFear || isChange ? 2 : quantity ? 1 : 0;
        facts.push({ text, quantity, depth, fragment, words: wordsOf(text) });
      }
    }
  }
  const target = TARGETS.find(([re]) => re.test(all))?.[1];
  const stage = /\bambivalent\b/i.test(all) ? 'contemplation' : stageOf(all);
  const guarded = traits.filter((t) => GUARDED_TRAITS.test(t)).length;
  const soft = traits.filter((t) => SOFT_GUARD.test(t)).length;
  const voice: Voice =
    (age !== undefined && age < 20) ||
    /\b(teen(?:ager)?|year (?:9|10|11|12|13)|high school|sixth form|grade \d+)\b/i.test(all)
      ? 'teen'
      : 'adult';
  const floor = Math.min(
    0.4,
    0.06 + 0.12 * Math.min(guarded, 2) + 0.05 * Math.min(soft, 2) + (voice === 'teen' ? 0.04 : 0),
  );
  const baseResistance = Math.min(
    0.75,
    0.32 + 0.09 * Math.min(guarded, 2) + 0.04 * Math.min(soft, 2) + (stage === 'precontemplation' ? 0.08 : 0),
  );
  return {
    version: 1,
    ...(name ? { name } : {}),
    ...(age !== undefined ? { age } : {}),
    ...(gender ? { gender } : {}),
    ...(role ? { role } : {}),
    voice,
    traits,
    coach,
    people,
    facts,
    ...(target ? { target } : {}),
    values,
    fears,
    sustain,
    change,
    stage,
    risk,
    baseResistance: Math.round(baseResistance * 1000) / 1000,
    floor: Math.round(floor * 1000) / 1000,
  };
}
