/**
 * The case evaluation: six characters written as free prose (note form, first person, third
 * person, a bullet list, second person), twelve scripted counselling conversations of eight coach
 * turns, each run in three sessions. It measures what an MI supervisor listens for: open
 * questions answered with a fact of the character's story, quantity questions answered with a
 * quantity, distinct sentences across three sessions of the same script, how resistance moves
 * under confrontation and under skilful MI, and replies that leave the counselling frame (lines
 * meant for a relative or a guest). The facts, the quantity words and the off-frame phrases are
 * written here, from the prose, independently of how the persona reads it.
 *
 * Local persona, before (bd654c6, the persona before the case formulation) -> after:
 * open questions with a story fact 6/90 -> 69/90; quantity questions with a quantity 0/39 -> 39/39;
 * distinct sentences over three sessions 33% -> 80%; sentences in 2+ of 3 sessions 100% -> 23%;
 * resistance over confrontational scripts +0.301 -> +0.402, over skilful ones -0.383 (down to the
 * floor of 0.03) -> -0.166 (never below the character's floor); off-frame replies 9/288 -> 0/288.
 * After a supervisor's reading of whole sessions (evocative questions in a skilful session draw
 * change talk, quantities without story-telling lead-ins, reflections answered about what they
 * reflected): open questions with a story fact 69/90 -> 75/90; distinct sentences 80% -> 82%;
 * sentences in 2+ of 3 sessions 23% -> 21%; quantities, resistance and frame unchanged.
 * After a line of the story stopped coming back in a session under another lead-in (asked again,
 * the client gives the figure, one step deeper, or says there is no more), larger reply pools,
 * ambivalence read across "but", and evocative questions drawing the case's own reason to change:
 * open questions with a story fact 75/90 -> 72/90 (a fact already told no longer counts twice);
 * quantities 39/39 (now also counting "most evenings" and "a bottle"); distinct sentences
 * 82% -> 88%; sentences in 2+ of 3 sessions 21% -> 13%; resistance and frame unchanged.
 * After each practice drew its lines from its own share of every pool (`session-share.ts`; the
 * sessions here named `practice-N` as the server names them), behaviour lines naming nothing the
 * story lacks, and a question about something told answered with its gist: distinct sentences
 * 89% -> 100%; sentences in 2+ of 3 sessions 12% -> 0%; open questions with a story fact 72/90,
 * quantities 39/39, off frame 0/288 unchanged; resistance +0.405 and -0.125 -> -0.128.
 * After a question's topic (`topics.ts`, in the coach's turn analysis) chose the fact it names
 * before the disclosure order, one step deeper than trust alone: open questions naming a topic
 * answered on it 58/84 -> 78/84 (the rest: a closed, angry father deflecting); open questions with
 * a story fact 72/90 -> 75/90 (a worry or a reason already told is said again briefly, not swapped
 * for another part of the story); the other figures unchanged.
 */
import {
  type ConversationTurn,
  createSkillCoder,
  type DialogueState,
  normaliseSentence,
  type ReplyWriter,
  sentencesOf,
} from '../src/index.js';
import { sessionCoder } from '../src/skills/session-coder.js';

/** What one coach turn does, as a trained coder would code it. */
export type TurnKind =
  | 'open'
  | 'quantity'
  | 'closed'
  | 'reflection'
  | 'complex'
  | 'affirm'
  | 'advice'
  | 'advice_permission'
  | 'confront'
  | 'apology'
  | 'risk';

export interface CaseCharacter {
  id: string;
  emotion: string;
  /** The profile as a coach would type it. */
  prose: string;
  /** Words that only come from this character's story (lower case). */
  facts: string[];
}

/**
 * One scripted coach turn: what it does, what the coach says, and for a question that names a
 * topic of the story, words of that topic's fact (lower case, from the prose) the reply should hold.
 */
export type CaseTurn = [TurnKind, string] | [TurnKind, string, string[]];

export interface CaseScript {
  id: string;
  character: string;
  /** `confront` scripts push, `skilful` ones are good MI; `mixed` ones both. */
  style: 'confront' | 'skilful' | 'mixed';
  turns: CaseTurn[];
}

export const CASE_CHARACTERS: readonly CaseCharacter[] = [
  {
    id: 'tom',
    emotion: 'anger',
    prose:
      "Defensive father, 55. Tom, a plumber; his son Jake, 19, dropped out of engineering in March. Tom drinks four beers most nights since the layoffs at the depot two years ago. Proud of always providing for his family. Afraid of ending up like his own father, who drank. Says everyone on the crew drinks, it's how he unwinds. Doesn't want Jake to see him like that. His GP sent him after a liver test.",
    facts: [
      'jake',
      'engineering',
      'beer',
      'layoff',
      'depot',
      'plumb',
      'crew',
      'gp',
      'liver',
      'father',
      'unwind',
      'provid',
    ],
  },
  {
    id: 'maya',
    emotion: 'fear',
    prose:
      "I'm Maya, 17. I'm in year 12 and my exams start in May. I've been cutting my arms about twice a week since last autumn, the last time was on Sunday. I've never told my mum. I don't want to die, I just need the pressure to stop. My best friend Priya noticed the marks. I'm scared Mum will freak out and make me see someone. I want to stop before the summer.",
    facts: [
      'exam',
      'cut',
      'arm',
      'autumn',
      'sunday',
      'mum',
      'priya',
      'marks',
      'pressure',
      'year 12',
      'summer',
      'die',
      'twice',
    ],
  },
  {
    id: 'dana',
    emotion: 'normal',
    prose:
      'Dana Whitfield is a 42-year-old accountant and the mother of Leo, 8, and Ava, 11. She drinks a bottle of wine most evenings, more at weekends, since her divorce three years ago. She says wine is the only thing that switches her brain off after work. She is worried because she forgot to pick Leo up from football last month. She values being a reliable mum. She is ambivalent about cutting down.',
    facts: [
      'leo',
      'ava',
      'wine',
      'bottle',
      'divorce',
      'football',
      'accountant',
      'brain',
      'reliable',
      'weekend',
      'evening',
      'kids',
    ],
  },
  {
    id: 'marcus',
    emotion: 'normal',
    prose:
      '- Name: Marcus\n- 34, warehouse supervisor\n- smokes 20 cigarettes a day since he was 16\n- his girlfriend Nina is pregnant, due in August\n- tried quitting twice, lasted 3 days each time\n- smoking is his only break on a 12-hour shift\n- wants his kid to grow up without smoke\n- guarded, sarcastic',
    facts: [
      'cigarette',
      'smok',
      'nina',
      'pregnan',
      'august',
      'warehouse',
      'shift',
      'quit',
      'kid',
      'break',
      '20',
      'twenty',
    ],
  },
  {
    id: 'linda',
    emotion: 'sadness',
    prose:
      "Linda, 61, retired teacher, widow. Gambling: online slots, 3-4 nights a week, lost about 8,000 pounds since her husband Frank died in 2022. Daughter Claire found the bank statements. Ashamed, proud. Says it's her own money and the only time she isn't lonely. Fears losing the house.",
    facts: [
      'slots',
      'gambl',
      'frank',
      'claire',
      'statement',
      'pounds',
      '8,000',
      'teacher',
      'lonely',
      'house',
      'money',
      'night',
      'widow',
    ],
  },
  {
    id: 'sam',
    emotion: 'normal',
    prose:
      'You are Sam, 24, a delivery driver. You smoke cannabis every evening, about two joints, since college. You were late for work five times this month and your manager gave you a written warning. You say it helps you sleep. You do not want to lose the job because you are saving for a flat with your partner Alex.',
    facts: [
      'cannabis',
      'joint',
      'college',
      'late',
      'warning',
      'manager',
      'sleep',
      'flat',
      'alex',
      'deliver',
      'driver',
      'weed',
      'job',
    ],
  },
];

const SKILLFUL_TOM: CaseTurn[] = [
  ['open', 'What brings you in today?'],
  ['reflection', "You didn't choose to be here, and you're not happy about it."],
  ['quantity', 'How much do you usually drink in a week?'],
  ['complex', 'Part of you needs those beers to unwind, and part of you worries about what Jake sees.'],
  ['open', 'Tell me more about what happened with your son.', ['jake', 'engineering', 'dropped']],
  ['affirm', "You've worked hard to provide for your family all these years."],
  ['advice_permission', 'Would it be okay if I shared what some people in your spot have tried?'],
  ['open', 'What would you want to be different a year from now?'],
];

export const CASE_SCRIPTS: readonly CaseScript[] = [
  { id: 'tom-skilful', character: 'tom', style: 'skilful', turns: SKILLFUL_TOM },
  {
    id: 'tom-confront',
    character: 'tom',
    style: 'confront',
    turns: [
      ['open', 'So what brings you in?'],
      ['confront', "Face it, you're an alcoholic."],
      ['advice', 'You need to stop drinking right now.'],
      ['confront', "You're making excuses for yourself."],
      ['quantity', 'How many beers do you actually drink?'],
      ['confront', 'You are part of the problem with Jake.'],
      ['advice', 'What you should do is call him tonight.'],
      ['confront', "You're just like your father, aren't you?"],
    ],
  },
  {
    id: 'maya-skilful-risk',
    character: 'maya',
    style: 'skilful',
    turns: [
      ['open', 'What would you like to talk about today?'],
      ['reflection', 'Things have felt like a lot lately, with the exams coming.'],
      ['open', 'What worries you most about your mum finding out?', ['mum', 'freak', 'told']],
      ['risk', 'Are you still hurting yourself?'],
      ['quantity', 'How often does it happen?'],
      ['risk', 'Have you ever thought about ending your life?'],
      ['complex', 'Cutting is how you get some relief from the pressure, and you also want it to stop.'],
      ['open', 'What would help you feel safer this week?'],
    ],
  },
  {
    id: 'maya-advice',
    character: 'maya',
    style: 'confront',
    turns: [
      ['open', 'How are things at school?', ['exam', 'year 12', 'may']],
      ['advice', 'You should tell your mum tonight.'],
      ['closed', 'Do you understand how dangerous this is?'],
      ['confront', 'This is really selfish, you know.'],
      ['advice', 'You need to just stop cutting.'],
      ['apology', "Sorry, that came out wrong. I didn't mean to lecture you."],
      ['open', 'What is it like for you right now?'],
      ['quantity', 'How long has this been going on?'],
    ],
  },
  {
    id: 'dana-skilful',
    character: 'dana',
    style: 'skilful',
    turns: [
      ['open', 'What made you want to talk today?'],
      ['quantity', 'How much wine do you drink on a normal evening?'],
      ['reflection', 'Wine is how you switch off after a long day.'],
      ['open', 'Tell me about the kids.', ['leo', 'ava', 'football']],
      ['complex', 'Forgetting Leo really shook you, because being there for them matters so much.'],
      ['affirm', 'You have kept everything going on your own since the divorce.'],
      ['open', 'How would your life be different if you cut down?'],
      ['advice_permission', 'Can I share a couple of ideas other parents found useful?'],
    ],
  },
  {
    id: 'dana-mixed',
    character: 'dana',
    style: 'mixed',
    turns: [
      ['open', 'Where would you like to start?'],
      ['advice', 'You should try having a few dry nights a week.'],
      ['quantity', 'How often do you drink more than a bottle?'],
      ['confront', 'Forgetting your son is pretty serious, you have to admit.'],
      ['apology', "I'm sorry, I was pushing there."],
      ['reflection', "You're tired of feeling judged."],
      ['open', 'What do you enjoy about the wine?', ['brain', 'switch', 'bottle']],
      ['open', 'What worries you about it?'],
    ],
  },
  {
    id: 'marcus-skilful',
    character: 'marcus',
    style: 'skilful',
    turns: [
      ['open', 'What brings you here today?'],
      ['quantity', 'How many cigarettes do you smoke in a day?'],
      ['reflection', 'Smoking is your one break in a long shift.'],
      ['open', 'Tell me about the baby on the way.', ['nina', 'pregnan', 'august', 'kid']],
      ['complex', 'You want your kid to grow up without smoke, and quitting has felt impossible before.'],
      [
        'open',
        'What happened the last times you tried?',
        ['quit', 'twice', 'lasted', '3 days', 'three days'],
      ],
      ['affirm', 'Trying twice took guts.'],
      ['open', 'What might be different this time?'],
    ],
  },
  {
    id: 'marcus-confront',
    character: 'marcus',
    style: 'confront',
    turns: [
      ['open', 'So, why are you here?'],
      ['confront', 'Smoking around a pregnant woman is irresponsible.'],
      ['advice', 'You should use nicotine patches.'],
      ['closed', 'Do you know what smoking does to babies?'],
      ['confront', 'You just lack willpower.'],
      ['quantity', 'How many times have you tried to quit?'],
      ['advice', 'You have to quit before August.'],
      ['confront', "Stop making excuses, it's simple."],
    ],
  },
  {
    id: 'linda-skilful',
    character: 'linda',
    style: 'skilful',
    turns: [
      ['open', 'How have things been since we last spoke?'],
      ['reflection', "It's been a lonely time since Frank died."],
      ['quantity', 'How much have you lost, roughly?'],
      [
        'open',
        'What happened when Claire found the statements?',
        ['bank', 'daughter', 'slots', 'lost', 'gambl'],
      ],
      ['complex', "The slots fill the evenings, and you're scared of what they could cost you."],
      ['quantity', 'How often do you play?'],
      ['affirm', 'It took courage to come and talk about this.'],
      ['open', 'What would you like your evenings to look like?'],
    ],
  },
  {
    id: 'linda-mixed',
    character: 'linda',
    style: 'mixed',
    turns: [
      ['open', 'What would you like to talk about?'],
      ['confront', "You're gambling away your house."],
      ['apology', 'I apologise, that was harsh.'],
      ['open', 'Tell me about Frank.', ['husband', 'died', '2022']],
      ['advice', 'You should join Gamblers Anonymous.'],
      ['quantity', 'How many nights a week do you play?'],
      ['reflection', 'You feel ashamed about it.'],
      ['open', 'What matters most to you now?'],
    ],
  },
  {
    id: 'sam-skilful',
    character: 'sam',
    style: 'skilful',
    turns: [
      ['open', 'What brings you in?'],
      ['quantity', 'How much do you smoke on a usual evening?'],
      ['reflection', 'It helps you wind down and sleep.'],
      ['open', 'What happened with your manager?', ['warning', 'late']],
      ['complex', "You like how it helps you sleep, and you don't want it to cost you the flat with Alex."],
      ['affirm', "You've been saving hard for that flat."],
      ['advice_permission', 'Would you like to hear what others have done to sleep without it?'],
      ['open', 'Where do you want to go from here?'],
    ],
  },
  {
    id: 'sam-confront',
    character: 'sam',
    style: 'confront',
    turns: [
      ['open', 'Why are you here?'],
      ['confront', "You're an addict, Sam."],
      ['advice', 'You need to stop smoking weed completely.'],
      ['quantity', 'How often are you late?'],
      ['confront', "It's your own fault you got a warning."],
      ['closed', 'Do you want to lose your job?'],
      ['advice', 'What you should do is throw it all away tonight.'],
      ['confront', "You're letting Alex down."],
    ],
  },
];

/**
 * Open questions that each name one topic of a character's story, some in other words than the
 * prose's ("your mother" for "my mum", "the doctor" for "my GP", "your children" for Leo and Ava),
 * asked after a greeting; with words of that topic's fact the answer should hold.
 */
export const TOPIC_PROBES: readonly { character: string; question: string; words: string[] }[] = [
  { character: 'tom', question: 'Tell me about your son.', words: ['jake', 'engineering', 'dropped'] },
  { character: 'tom', question: 'What did the doctor say?', words: ['gp', 'liver', 'test'] },
  { character: 'tom', question: 'What was your dad like?', words: ['father', 'drank', 'ending up'] },
  { character: 'maya', question: 'How is school going?', words: ['exam', 'year 12', 'may'] },
  { character: 'maya', question: 'Tell me about Priya.', words: ['marks', 'noticed', 'best friend'] },
  { character: 'maya', question: 'How are things with your mother?', words: ['mum', 'freak', 'told'] },
  { character: 'dana', question: 'Tell me about your children.', words: ['leo', 'ava', 'football'] },
  {
    character: 'dana',
    question: 'What happened after the divorce?',
    words: ['wine', 'bottle', 'three years'],
  },
  { character: 'dana', question: 'How is your job going?', words: ['accountant', 'brain', 'switch'] },
  { character: 'marcus', question: 'How is Nina doing?', words: ['pregnan', 'august', 'due'] },
  { character: 'marcus', question: 'What is work like for you?', words: ['warehouse', 'shift', 'break'] },
  {
    character: 'marcus',
    question: 'What happened when you tried to stop?',
    words: ['quit', 'twice', 'lasted', '3 days'],
  },
  { character: 'linda', question: 'Tell me about your husband.', words: ['frank', 'died', '2022'] },
  {
    character: 'linda',
    question: 'How are things with your daughter?',
    words: ['claire', 'statement', 'bank'],
  },
  {
    character: 'linda',
    question: 'What is happening with your money?',
    words: ['8,000', 'pounds', 'own money', 'lost'],
  },
  {
    character: 'sam',
    question: 'How are things at your job?',
    words: ['late', 'warning', 'manager', 'lose the job'],
  },
  { character: 'sam', question: 'Tell me about Alex.', words: ['flat', 'saving', 'partner'] },
  { character: 'sam', question: 'How do you sleep?', words: ['cannabis', 'joint', 'helps', 'smoke'] },
];

/** A reply holds a word of the topic the question named, one the question did not say itself. */
export const onTopic = (reply: string, question: string, words: readonly string[]) => {
  const r = reply.toLowerCase();
  const q = question.toLowerCase();
  return words.some((w) => r.includes(w) && !q.includes(w));
};

/**
 * Each coach turn is coded as the reply pipeline codes it (`reply-stages.ts`): the engine's session
 * coder over the whole conversation, the local coder here. The persona answers that coding.
 */
const coder = sessionCoder(createSkillCoder({ mode: 'local' }));

/** Lines for a relative or a guest, never for a client in a counselling session. */
export const OFF_FRAME: readonly RegExp[] = [
  /miss the way we used to talk/i,
  /rich,? coming from you/i,
  /come on in|come in, sit down/i,
  /in my own house/i,
  /drive safe/i,
  /thanks for coming by/i,
  /between us/i,
  /you weren'?t there/i,
  /good to see you/i,
  /glad you made it/i,
  /there you are/i,
  /i wasn'?t sure you'?d call/i,
  /you felt \w+\. well/i,
  /i didn'?t know you felt/i,
  /never what i wanted you to feel/i,
  /i'?m sorry you felt/i,
  /can we talk again soon/i,
  /let'?s talk again soon/i,
  /my own house/i,
  /how long have you felt like this/i,
  /why did you not tell me sooner/i,
];

const NUMBER =
  /\b(\d+|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred|thousand|a couple|a few|once|twice|half|dozen|every (night|evening|day|week)|most (nights|evenings|days|weekends)|a bottle)\b/i;

export interface CaseRun {
  script: CaseScript;
  session: string;
  replies: string[];
  states: (DialogueState | undefined)[];
}

export async function runCase(writer: ReplyWriter, script: CaseScript, session: string): Promise<CaseRun> {
  const character = CASE_CHARACTERS.find((c) => c.id === script.character) as CaseCharacter;
  const conversation: ConversationTurn[] = [];
  const replies: string[] = [];
  const states: (DialogueState | undefined)[] = [];
  for (const [, message] of script.turns) {
    const coachSkills = await coder.coachSkillsOf([...conversation, { role: 'user', content: message }]);
    const out = await writer.reply({
      profile: character.prose,
      emotion: character.emotion,
      conversation,
      message,
      ...(coachSkills ? { coachSkills } : {}),
      session,
    });
    replies.push(out.text);
    states.push(out.state);
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: out.text });
  }
  return { script, session, replies, states };
}

export interface CaseFigures {
  openWithFact: [number, number];
  /** Open questions naming a topic of the story (the scripts' and `TOPIC_PROBES`) answered on that topic. */
  openOnTopic: [number, number];
  /** Topic questions answered off their topic, for reading. */
  offTopicSamples: string[];
  quantityWithNumber: [number, number];
  /** Distinct sentences / all sentences, over three sessions of each script (mean of scripts). */
  distinct: number;
  /** Sentences said in at least two of a character's three sessions of a script / distinct sentences. */
  recurring: number;
  confrontDelta: number;
  skilfulDelta: number;
  offFrame: number;
  replies: number;
  /** Replies that match an off-frame line, for reading. */
  offFrameSamples: string[];
  /** Sentences said in two or more sessions of a script, with the script, for reading. */
  recurringSamples: string[];
}

const mentionsFact = (reply: string, question: string, facts: string[]) => {
  const r = reply.toLowerCase();
  const q = question.toLowerCase();
  return facts.some((f) => r.includes(f) && !q.includes(f));
};

export async function evaluateCases(writer: ReplyWriter): Promise<{ figures: CaseFigures; runs: CaseRun[] }> {
  const runs: CaseRun[] = [];
  // Named as the server names a coach's practices of one avatar (`practice-N`, `reply-jobs.ts`).
  for (const script of CASE_SCRIPTS)
    for (const practice of [0, 1, 2])
      runs.push(await runCase(writer, script, `${script.id}-practice-${practice}`));
  let open = 0;
  let openFact = 0;
  let topical = 0;
  let topicalHit = 0;
  const offTopicSamples: string[] = [];
  const judgeTopic = (reply: string, question: string, words: readonly string[], where: string) => {
    topical++;
    if (onTopic(reply, question, words)) topicalHit++;
    else if (offTopicSamples.length < 12) offTopicSamples.push(`${where}: ${question} -> ${reply}`);
  };
  let qty = 0;
  let qtyNumber = 0;
  let offFrame = 0;
  let replies = 0;
  const offFrameSamples: string[] = [];
  const confront: number[] = [];
  const skilful: number[] = [];
  for (const run of runs) {
    const character = CASE_CHARACTERS.find((c) => c.id === run.script.character) as CaseCharacter;
    run.script.turns.forEach(([kind, message, topic], i) => {
      const reply = run.replies[i] ?? '';
      replies++;
      if (kind === 'open') {
        open++;
        if (mentionsFact(reply, message, character.facts)) openFact++;
        if (topic) judgeTopic(reply, message, topic, run.session);
      }
      if (kind === 'quantity') {
        qty++;
        if (NUMBER.test(reply)) qtyNumber++;
      }
      if (OFF_FRAME.some((re) => re.test(reply))) {
        offFrame++;
        if (offFrameSamples.length < 6) offFrameSamples.push(reply);
      }
    });
    const first = run.states[0];
    const last = run.states.at(-1);
    if (first && last) {
      const delta = last.resistance - first.initialResistance;
      if (run.script.style === 'confront') confront.push(delta);
      if (run.script.style === 'skilful') skilful.push(delta);
    }
  }
  for (const probe of TOPIC_PROBES)
    for (const practice of [0, 1, 2]) {
      const session = `topic-${probe.character}-practice-${practice}`;
      const script: CaseScript = {
        id: `topic-${probe.character}`,
        character: probe.character,
        style: 'mixed',
        turns: [
          ['open', 'Hi, thanks for coming in today.'],
          ['open', probe.question],
        ],
      };
      const run = await runCase(writer, script, session);
      judgeTopic(run.replies[1] ?? '', probe.question, probe.words, session);
    }
  let distinctSum = 0;
  let recurringSum = 0;
  const recurringSamples: string[] = [];
  for (const script of CASE_SCRIPTS) {
    const mine = runs.filter((r) => r.script === script);
    const all: string[] = [];
    const bySession = mine.map((r) => new Set(r.replies.flatMap(sentencesOf).map(normaliseSentence)));
    for (const r of mine) all.push(...r.replies.flatMap(sentencesOf).map(normaliseSentence));
    const distinct = new Set(all);
    distinctSum += distinct.size / Math.max(1, all.length);
    let recurring = 0;
    for (const s of distinct)
      if (bySession.filter((set) => set.has(s)).length >= 2) {
        recurring++;
        recurringSamples.push(`${script.id}: ${s}`);
      }
    recurringSum += recurring / Math.max(1, distinct.size);
  }
  const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : Number.NaN);
  return {
    runs,
    figures: {
      openWithFact: [openFact, open],
      openOnTopic: [topicalHit, topical],
      offTopicSamples,
      quantityWithNumber: [qtyNumber, qty],
      distinct: distinctSum / CASE_SCRIPTS.length,
      recurring: recurringSum / CASE_SCRIPTS.length,
      confrontDelta: mean(confront),
      skilfulDelta: mean(skilful),
      offFrame,
      replies,
      offFrameSamples,
      recurringSamples,
    },
  };
}

/** The figures as a table. */
export function caseTable(name: string, f: CaseFigures): string {
  const pct = (a: number, b: number) => `${a}/${b} (${((100 * a) / Math.max(1, b)).toFixed(0)}%)`;
  const signed = (v: number) => (Number.isNaN(v) ? 'n/a' : `${v >= 0 ? '+' : ''}${v.toFixed(3)}`);
  return [
    `== ${name}`,
    `open questions answered with a story fact   ${pct(...f.openWithFact)}`,
    `open questions naming a topic, on the topic ${pct(...f.openOnTopic)}`,
    `quantity questions answered with a quantity ${pct(...f.quantityWithNumber)}`,
    `distinct sentences, 3 sessions of a script  ${(f.distinct * 100).toFixed(0)}%`,
    `sentences recurring in 2+ of 3 sessions     ${(f.recurring * 100).toFixed(0)}%`,
    `resistance change, confrontational scripts  ${signed(f.confrontDelta)}`,
    `resistance change, skilful scripts          ${signed(f.skilfulDelta)}`,
    `replies off the counselling frame           ${pct(f.offFrame, f.replies)}`,
  ].join('\n');
}
