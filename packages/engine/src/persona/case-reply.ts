/**
 * Replies of a counselling client written from the case formulation: an open question gets a fact
 * of the story (deeper facts as trust grows), a quantity question a quantity (played down first
 * while guarded), a risk question the case's risk facts, a reflection some change talk when the
 * coach has been skilful, advice and confrontation discord and sustain talk. Returns undefined for
 * turns it leaves to the general composer (goodbyes, small talk) or when the case has no story.
 */
import { type CaseFact, QUANTITY_RE, type Voice } from './case-formulation.js';
import {
  ADMITS,
  ADVICE_PUSHBACK,
  AFFIRM_ACKS,
  AFTERS,
  ALREADY_SAID,
  APOLOGY_ACKS,
  AUTONOMY_ACKS,
  BEHAVIOUR_NAMES,
  CHANGE_LEADS,
  CHANGE_OPENERS,
  CLIENT_FAREWELL,
  CLIENT_GREETING,
  COLLABORATION_ACKS,
  DEFLECT,
  DISCORD,
  EVOKED_CHANGE,
  FRAGMENT_LEADS,
  FRAME_CHANGE,
  FUTURE_LEADS,
  GOAL_OPENERS,
  type Guard,
  HERE_LINES,
  LEADS,
  LECTURED_ANSWERS,
  MINIMISERS,
  NO_RISK,
  NOT_SINCE,
  NOTHING_MORE,
  OTHERS_AFTERS,
  PERMISSION_ANSWERS,
  QUANTITY_LEADS,
  REFLECTION_ACKS,
  RELATIVE_LINES,
  RISK_LEADS,
  SHORT_ANSWERS,
  STATEMENT_ACKS,
  SUSTAIN_LEADS,
  TARGET_TALK,
  TOPIC_CHANGE,
  TORN,
  VALUE_AT_STAKE,
  WANT_ANSWERS,
} from './case-lines.js';
import { type CoachMove, WH_WORD } from './coach-move.js';
import { DEALT } from './dealt-lines.js';
import { type DialogueState, normaliseSentence, sentencesOf } from './dialogue-state.js';
import { ofShare } from './session-share.js';
import { namedIn, storyOverlap as overlap, storyNames, turnTopics } from './story-topics.js';
import { contentWords, stem } from './words.js';

/** What the case writer needs from the composer. */
export interface CaseContext {
  state: DialogueState;
  r: () => number;
  /** Normalised sentences said in this session (and in this reply), never said again. */
  used: Set<string>;
  /** The session's share of every pool of lines (`session-share.ts`), none for an unnamed session. */
  share: number | undefined;
}

/** "How much", "how often", "how long": a question a figure answers. */
const QUANTITY_Q = /\bhow (much|many|often|long|far|frequently)\b|\bwhat amount\b|\bhow many times\b/i;
/** A question about when something happened ("When did you last speak to him?"), answered with a time; not one about when it will. */
const WHEN_Q = /\bwhen (did|was|were|have|had)\b|\bsince when\b|\bhow long ago\b/i;
/** A question about attempts to change ("How many times have you tried to quit?"). */
const TRIED_Q = /\b(tried|try|attempts?|quit|stopped|cut (down|back)|gone without|went without)\b/i;
/** A question about what happened ("What happened with him?", "Tell me more about it"). */
const WHAT_HAPPENED_Q =
  /\bwhat (happened|went on|went wrong|is going on|'s going on|has been going on|'s been going on)\b|\btell me (more )?about\b/i;
const MONTHS_AND_DAYS =
  'january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday';
/** Where a fact says when: "since his birthday", "in March", "two weeks ago", "last week". */
const WHEN = new RegExp(
  `\\b(since|(?:a|an|one|two|three|four|five|six|a few|a couple of|several|\\d+) (?:days?|weeks?|months?|years?) ago|last (?:week|month|year|night|time|summer|winter|spring|autumn)|yesterday|(?:on|in|since|last|this) (?:${MONTHS_AND_DAYS}))\\b`,
  'i',
);
const RISK_Q =
  /\b(hurt(ing)? yourself|harm(ing)? yourself|self[- ]harm\w*|cut(ting)? (yourself|your)|still cutting|suicid\w*|kill(ing)? yourself|end(ing)? your life|want(ed)? to die|wish you were dead|feel(ing)? safer?|keep yourself safe|thoughts? (of|about) (dying|death))\b/i;
const WORRY_Q = /\b(worr\w*|scare\w*|afraid|fear\w*|frighten\w*)\b/i;
const CHANGE_Q =
  /\b(different|change|want for yourself|hope|future|from here|a year from now|goals?|would help|next step|if you (cut|stopped|quit)|instead|look like|where do you want to (go|be))\b/i;
const TARGET_WORDS: Record<string, RegExp> = {
  drinking: /\b(drink\w*|beers?|wine|alcohol\w*|pints?|drunk|drank)\b/i,
  smoking: /\b(smok\w*|cigarettes?|nicotine|vap\w*|quit\w*)\b/i,
  cannabis: /\b(cannabis|weed|joints?|smok\w*|high)\b/i,
  gambling: /\b(gambl\w*|slots|bets?|betting|casino|money|lost)\b/i,
  'self-harm': /\b(cut\w*|hurt\w* yourself|harm\w*|marks|arms?)\b/i,
};
const PERMISSION_Q =
  /\b(would it be (ok|okay|alright|all right)|is it (ok|okay|alright)|can i (share|tell you|offer|suggest|give you)|may i|would you like (to hear|me to)|do you mind if i|mind if i)\b/i;
const BRINGS_Q =
  /\b(brings? you|why are you here|what made you (come|want)|what's brought you|how come you're here)\b/i;
/** Agenda setting ("What would you like to talk about?"): MITI's Seek Collaboration, answered with what is on the client's mind. */
const AGENDA_Q =
  /\b(talk about|like to start|want to start|start with|begin with|focus on|use (our|this) time)\b/i;
/** What the client wants from the sessions ("What would you like us to work on together?"): MITI's Seek Collaboration, however coded. */
const GOAL_Q =
  /\b(work on|like us to|want us to|(?:want|hope|like) to get (?:out of|from)|get out of (?:this|today|these|our|coming|here)|want (?:out of|from) (?:this|today|these|our|coming|me|us)|hoping for from|like to see (?:change|happen|different)|goals? for (?:this|today|these|our|coming))\b/i;
/** A lecture put as a question: "Do you know what smoking does to babies?", "Don't you realise how...". */
const LECTURE_Q =
  /\b(do|don't|did|didn't) you (even )?(know|realise|realize|understand|get) (what|how|that)\b|\bhave you (ever )?(thought about|considered) (what|how)\b/i;
/** A yes/no question about what the client wants ("Do you want to lose your job?"). */
const WANT_Q = /\b(do|don't|would|wouldn't) you (really |even )?(want|wish)\b/i;
const WANTS_NOT = /\b(do not|don't|never|not) (want|wish)\b/i;
const SUSTAIN_Q = /\b(enjoy|like about|good things?|get out of|do for you|helps? you)\b/i;

export const guardOf = (state: DialogueState): Guard =>
  state.stance === 'closed' ? 'closed' : state.stance === 'guarded' ? 'guarded' : 'open';

/**
 * How deep the client will go now: nothing personal while closed, facts while guarded, feelings
 * and fears once open, and from "opening" only after the coach has reflected or affirmed twice.
 */
function depthOf(state: DialogueState): number {
  if (state.stance === 'closed') return 0;
  if (state.stance === 'guarded') return 1;
  if (state.stance === 'open') return 2;
  return state.counts.reflection + state.counts.affirmation >= 2 ? 2 : 1;
}

/** Lower-cases a fact's first letter after a lead-in, unless it starts with "I" or a name. */
function lowerFirst(text: string, names: readonly string[]): string {
  const first = text.split(/[\s,']/)[0] ?? '';
  if (first === 'I' || names.includes(first) || /^[A-Z]{2,}/.test(first)) return text;
  return (text[0] ?? '').toLowerCase() + text.slice(1);
}

const fresh = (c: CaseContext, line: string) =>
  sentencesOf(line).every((s) => !c.used.has(normaliseSentence(s)));
const offFrame = (c: CaseContext, line: string) =>
  c.state.case.coach.frame === 'counselling' && RELATIVE_LINES.some((re) => re.test(line));

/** The heart of something already told, said again briefly ("Like I said, about twice a week."). */
function again(c: CaseContext, what: string): string | undefined {
  const names = [...c.state.case.people.flatMap((p) => (p.name ? [p.name] : [])), c.state.case.name ?? ''];
  const said = lowerFirst(what, names);
  // A frame used already in this session ("Like I said, ...") is not used again for another thing.
  const before = [...c.state.avatarTurns.flatMap(sentencesOf).map(normaliseSentence), ...c.used];
  const leads = ALREADY_SAID[c.state.case.voice].map((frame) =>
    normaliseSentence(frame.split('{what}')[0] ?? ''),
  );
  return pick(
    c,
    ALREADY_SAID[c.state.case.voice].map((frame) => frame.replace('{what}', said)),
    (line) =>
      !leads.some(
        (lead) =>
          normaliseSentence(line).startsWith(`${lead} `) && before.some((s) => s.startsWith(`${lead} `)),
      ),
  );
}

/** A seeded, unsaid line from the session's share of a list, remembered as said. */
function pick(
  c: CaseContext,
  lines: readonly string[],
  fits?: (line: string) => boolean,
): string | undefined {
  const options = ofShare(
    lines,
    c.share,
    (l) => fresh(c, l) && !offFrame(c, l) && (!fits || fits(l)),
    String,
    DEALT,
  );
  if (options.length === 0) return undefined;
  const line = options[Math.floor(c.r() * options.length) % options.length] as string;
  remember(c, line);
  return line;
}

function remember(c: CaseContext, line: string): void {
  for (const s of sentencesOf(line)) c.used.add(normaliseSentence(s));
}

const PRONOUNS = new Set(['i', 'my', 'me', "i'm", "i've", "i'd", "i'll"]);

/** A line's content: its words without the first person, so that lead-ins and case do not count. */
function contentOf(text: string): string {
  return normaliseSentence(text)
    .split(' ')
    .filter((w) => !PRONOUNS.has(w))
    .join(' ');
}

/**
 * Whether a line of the story was already told in this session or in this reply, compared on its
 * content ("Honestly, I drink..." and "If I'm honest, I drink..." are the same thing told twice).
 */
function told(c: CaseContext, text: string): boolean {
  const core = contentOf(text);
  if (!core) return false;
  return [...c.state.avatarTurns, ...c.used].some((said) => contentOf(said).includes(core));
}

/**
 * The case's own sentence, led in and in the client's voice, in a wording not used yet. A value is
 * said with what the behaviour puts at stake, in one sentence ("I value being a dependable mum,
 * and I don't want the drinking to spoil that"), never bare after a lead-in.
 */
function tell(c: CaseContext, text: string, leads: readonly string[]): string | undefined {
  if (told(c, text)) return undefined;
  const f = c.state.case;
  if (f.values.includes(text) && !f.change.includes(text) && !f.fears.includes(text)) {
    const it = (f.target && BEHAVIOUR_NAMES[f.target]) || 'this';
    return pick(
      c,
      VALUE_AT_STAKE[f.voice].map((frame) => frame.replace('{value}', text).replace('{it}', it)),
    );
  }
  // Names: the people's and the client's, and any word the story writes capitalised mid-sentence.
  const names = [
    ...f.people.flatMap((p) => (p.name ? [p.name] : [])),
    f.name ?? '',
    ...[...f.change, ...f.facts.map((fact) => fact.text)].flatMap(
      (t) => t.match(/(?<=\s)[A-Z][a-z]+/g) ?? [],
    ),
  ];
  // "What scares me is I hate that...": a lead that names a feeling does not go before a feeling.
  const feeling =
    /^I(?:'m| am)? (?:hate|fear|worry|dread|afraid|scared|frightened|terrified|can't stand)\b/.test(text);
  const fitting = leads.filter(
    (lead) => !(feeling && /\b(scares|scary|worry|bothers|frightens)\b/i.test(lead)),
  );
  const options = [
    { lead: '', line: `${text}.` },
    ...fitting.map((lead) => ({
      lead,
      line:
        /\b(but|and|is|that|thinks|So|Basically|But|Okay)$/.test(lead) && !/\b(how|what) it is$/.test(lead)
          ? `${lead} ${lowerFirst(text, names)}.`
          : `${lead}, ${lowerFirst(text, names)}.`,
    })),
  ];
  // The bare fact is one wording among many: a trainee who practises weekly should not hear it
  // verbatim, and each practice in a row tells it after lead-ins of its own share, whichever list
  // of lead-ins they come from ("Honestly" leads in the same practices everywhere).
  const mine = ofShare(
    options,
    c.share,
    (o) => fresh(c, o.line),
    (o) => o.lead || o.line,
    DEALT,
  );
  const line = mine[Math.floor(c.r() * mine.length) % Math.max(1, mine.length)]?.line;
  if (line) remember(c, line);
  return line;
}

/** The words of what a sentence says is wanted: "I do not want to lose the job because..." -> lose, job. */
function wantedWords(text: string): Set<string> {
  const wanted = text.split(/\b(?:want|wish)\b/i)[1]?.split(/\b(?:because|but|so|and)\b/i)[0] ?? '';
  return new Set(contentWords(wanted).map(stem));
}

/**
 * "Do you want to lose your job?" answered from the story's own want ("I do not want to lose the
 * job because..."): no or yes by what the story says, and that line to tell after it. None when the
 * story says nothing wanted about what the question names.
 */
function wantAnswer(
  c: CaseContext,
  coachText: string,
  guard: Guard,
): { answer: string; fact: string } | undefined {
  if (!WANT_Q.test(coachText)) return undefined;
  const asked = wantedWords(coachText);
  const f = c.state.case;
  const fact = [...f.change, ...f.fears, ...f.facts.map((x) => x.text)].find(
    (t) => /\b(want|wish)\b/i.test(t) && [...wantedWords(t)].some((w) => asked.has(w)),
  );
  if (!fact) return undefined;
  const answer = pick(c, WANT_ANSWERS[WANTS_NOT.test(fact) ? 'no' : 'yes'][f.voice][guard]);
  return answer ? { answer, fact } : undefined;
}

/** What the coach's turn is about, with the people it points at (`story-topics.ts`). */
const coachTopics = (c: CaseContext, move: CoachMove) => turnTopics(c.state, move);

/**
 * Facts the coach's words point at first, then untold ones, within what trust allows. A fact the
 * question names may come one step deeper than trust alone would bring it: the coach has named it.
 */
function rankFacts(
  c: CaseContext,
  move: CoachMove,
  facts: readonly CaseFact[],
  depth = depthOf(c.state),
): CaseFact[] {
  const coach = coachTopics(c, move);
  return facts
    .map((f, i) => ({ f, i, on: overlap(f.text, coach) }))
    .filter(({ f, on }) => f.depth <= depth + (on > 0 ? 1 : 0))
    .map(({ f, i, on }) => ({
      f,
      score: on * 5 + (told(c, f.text) ? -7 : 0) + f.depth * 0.3 - i * 0.01 + c.r() * 0.5,
    }))
    .sort((a, b) => b.score - a.score)
    .map((x) => x.f);
}

/** How likely change talk is now: skilful MI draws it out, pressure brings sustain talk. */
function changeOdds(state: DialogueState): number {
  const k = state.counts;
  const skill = k.reflection + k.open_question + k.affirmation + k.apology * 0.5;
  const push = k.confrontation + k.advice;
  const ratio = (skill + 1) / (skill + push * 2.5 + 2);
  return Math.min(0.9, Math.max(0.05, ratio * (1.2 - state.resistance)));
}

/**
 * Whether a told line is another person's doing ("my son Jake dropped out of engineering"), not
 * the client's own: no "me", no "I", nothing of the behaviour the client is here about.
 */
function aboutOther(c: CaseContext, line: string | undefined): boolean {
  if (!line) return false;
  const f = c.state.case;
  const said = normaliseSentence(line);
  const source = [...f.facts.map((fact) => fact.text), ...f.sustain, ...f.change, ...f.fears].find((t) =>
    said.includes(normaliseSentence(t).replace(/^i /, '')),
  );
  if (!source) return false;
  // A note of the profile ("3 or 4 nights a week") is about the client's own behaviour.
  if (f.facts.some((fact) => fact.fragment && fact.text === source)) return false;
  const own =
    /^(i|i'm|i've|i'd|i'll)\b/i.test(source) ||
    /\b(me|myself|I)\b/.test(source) ||
    (!!f.target && !!TARGET_WORDS[f.target]?.test(source));
  return !own;
}

/** A feeling or a hedge after what was just told (`last`): about the client's own doing, or their reaction to someone else's. */
function after(c: CaseContext, voice: Voice, guard: Guard, odds: number, last?: string): string | undefined {
  if (c.r() >= odds) return undefined;
  // Who sent them is neither their doing nor a relative's: what follows it is about coming here
  // ("My GP sent me. It wasn't my idea to come."), not shame or a feeling about someone.
  if (last && REFERRAL.test(last)) return pick(c, HERE_LINES[voice][guard]);
  return pick(c, (aboutOther(c, last) ? OTHERS_AFTERS : AFTERS)[voice][guard]);
}

/** A line that says who sent the client ("My GP sent me after a liver test"). */
const REFERRAL = /\b(sent|referred) (me|him|her|them)\b|\bmade me (come|see)\b/i;

/** Things a behaviour's general lines name that only some stories have (a wine drinker has no beers, no crew). */
const STORY_THINGS = /\b(beers?|wine|crew|liver|shifts?|pub|college|exams?)\b/gi;

/** A grown-up's life in a behaviour's general lines (a job, shifts, a child): never a teenager's. */
const ADULT_LIFE = /\b(I work|work with|at work|after work|my job|shifts?|on nights|my kid|at fifty)\b/i;

/** The lines of a behaviour that name nothing the case's story lacks, in the client's voice. */
function ofStory(c: CaseContext, lines: readonly string[]): string[] {
  const f = c.state.case;
  const voiced = f.voice === 'teen' ? lines.filter((line) => !ADULT_LIFE.test(line)) : lines;
  const story = normaliseSentence(
    [f.role ?? '', ...f.facts.map((x) => x.text), ...f.sustain, ...f.change, ...f.fears, ...f.values].join(
      ' ',
    ),
  );
  return voiced.filter((line) =>
    [...line.matchAll(STORY_THINGS)].every((m) => story.includes(stem(m[0].toLowerCase()))),
  );
}

/** A reason to stay the same or to change, led in; undefined when the case has none left. */
function talk(
  c: CaseContext,
  kind: 'sustain' | 'change',
  opening = false,
  move?: CoachMove,
): string | undefined {
  const { state } = c;
  const voice = state.case.voice;
  const pool = kind === 'sustain' ? state.case.sustain : [...state.case.change, ...state.case.values];
  // Change talk that opens a reply takes no "But" or "Then again": nothing went before to turn from.
  const leads =
    kind === 'sustain' ? SUSTAIN_LEADS[voice] : opening ? CHANGE_OPENERS[voice] : CHANGE_LEADS[voice];
  // The case's own reasons first; once told, the same reasons are not told again in other words
  // but other reasons that fit the behaviour come up, as they do in a real session.
  // What the coach's turn names first ("What do you enjoy about the wine?"), then in the story's order.
  const order = move ? [...new Set([...namedIn(pool, coachTopics(c, move)), ...pool])] : pool;
  for (const text of order.filter((t) => !told(c, t))) {
    const line = tell(c, text, leads);
    if (line) return line;
  }
  // Reasons tied to the behaviour come up only once the behaviour has been named in the session.
  const target = state.case.target;
  const named =
    target &&
    TARGET_WORDS[target]?.test([...state.avatarTurns, ...state.coachTurns.map((t) => t.text)].join(' '));
  const generic = named && target ? TARGET_TALK[target] : undefined;
  return generic ? pick(c, ofStory(c, generic[kind])) : undefined;
}

function factLine(
  c: CaseContext,
  move: CoachMove,
  facts: readonly CaseFact[],
  guard: Guard,
): string | undefined {
  const voice = c.state.case.voice;
  const depth = guard === 'closed' ? 0 : depthOf(c.state);
  const coach = coachTopics(c, move);
  const on = (f: CaseFact) => overlap(f.text, coach);
  const whole = facts.filter((f) => !f.fragment);
  // Asked again about something already told ("your son"), with nothing untold on it that trust
  // reaches, the client says what was told again briefly, or that there is no more to it; never the
  // same story again, nor another topic.
  const toldAbout = whole.filter((f) => on(f) > 0 && told(c, f.text)).sort((a, b) => on(b) - on(a))[0];
  // When the told fact names the thing itself ("that scholarship"), an untold one only of its part
  // of life ("my last year of school") is another topic, not more on this one.
  const named = (f: CaseFact) => storyNames(f.text, coach) > 0;
  const more = (f: CaseFact) => (toldAbout && named(toldAbout) ? named(f) : on(f) > 0);
  if (toldAbout && !whole.some((f) => more(f) && !told(c, f.text) && f.depth <= depth + 1)) {
    // The part of what was told that the question is about, said again briefly ("Like I said, my
    // husband Frank died in 2022."), then that there is no more to it.
    const gist = clauseAbout(toldAbout.text, coach);
    // A closed client says it too, tersely: "Fine, you want to know." with nothing after it promised what it never gave.
    const brief = gist ? again(c, gist) : undefined;
    return [brief, pick(c, NOTHING_MORE[voice])].filter(Boolean).join(' ') || undefined;
  }
  // Asked again what happened ("What happened with him?") once the whole story is told, with nothing in the
  // question that names a part of it: the start of the story the question reaches first, said again
  // briefly, then that there is no more to it (not a filler with no story).
  const untoldAny = whole.some((f) => !told(c, f.text));
  const asked = c.state.coachTurns.at(-1)?.text ?? '';
  const retold =
    !untoldAny &&
    move.primary === 'open_question' &&
    WHAT_HAPPENED_Q.test(asked) &&
    rankFacts(c, move, whole, depth)[0];
  if (retold && guard !== 'closed') {
    const gist = clauseAbout(retold.text, coach) ?? retold.text.split(/,\s+|\s+(?=and\b|but\b)/i)[0];
    const brief = gist ? again(c, gist) : undefined;
    if (brief) return [brief, pick(c, NOTHING_MORE[voice])].filter(Boolean).join(' ');
  }
  // The question names a part of the story that trust does not reach yet: the client holds back
  // on it ("It's complicated."), rather than telling another part of the story instead.
  const untold = whole.filter((f) => !told(c, f.text));
  const ranked = rankFacts(c, move, untold, depth);
  if (
    untold.some((f) => on(f) > 0) &&
    !ranked.some((f) => on(f) > 0) &&
    (move.primary === 'open_question' || move.primary === 'closed_question')
  )
    return pick(c, DEFLECT[voice][guard]);
  for (const fact of ranked.slice(0, 4)) {
    const line = tell(c, fact.text, LEADS[voice][guard]);
    if (line) return line;
  }
  return undefined;
}

function quantityAnswer(c: CaseContext, move: CoachMove, text: string, guard: Guard): string | undefined {
  const voice = c.state.case.voice;
  let facts = c.state.case.facts.filter((f) => f.quantity);
  if (/\bhow long\b/i.test(text)) {
    const durations = facts.filter((f) => /\b(since|ago|for \w+ (years?|months?|weeks?))\b/i.test(f.text));
    if (durations.length) facts = durations;
  }
  if (facts.length === 0) return undefined;
  // The fact about what was asked ("how much have you lost" -> the money lost) comes first; then
  // "how often" takes a frequency and "how much" an amount of the behaviour, rather than a date.
  const coach = coachTopics(c, move);
  const fits = HOW_OFTEN.test(text) ? FREQUENCY : /\bhow long\b/i.test(text) ? DURATION : AMOUNT;
  const score = (f: CaseFact) => overlap(f.text, coach) * 2 + Number(fits.test(f.text));
  const ranked = [...rankFacts(c, move, facts, 2)].sort((a, b) => score(b) - score(a));
  const fact = ranked.find((f) => !told(c, f.text));
  const best = ranked[0];
  // Asked again for a figure already told, the client gives the figure, not the whole story again.
  if (!fact || (best && fact !== best && score(best) > score(fact))) {
    const figure = best && quantityOf(best.text, fits);
    return figure ? again(c, figure) : undefined;
  }
  // A guarded client plays down how much they do, not how often they tried to stop.
  if (guard !== 'open' && !TRIED_Q.test(text) && c.r() < 0.75) {
    const down = pick(c, MINIMISERS[voice]);
    const truth = tell(c, fact.text, fact.fragment ? FRAGMENT_LEADS : ADMITS[voice]);
    if (truth) return [down, truth].filter(Boolean).join(' ');
  }
  // A note like "3 or 4 nights a week" is said as it is, with at most a hedge; a sentence with a
  // plain lead-in, never a story-telling opener before a figure.
  return tell(c, fact.text, fact.fragment ? FRAGMENT_LEADS : QUANTITY_LEADS[voice]);
}

/** The clause of a told fact that shares most of the coach's words, without its joining word ("since my husband Frank died" -> "my husband Frank died"). */
function clauseAbout(text: string, coach: Set<string>): string | undefined {
  const clauses = text.split(/,\s+|\s+(?=since\b|because\b|but\b|and\b|after\b)/i);
  const shared = (k: string) =>
    normaliseSentence(k)
      .split(' ')
      .filter((w) => coach.has(stem(w))).length;
  const bare = clauses
    .map((k) => k.replace(/^(since|because|but|and|after)\s+/i, '').trim())
    .filter((k) => k.split(' ').length >= 3);
  return [...bare].sort((a, b) => shared(b) - shared(a))[0];
}

/** The clause of a fact that holds the figure asked for ("about twice a week"), or undefined. */
/**
 * A when question answered with the time of the fact it is about: the clause that shares most of
 * the coach's words and says when ("we have not spoken since his birthday" -> "Not since his
 * birthday."), as the whole fact the first time, as the time alone once told.
 */
function whenAnswer(c: CaseContext, move: CoachMove, guard: Guard): string | undefined {
  const coach = coachTopics(c, move);
  const clauses = rankFacts(c, move, c.state.case.facts, 2).flatMap((fact) =>
    fact.text
      .split(/,\s+|\s+(?=because\b|but\b|and\b)/i)
      .filter((clause) => WHEN.test(clause))
      .map((clause) => ({ fact, clause, shared: overlap(clause, coach) })),
  );
  const best = clauses.sort((a, b) => b.shared - a.shared)[0];
  if (!best) return undefined;
  if (!told(c, best.fact.text) && guard === 'open')
    return tell(c, best.fact.text, QUANTITY_LEADS[c.state.case.voice]);
  const at = best.clause.search(WHEN);
  const time = best.clause.slice(at).replace(/[.!?]+$/, '');
  const negated = /\b(not|never|n't)\b/i.test(best.clause.slice(0, at));
  if (!negated) return again(c, time);
  return (pick(c, NOT_SINCE) ?? 'Not {time}.').replace('{time}', time);
}

function quantityOf(text: string, fits: RegExp): string | undefined {
  const clauses = text.split(/,\s+|\s+(?=since\b|because\b|but\b|and\b)/i);
  const clause = clauses.find((k) => fits.test(k)) ?? clauses.find((k) => QUANTITY_RE.test(k));
  if (!clause) return undefined;
  const at = clause.search(fits.test(clause) ? fits : QUANTITY_RE);
  // Keep a hedge just before the figure ("about", "roughly"), drop the verb and its subject.
  const before =
    clause.slice(0, at).match(/\b(about|around|roughly|nearly|almost|over|at least)\s+$/i)?.[0] ?? '';
  return `${before}${clause.slice(at)}`.trim() || undefined;
}

const HOW_OFTEN = /\b(how often|how many (times|nights|days|evenings)|how frequently)\b/i;
const FREQUENCY =
  /\b(a (day|week|night|month)|most (days|nights|evenings|weekends)|every \w+|\d+ times|times a|twice|once|nights? a|daily|nightly)\b/i;
const AMOUNT =
  /\b(\d[\d,.]*|one|two|three|four|five|six|ten|twenty|a bottle|bottles?|beers?|pints?|glasses|cigarettes?|joints?|pounds|dollars|euros|grams?)\b/i;
const DURATION = /\b(since|ago|for \w+ (years?|months?|weeks?))\b/i;

function riskAnswer(c: CaseContext, coachText: string, guard: Guard): string | undefined {
  const { state } = c;
  const voice = state.case.voice;
  if (state.case.risk.length === 0) return pick(c, NO_RISK[voice]);
  const risks = state.case.risk.map((text) => ({
    text,
    quantity: true,
    depth: 0 as const,
    fragment: false,
    words: [],
  }));
  const wantsDeath = /\b(suicid|kill|end(ing)? your life|die|dead|dying|death)\w*/i.test(coachText);
  const aboutDeath = (t: string) => /\b(die|dead|life|suicid\w*|kill)\b/i.test(t);
  // Asked about suicide, the client answers about that; a case
  // that says nothing about it gets a plain no.
  if (wantsDeath && !risks.some((f) => aboutDeath(f.text))) return pick(c, NO_RISK[voice]);
  const ordered = wantsDeath ? risks.filter((f) => aboutDeath(f.text)) : risks;
  for (const fact of ordered) {
    const line = tell(c, fact.text, guard === 'open' ? LEADS[voice].open : RISK_LEADS[voice]);
    if (line) return line;
  }
  // Asked about it again, the client answers with the heart of what was already told, not all of it.
  const gist = ordered[0]?.text.split(/,\s*/)[0];
  return gist ? again(c, gist) : undefined;
}

/** A session of good MI so far: reflections, open questions and affirmations, no pushing. */
function skilful(state: DialogueState): boolean {
  const k = state.counts;
  return k.confrontation + k.advice === 0 && k.reflection + k.open_question + k.affirmation >= 3;
}

/**
 * Change talk for an evocative question: the case's own reasons to change not told yet, then a
 * value with what the behaviour puts at stake, the behaviour's own reasons, or what the client
 * would want instead.
 */
function evokedChange(c: CaseContext, move: CoachMove): string | undefined {
  const { state } = c;
  const f = state.case;
  const voice = f.voice;
  const coach = coachTopics(c, move);
  const untold = f.change.filter((t) => !told(c, t)).sort((a, b) => overlap(b, coach) - overlap(a, coach));
  for (const text of untold) {
    const line = tell(c, text, CHANGE_OPENERS[voice]);
    if (line) return line;
  }
  const it = (f.target && BEHAVIOUR_NAMES[f.target]) || 'this';
  const atStake = f.values
    .filter((value) => !told(c, value))
    .flatMap((value) =>
      VALUE_AT_STAKE[voice].map((frame) => frame.replace('{value}', value).replace('{it}', it)),
    );
  const target = f.target ? ofStory(c, TARGET_TALK[f.target]?.change ?? []) : undefined;
  // What the story puts at stake first; then the behaviour's own reasons or a wish, in turn.
  const general = c.r() < 0.5 ? [target ?? [], EVOKED_CHANGE[voice]] : [EVOKED_CHANGE[voice], target ?? []];
  // A reason already told comes back as the future it points at ("Jake wouldn't see me drunk").
  for (const future of f.change.flatMap((text) => imagined(text) ?? [])) {
    const line = tell(c, future, FUTURE_LEADS[voice]);
    if (line) return line;
  }
  for (const source of [atStake, ...general]) {
    const line = pick(c, source);
    if (line) return line;
  }
  return undefined;
}

/** A wish turned into the future it points at: "I don't want Jake to see me drunk" -> "Jake wouldn't see me drunk". */
function imagined(text: string): string | undefined {
  const notOther = /^I don't want (\w+(?: \w+)?) to (.+)$/.exec(text);
  if (notOther && !/^to\b/.test(notOther[1] ?? '')) return `${notOther[1]} wouldn't ${notOther[2]}`;
  const other = /^I want (my \w+|\w+) to (.+)$/.exec(text);
  if (other && other[1] !== 'to') return `${other[1]} would ${other[2]}`;
  const self = /^I want to (.+)$/.exec(text);
  if (self) return `I could ${self[1]}`;
  return undefined;
}

const TWO_SIDED =
  /\b(on (the )?one hand|on the other( hand)?|part of you\b.*\bpart of you|at the same time|and yet|but also)\b/i;

const HERE_R =
  /\b(be here|come here|coming here|came here|choose|chose|choice|sent you|made you|forced|your idea)\b/i;

/**
 * After a reflection, the client goes on about what was reflected: the reason, fact or feeling it
 * named. Sustain or change talk about the behaviour follows only a reflection of the behaviour
 * (or of a reason the case gives); a reflection of being sent here is answered about coming here.
 */
function reflectionFollow(
  c: CaseContext,
  move: CoachMove,
  coachText: string,
  guard: Guard,
  odds: number,
): string | undefined {
  const { state } = c;
  const f = state.case;
  const voice = f.voice;
  const coach = coachTopics(c, move);
  const related = (items: readonly string[]) =>
    items
      .filter((t) => overlap(t, coach) > 0 && !told(c, t))
      .sort((a, b) => overlap(b, coach) - overlap(a, coach));
  // Both sides held up at once ("on one hand... on the other"): the client answers with the side that
  // worries them, or with being torn, never with a plain fact.
  if (TWO_SIDED.test(coachText) && guard !== 'closed') {
    const worry = related([...f.change, ...f.fears])[0] ?? [...f.change, ...f.fears].find((t) => !told(c, t));
    return (worry && tell(c, worry, CHANGE_LEADS[voice])) || pick(c, TORN[voice]);
  }
  const deep = move.skill === 'complex_reflection' ? 0.25 : 0;
  const changeNow = guard !== 'closed' && c.r() < odds + deep;
  const change = related([...f.change, ...f.values]);
  const sustain = related(f.sustain);
  if (changeNow && change[0]) return tell(c, change[0], CHANGE_LEADS[voice]);
  if (sustain[0] && c.r() < 0.7) return tell(c, sustain[0], SUSTAIN_LEADS[voice]);
  const facts = f.facts.filter(
    (fact) => !fact.fragment && overlap(fact.text, coach) > 0 && !told(c, fact.text),
  );
  if (facts.length && guard !== 'closed') {
    const line = factLine(c, move, facts, guard);
    if (line) return line;
  }
  const onTarget = !!f.target && !!TARGET_WORDS[f.target]?.test(coachText);
  if (onTarget) {
    if (changeNow) return talk(c, 'change') ?? after(c, voice, guard, 0.6);
    if (c.r() < 0.5) return talk(c, 'sustain') ?? after(c, voice, guard, 0.6);
    return after(c, voice, guard, 0.5);
  }
  if (HERE_R.test(coachText)) {
    const reason = f.facts.find(
      (fact) => /\b(sent|made me|referred)\b/i.test(fact.text) && !told(c, fact.text),
    );
    return (reason && tell(c, reason.text, LEADS[voice][guard])) || pick(c, HERE_LINES[voice][guard]);
  }
  // Nothing of the story was named: the client lets it land, at most with a word of feeling.
  return guard === 'open' ? after(c, voice, guard, 0.5) : undefined;
}

/**
 * What the client would like to work on: while closed, not much (with a reason to stay the same);
 * otherwise the behaviour, hedged while guarded, then a reason of their own to change from the
 * story, or being torn. Never a fact of the story that does not answer it.
 */
function goalAnswer(c: CaseContext, guard: Guard): string | undefined {
  const f = c.state.case;
  const voice = f.voice;
  const it = f.target ? BEHAVIOUR_NAMES[f.target] : undefined;
  const openers = GOAL_OPENERS[voice][guard]
    .filter((line) => it || !line.includes('{it}'))
    .map((line) =>
      line
        .replace(/\{it\}/g, it ?? '')
        .replace(/(^|[.?!]\s+)([a-z])/g, (_m, gap: string, ch: string) => gap + ch.toUpperCase()),
    );
  const first = pick(c, openers);
  const then =
    guard === 'closed'
      ? talk(c, 'sustain')
      : (talk(c, 'change', true) ??
        (guard === 'guarded' ? talk(c, 'sustain') : undefined) ??
        pick(c, TORN[voice]));
  return [first, then].filter(Boolean).join(' ') || undefined;
}

/** Writes a counselling client's reply from the case, or undefined to leave the turn to the general composer. */
export function caseReply(
  c: CaseContext,
  move: CoachMove,
  coachText: string,
  turn: number,
): string | undefined {
  const { state } = c;
  const formulation = state.case;
  if (formulation.coach.frame !== 'counselling' || formulation.facts.length === 0) return undefined;
  const voice = formulation.voice;
  const guard = guardOf(state);
  const parts: (string | undefined)[] = [];
  const odds = changeOdds(state);
  // Lectured or confronted in the last few turns, the client defends the behaviour more than it
  // weighs changing (as long as one lecture keeps it bruised).
  const pushed = state.coachTurns
    .slice(-4, -1)
    .some((t) => t.move.intents.includes('confrontation') || t.move.intents.includes('advice'));
  if (turn === 0 && move.intents.includes('greeting')) parts.push(pick(c, CLIENT_GREETING[voice][guard]));
  // "What would help you feel safer?" is a risk question only when the case says something about safety.
  const isRisk =
    RISK_Q.test(coachText) &&
    !(/\bsafer?\b/i.test(coachText) && !formulation.risk.some((r) => /\b(safe|help|call|tell)\b/i.test(r)));
  const isQuantity = QUANTITY_Q.test(coachText);
  // Asked for permission to share something, the client grants or refuses it by how guarded they are
  // ("Would it be okay if we looked at it together?" asks for collaboration, not to be heard).
  const asks =
    move.primary === 'open_question' || move.primary === 'closed_question' || move.primary === 'statement';
  if (asks && PERMISSION_Q.test(coachText) && !isRisk) {
    parts.push(pick(c, PERMISSION_ANSWERS[voice][guard]));
    return parts.filter(Boolean).join(' ').trim() || undefined;
  }
  const primary =
    move.primary === 'collaboration' && AGENDA_Q.test(coachText) ? 'open_question' : move.primary;
  switch (primary) {
    case 'open_question':
    case 'closed_question': {
      if (isRisk) {
        parts.push(riskAnswer(c, coachText, guard));
        if (guard !== 'closed') parts.push(after(c, voice, guard, 0.5, parts.at(-1)));
        break;
      }
      if (isQuantity) {
        parts.push(quantityAnswer(c, move, coachText, guard) ?? factLine(c, move, formulation.facts, guard));
        parts.push(after(c, voice, guard, 0.35, parts.at(-1)));
        break;
      }
      const when = WHEN_Q.test(coachText) ? whenAnswer(c, move, guard) : undefined;
      if (when) {
        parts.push(when, after(c, voice, guard, 0.35, when));
        break;
      }
      // A question word is not answered "Truthfully, yes.": "When can you pay it back?" goes on as an open question.
      if (primary === 'closed_question' && !WH_WORD.test(move.questionWord ?? '')) {
        const want = wantAnswer(c, coachText, guard);
        if (want) {
          parts.push(want.answer);
          if (guard !== 'closed') parts.push(tell(c, want.fact, LEADS[voice][guard]));
          break;
        }
        if (LECTURE_Q.test(coachText)) {
          // Lectured, the client has heard it: an open one says what they want instead, the others
          // defend what the habit gives them.
          parts.push(pick(c, LECTURED_ANSWERS[voice][guard]));
          const own =
            guard === 'open' && !pushed
              ? formulation.change.find((f) => !told(c, f) && !TRIED_Q.test(f))
              : formulation.sustain.find((f) => !told(c, f));
          const leads = guard === 'open' && !pushed ? LEADS[voice][guard] : SUSTAIN_LEADS[voice];
          parts.push(own ? tell(c, own, leads) : after(c, voice, guard, 0.9, parts.at(-1)));
          break;
        }
        parts.push(pick(c, SHORT_ANSWERS[voice][guard]));
        const coach = coachTopics(c, move);
        const related = rankFacts(c, move, formulation.facts).find((f) => overlap(f.text, coach) > 0);
        if (related && guard !== 'closed') parts.push(tell(c, related.text, LEADS[voice][guard]));
        break;
      }
      if (GOAL_Q.test(coachText)) {
        parts.push(goalAnswer(c, guard));
        break;
      }
      // A closed client gives little: a deflection, sometimes a bare surface fact.
      if (guard === 'closed' && c.r() < 0.45) {
        parts.push(pick(c, DEFLECT[voice].closed));
        if (c.r() < 0.5) parts.push(factLine(c, move, formulation.facts, 'closed'));
        break;
      }
      // The part of the story the question names ("What would it mean to get that scholarship?"),
      // within what trust allows: a worry, a reason or a fact on it is told before any other.
      const coach = coachTopics(c, move);
      const namesStory = rankFacts(
        c,
        move,
        formulation.facts.filter((f) => !f.fragment && !told(c, f.text)),
      ).some((f) => overlap(f.text, coach) > 0);
      const namedSustain = namedIn(formulation.sustain, coach);
      const namedFear = namedIn(
        formulation.fears.filter((f) => !told(c, f)),
        coach,
      )[0];
      // Why they came: who sent them first, then a cause ("after a liver test"), never a reason
      // to stay the same that happens to say "after work".
      const untold = formulation.facts.filter(
        (f) => !told(c, f.text) && !formulation.sustain.includes(f.text),
      );
      const reason =
        untold.find((f) => /\b(sent|made me|referred)\b/i.test(f.text)) ??
        untold.find((f) => /\b(because|after)\b/i.test(f.text)) ??
        // Or, past precontemplation, a reason of their own to change (not an attempt at it): "I want
        // my kid to grow up without smoke", never what the habit gives them.
        (formulation.stage === 'precontemplation'
          ? undefined
          : untold.find((f) => formulation.change.includes(f.text) && !TRIED_Q.test(f.text)));
      if (BRINGS_Q.test(coachText) && reason) {
        parts.push(tell(c, reason.text, LEADS[voice][guard]));
      } else if (
        WORRY_Q.test(coachText) &&
        formulation.fears.length &&
        // Asked what worries them, a client not closed says a worry, one step deeper than trust
        // alone would bring it: the question named it.
        guard !== 'closed' &&
        (namedFear || !namesStory)
      ) {
        const worry = namedFear ?? formulation.fears.find((f) => !told(c, f));
        // Every worry told already: the one the question names (or the first) said again briefly.
        const toldWorry = formulation.fears.find((f) => overlap(f, coach) > 0) ?? formulation.fears[0] ?? '';
        const gist = !worry && clauseAbout(toldWorry, coach);
        parts.push(worry ? tell(c, worry, LEADS[voice][guard]) : gist ? again(c, gist) : undefined);
      } else if (CHANGE_Q.test(coachText) && guard !== 'closed' && skilful(state)) {
        // After a skilful session an evocative question draws change talk, and nothing that
        // plays it down after it.
        parts.push(evokedChange(c, move));
        if (guard === 'open') parts.push(after(c, voice, guard, 0.3, parts.at(-1)));
        break;
      } else if (CHANGE_Q.test(coachText) && guard !== 'closed' && c.r() < odds + (pushed ? 0 : 0.3)) {
        parts.push(
          talk(c, 'change', parts.length === 0, move) ?? factLine(c, move, formulation.facts, guard),
        );
      } else if (CHANGE_Q.test(coachText) && pushed) {
        // Pushed, the client answers "what would be different" by defending the behaviour.
        parts.push(talk(c, 'sustain', false, move) ?? factLine(c, move, formulation.facts, guard));
      } else if (
        (SUSTAIN_Q.test(coachText) || (move.questionWord === 'why' && !BRINGS_Q.test(coachText))) &&
        formulation.sustain.length &&
        (!namesStory || namedSustain.some((t) => !told(c, t)))
      ) {
        // A reason already told that the question names ("What do you enjoy about the wine?") is
        // said again briefly, rather than another, general one.
        const toldReason = namedSustain.every((t) => told(c, t)) ? namedSustain[0] : undefined;
        const gist = toldReason && clauseAbout(toldReason, coach);
        parts.push((gist && again(c, gist)) || talk(c, 'sustain', false, move));
      } else {
        parts.push(factLine(c, move, formulation.facts, guard));
      }
      parts.push(after(c, voice, guard, guard === 'open' ? 0.45 : 0.3, parts.at(-1)));
      break;
    }
    case 'reflection': {
      parts.push(pick(c, REFLECTION_ACKS[voice][guard]));
      parts.push(reflectionFollow(c, move, coachText, guard, odds));
      break;
    }
    case 'advice': {
      parts.push(pick(c, ADVICE_PUSHBACK[voice][guard]));
      if (c.r() < 0.7) parts.push(talk(c, 'sustain'));
      break;
    }
    case 'confrontation': {
      parts.push(pick(c, DISCORD[voice][guard]));
      // Discord takes many forms: defending with sustain talk, going terse, turning to someone else.
      const form = c.r();
      if (form < 0.45) parts.push(talk(c, 'sustain'));
      else if (form < 0.65) parts.push(pick(c, TOPIC_CHANGE[voice]));
      break;
    }
    case 'collaboration': {
      if (GOAL_Q.test(coachText)) {
        parts.push(goalAnswer(c, guard));
        break;
      }
      // Asked for their own ideas, the client offers one: a way to change once trust allows, a
      // reason to stay as they are while closed; never a bare "Go on.".
      parts.push(pick(c, COLLABORATION_ACKS[voice][guard]));
      parts.push(
        guard === 'closed'
          ? (talk(c, 'sustain') ?? factLine(c, move, formulation.facts, guard))
          : (evokedChange(c, move) ?? talk(c, 'change') ?? factLine(c, move, formulation.facts, guard)),
      );
      break;
    }
    case 'autonomy': {
      // Handed the choice, the client weighs it: with nothing to push against, change talk comes
      // more easily than after a question; while closed, where they stand now.
      parts.push(pick(c, AUTONOMY_ACKS[voice][guard]));
      const change = guard !== 'closed' && c.r() < odds + 0.3;
      parts.push(
        (change ? talk(c, 'change', false) : talk(c, 'sustain')) ??
          factLine(c, move, formulation.facts, guard),
      );
      break;
    }
    case 'affirmation': {
      parts.push(pick(c, AFFIRM_ACKS[voice][guard]));
      if (guard === 'open' && c.r() < 0.5) parts.push(talk(c, 'change'));
      break;
    }
    case 'apology': {
      parts.push(pick(c, APOLOGY_ACKS[voice][guard]));
      break;
    }
    case 'farewell': {
      parts.push(pick(c, CLIENT_FAREWELL[voice][guard]));
      break;
    }
    case 'statement':
    case 'feeling': {
      parts.push(pick(c, STATEMENT_ACKS[voice][guard]));
      if (guard !== 'closed' && c.r() < 0.5) parts.push(factLine(c, move, formulation.facts, guard));
      break;
    }
    case 'greeting': {
      if (turn > 0) return undefined;
      if (c.r() < 0.6)
        parts.push(
          factLine(
            c,
            move,
            formulation.facts.filter((f) => f.depth === 0),
            guard,
          ),
        );
      break;
    }
    default:
      return undefined;
  }
  const text = parts.filter(Boolean).join(' ').trim();
  return text || undefined;
}

/** A question's answer from the story. */
export interface StoryAnswer {
  text: string;
  /** The whole reply: a quantity or a time, nothing before it. */
  whole: boolean;
  /** Part of the story not told before (not a wish, nor something said again). */
  news: boolean;
}

/**
 * A question in a family or work conversation answered from the story (the general composer
 * writes the rest of the reply): a quantity question with a quantity, the whole answer (`whole`);
 * an open question, or one with a question word however the coder coded it ("Who have you been
 * seeing?"), with a fact that trust reaches, after the composer's first words. Undefined when the
 * case has no story or the turn asks for none.
 */
export function storyAnswer(c: CaseContext, move: CoachMove, coachText: string): StoryAnswer | undefined {
  const { facts } = c.state.case;
  if (facts.length === 0) return undefined;
  const guard = guardOf(c.state);
  const question = move.primary === 'open_question' || move.primary === 'closed_question';
  const q = move.questionWord ?? '';
  // Asked what would help or be different, a family or work client not closed says what they would
  // like: a reason of their own from the story, or what they want of the relationship or the job.
  if (
    question &&
    CHANGE_Q.test(coachText) &&
    // "How many times did it change?" asks for a figure, "When did that change?" for a time.
    !QUANTITY_Q.test(coachText) &&
    !WHEN_Q.test(coachText) &&
    guard !== 'closed' &&
    c.state.case.coach.frame !== 'counselling'
  ) {
    const frame = c.state.case.coach.frame === 'work' ? 'work' : 'family';
    const wish = talk(c, 'change', true, move) ?? pick(c, FRAME_CHANGE[frame][c.state.case.voice]);
    if (wish) return { text: wish, whole: false, news: false };
  }
  const text =
    question && WHEN_Q.test(coachText)
      ? whenAnswer(c, move, guard)
      : question && QUANTITY_Q.test(coachText)
        ? quantityAnswer(c, move, coachText, guard)
        : move.primary === 'open_question' || (question && WH_WORD.test(q) && q !== 'why')
          ? factLine(c, move, facts, guard)
          : undefined;
  if (!text) return undefined;
  // Said again ("Like I said, ..."): the frames `again` puts before what was told already.
  const retold = ALREADY_SAID[c.state.case.voice].some((frame) =>
    normaliseSentence(text).startsWith(normaliseSentence(frame.split('{what}')[0] ?? '')),
  );
  return { text, whole: QUANTITY_Q.test(coachText) || WHEN_Q.test(coachText), news: !retold };
}
