import { elapsed } from '../internal/time.js';
import { type ConversationTurn, type Emotion, toEmotion } from '../types.js';
import { analyzeMessage, type MessageAnalysis, swapPronouns, type Topic } from './analyze.js';
import { type CharacterProfile, type EmotionalResponses, parseProfile } from './profile.js';
import type { ReplyInput, ReplyResult, ReplyWriter, SummaryResult } from './types.js';

type Mode = 'angry' | 'sad' | 'joyful' | 'anxious' | 'hostile' | 'surprised' | 'neutral';

const MODE_OF: Record<Emotion, Mode> = {
  normal: 'neutral',
  happiness: 'joyful',
  sadness: 'sad',
  fear: 'anxious',
  anger: 'angry',
  surprise: 'surprised',
  disgust: 'hostile',
  contempt: 'hostile',
};
const RESPONSE_FIELD: Partial<Record<Mode, keyof EmotionalResponses>> = {
  angry: 'angry_defensive',
  sad: 'sad_grieving',
  joyful: 'joyful_celebrating',
  anxious: 'anxious_overwhelmed',
  hostile: 'hostile_dismissive',
};

/** Reactions to what the coach did. `{echo}` is the coach's words turned around. */
const REACTIONS: Record<
  Mode,
  {
    pressure: string[];
    empathy: string[];
    question: string[];
    plain: string[];
    apology: string[];
    echo: string[];
    praise: string[];
  }
> = {
  angry: {
    pressure: [
      'Oh, so now {echo}? Really?',
      '{Echo}? That is rich, coming from you.',
      "Don't you dare tell me {echo}.",
      'Here we go again. {Echo}, is that it?',
      '{Echo}? You have no idea what I deal with.',
    ],
    empathy: [
      "Don't talk to me like I'm one of your cases.",
      "You say that, but you don't mean it.",
      'Nice words. They don\u2019t change anything.',
      "I don't need you to understand, I need you to stop.",
    ],
    question: [
      'Why are you even asking me that?',
      'You want an answer? Fine.',
      "That's a loaded question and you know it.",
      'What do you want me to say?',
    ],
    plain: [
      'I am tired of this.',
      'You keep pushing and pushing.',
      "I can't believe we're doing this again.",
      'Every single time, the same thing.',
    ],
    apology: [
      "Sorry doesn't fix it.",
      "You're sorry? You're always sorry.",
      'An apology now? After all of that?',
    ],
    echo: ['{Echo}. And?', '{Echo}. So?', 'Right, {echo}. Of course.'],
    praise: [
      "Don't try to butter me up.",
      'Oh, now you are proud? Where was that before?',
      'Nice of you to notice, for once.',
    ],
  },
  sad: {
    pressure: [
      '{Echo}... maybe you are right.',
      '{Echo}? I did not know it was that bad.',
      '{Echo}. That hurts to hear.',
      '{Echo}. I suppose I deserved that.',
    ],
    empathy: [
      'Thank you... nobody has said that to me in a long time.',
      "I... I don't know what to say.",
      "That's kind of you. I just feel so heavy.",
      'It helps a little, hearing that.',
    ],
    question: [
      "I don't know. I really don't know anymore.",
      "I've asked myself the same thing.",
      'Honestly? I have no answer.',
      'Some days I can barely think about it.',
    ],
    plain: [
      "I'm sorry, it's just hard to talk today.",
      'Everything feels so far away lately.',
      'I keep going over it in my head.',
      "I'm trying. I really am.",
    ],
    apology: [
      'You don\u2019t have to apologise. I just miss how things were.',
      "It's okay. I'm not angry, just tired.",
      'Thank you for saying that.',
    ],
    echo: ['{Echo}... yes.', '{Echo}. I know.', 'Yes. {Echo}.'],
    praise: [
      "I don't feel like I deserve that.",
      'Thank you... I wish I could feel it.',
      'That is kind. I just cannot feel it right now.',
    ],
  },
  joyful: {
    pressure: [
      '{Echo}? Ha, maybe, but nothing can ruin today!',
      "Come on, {echo}? Let's not go there today.",
      'Okay, okay, {echo}. I hear you, I promise.',
    ],
    empathy: ['Aw, that means a lot!', 'You always know what to say.', 'I love that you get it!'],
    question: [
      'Great question! So, here is the thing.',
      'Oh, I was hoping you would ask!',
      'Where do I even start?',
    ],
    plain: [
      'I have been smiling all day.',
      'Honestly, things are finally looking up.',
      'I feel like I could do anything right now.',
    ],
    apology: [
      "No need to apologise, really, it's all good!",
      "Water under the bridge. I'm just happy we're talking.",
    ],
    echo: ['{Echo}! Exactly!', 'Yes, {echo}!', '{Echo}, right?'],
    praise: [
      'Thank you! I am so happy you noticed!',
      'That means the world to me!',
      'Aw, stop it, you are making me blush!',
    ],
  },
  anxious: {
    pressure: [
      '{Echo}? I... I am trying, okay?',
      'Please, {echo}, I know, I know.',
      "I can't... {echo}? That's too much right now.",
    ],
    empathy: [
      'Okay. Okay, that helps. Sorry, my heart is racing.',
      'Thank you. I just need a second.',
      "I'm glad you're here. Everything feels like too much.",
    ],
    question: [
      "I don't know, what if I get it wrong?",
      "I keep thinking about that and I can't stop.",
      'There are so many things, I do not know where to start.',
    ],
    plain: [
      'Sorry, my mind is all over the place.',
      "There's just so much going on.",
      'I keep waiting for something bad to happen.',
    ],
    apology: [
      "It's fine, it's fine. I just get overwhelmed.",
      'You don\u2019t need to be sorry, it\u2019s me, I\u2019m just on edge.',
    ],
    echo: ['{Echo}? Oh no, is that bad?', '{Echo}. Okay. Okay.', 'Wait, {echo}? What does that mean?'],
    praise: [
      'Really? I keep thinking I will mess it up.',
      'Thank you, I just hope it lasts.',
      'You think so? I am still so nervous.',
    ],
  },
  hostile: {
    pressure: ['{Echo}? Whatever.', 'Yeah, {echo}. So what?', '{Echo}. Is that supposed to bother me?'],
    empathy: ["Save it. I don't need the therapy voice.", 'Spare me.', 'Right. Sure you do.'],
    question: ['Why would I tell you?', "That's none of your business.", 'Does it matter what I think?'],
    plain: ["I don't really care.", 'This is pointless.', 'Are we done yet?'],
    apology: ['Fine. Noted.', 'Okay. Doesn\u2019t change much.'],
    echo: ['{Echo}. Great.', '{Echo}. Fascinating.', 'Sure, {echo}.'],
    praise: ["Don't patronise me.", 'Save the compliments.', 'Is that supposed to make me feel better?'],
  },
  surprised: {
    pressure: [
      'Wait, {echo}? Where is this coming from?',
      '{Echo}? I had no idea you felt that way!',
      'Hold on, {echo}? Since when?',
    ],
    empathy: [
      'Oh! I did not expect you to say that.',
      'Wow, okay, thank you.',
      "That's... not what I thought you'd say.",
    ],
    question: [
      'Me? Wow, I did not see that question coming.',
      'Huh, honestly I never thought about it.',
      'Wait, you want to know that?',
    ],
    plain: [
      'Wow, okay. That is a lot to take in.',
      'I did not see that coming at all.',
      'Really? Just like that?',
    ],
    apology: ['Oh! You don\u2019t have to apologise.', 'Wow, okay, I didn\u2019t expect an apology.'],
    echo: ['{Echo}? Really?', 'Wait, {echo}?', '{Echo}? Huh.'],
    praise: [
      'Wait, really? You mean that?',
      'Oh! I did not expect that from you.',
      'Wow, thank you, I am a bit lost for words.',
    ],
  },
  neutral: {
    pressure: [
      '{Echo}? I see it differently.',
      'I hear you saying {echo}. I am not sure that is fair.',
      'Hm. {Echo}. Tell me why you think so.',
    ],
    empathy: [
      'Thank you, I appreciate that.',
      'That is good to hear.',
      'I think you understand more than you let on.',
    ],
    question: [
      'Let me think about that.',
      'That is a fair question.',
      'Good question. I will try to answer honestly.',
    ],
    plain: ['Okay. Go on.', 'I see what you mean.', 'Alright, I am listening.'],
    apology: ['Thank you for saying that.', 'Apology accepted. Let us move on.'],
    echo: ['{Echo}. Okay.', 'So, {echo}.', '{Echo}. I see.'],
    praise: ['Thank you, that is kind.', 'I appreciate you saying that.', 'Thanks. It has not been easy.'],
  },
};

/** The body of the reply, per emotion, optionally about a topic (`{topic}`). */
const BODIES: Record<Mode, string[]> = {
  angry: [
    'I listen more than anyone gives me credit for, and I am sick of being the bad guy.',
    'Every time something goes wrong, somehow it lands on me.',
    'You only show up when you want something from me.',
    'I have had enough of being told what I do wrong.',
    'I do everything around here and it is never enough for you.',
    'If you actually paid attention, you would see how much I carry.',
    'I am not going to stand here and be lectured.',
  ],
  sad: [
    'I just feel like I keep letting everyone down.',
    'Some nights I lie awake wondering where it all went wrong.',
    'I used to think things would get better, but I am not so sure anymore.',
    'It is hard to explain how empty it all feels.',
    'Maybe I stopped listening because it hurt too much to hear.',
    'I miss the way we used to talk.',
    'I do not have the energy to fight about it.',
  ],
  joyful: [
    'Things are going so well that I almost do not trust it.',
    'I finally feel like myself again.',
    'I want to celebrate this with the people I care about.',
    'It feels like all the hard work is finally paying off.',
    'I am in too good a mood to argue, honestly.',
  ],
  anxious: [
    'My head just keeps spinning with everything that could go wrong.',
    'I have not been sleeping, and every little thing feels huge.',
    'I am scared that if I stop, everything will fall apart.',
    'I want to get this right, but I keep freezing up.',
    'There is this knot in my stomach that will not go away.',
  ],
  hostile: [
    'I have heard all of this before and it changed nothing.',
    'You think you know me, but you really do not.',
    'Talking about it is a waste of time.',
    'I do not see why I should explain myself to you.',
    'People like you love to talk. I prefer to get on with things.',
  ],
  surprised: [
    'I honestly had no idea this was on your mind.',
    'I thought everything was fine between us.',
    'This changes how I see the last few weeks.',
    'I never expected to be having this conversation today.',
  ],
  neutral: [
    'I try to see it from both sides.',
    'I think we both want the same thing, really.',
    'It has been a complicated time for me.',
    'I am willing to talk about it, as long as we are honest.',
    'There is more to it than it looks from the outside.',
  ],
};

/** Lines about a topic, chosen by how the profile says the character handles it. */
const TOPIC_LINES: Record<'avoid' | 'open' | 'defend' | 'dismiss' | 'engage', string[]> = {
  avoid: [
    "I don't really want to get into {topic} right now.",
    'Can we not talk about {topic}?',
    '{Topic} is not something I talk about easily.',
  ],
  open: [
    'Honestly, {topic} has been on my mind a lot.',
    'If I am honest, {topic} is a big part of it.',
    'I have been wanting to talk about {topic} for a while.',
  ],
  defend: [
    'And do not start on {topic}, I handle that just fine.',
    '{Topic} is my business, not yours.',
    'I know what I am doing when it comes to {topic}.',
  ],
  dismiss: [
    '{Topic}? It is not a big deal.',
    'Everyone makes too much of {topic}.',
    '{Topic} is fine. Really.',
  ],
  engage: [
    'When it comes to {topic}, it is complicated.',
    'About {topic}, I am still working it out.',
    '{Topic} is where it gets hard for me.',
  ],
};
const TOPIC_NAMES: Record<Topic, string> = {
  trauma_sensitive: 'what happened',
  motivation_goals: 'my plans',
  relationships: 'our relationship',
  work_career: 'work',
  existential_philosophical: 'the bigger questions',
  mental_health: 'how I have been feeling',
};

/** Closing lines, per emotion; `soft` when the coach has been kind for a while. */
const CLOSERS: Record<Mode, { hard: string[]; soft: string[] }> = {
  angry: {
    hard: [
      'So no, I am not going to apologise.',
      'What do you want from me?',
      'Think about that before you blame me again.',
      'I am done explaining myself.',
    ],
    soft: [
      'Maybe... maybe I do not always hear you. Fine.',
      'Look, I do not want to fight. I am just tired.',
      'Okay. Say it again. I am listening this time.',
    ],
  },
  sad: {
    hard: [
      'I do not know what else to say.',
      'Sorry. I just need a moment.',
      'I wish I could make it better.',
    ],
    soft: [
      'Thank you for staying with me.',
      'Maybe we can try again, slowly.',
      'It helps to say it out loud.',
    ],
  },
  joyful: {
    hard: ['Come on, smile with me!', 'Let us make the most of it!', 'What about you, what is going well?'],
    soft: ['I am really glad you are here.', 'Thank you for sharing this with me.', 'This is a good day.'],
  },
  anxious: {
    hard: ['What if it all goes wrong?', 'I do not know if I can do this.', 'Can we slow down, please?'],
    soft: [
      'Okay. One thing at a time.',
      'Breathing helps. A little.',
      'Thank you for being patient with me.',
    ],
  },
  hostile: {
    hard: ['Anything else?', 'We are done here.', 'Next question.'],
    soft: [
      'Fine. Maybe you have a point. Maybe.',
      'Okay. I am still here, aren\u2019t I?',
      'I will think about it. No promises.',
    ],
  },
  surprised: {
    hard: [
      'How long have you felt like this?',
      'Why did you not tell me sooner?',
      'What else have I missed?',
    ],
    soft: ['I am glad you told me.', 'Okay. Let us figure this out.', 'Thank you for being honest with me.'],
  },
  neutral: {
    hard: ['What do you think?', 'Where would you like to go from here?', 'How do you see it?'],
    soft: ['I am glad we are talking about this.', 'Let us keep going.', 'Thank you for listening.'],
  },
};

const SUMMARY_TOPICS: Record<Topic, string> = {
  trauma_sensitive: 'a painful past event',
  motivation_goals: 'goals and motivation',
  relationships: 'relationships',
  work_career: 'work',
  existential_philosophical: 'meaning and life questions',
  mental_health: 'mental health',
};
const EMOTION_ADJECTIVE: Record<Emotion, string> = {
  normal: 'a neutral',
  happiness: 'a happy',
  sadness: 'a sad',
  fear: 'a fearful',
  anger: 'an angry',
  surprise: 'a surprised',
  disgust: 'a disgusted',
  contempt: 'a contemptuous',
};

const cap = (s: string) => (s ? s[0]?.toUpperCase() + s.slice(1) : s);

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T =>
  list[Math.floor(r() * list.length) % list.length] as T;

function topicStyle(text: string | undefined, mode: Mode): keyof typeof TOPIC_LINES {
  const t = (text ?? '').toLowerCase();
  if (/avoid|deflect|change(s)? the subject|shut|refuse|uncomfortable|withdraw|silent|quiet/.test(t))
    return 'avoid';
  if (/open|share|honest|talk|vulnerab|reflect/.test(t)) return 'open';
  if (/defens|angry|irritat|snap|protect/.test(t)) return 'defend';
  if (/dismiss|minimi|deny|brush|joke|laugh it off/.test(t)) return 'dismiss';
  if (mode === 'hostile') return 'dismiss';
  if (mode === 'angry') return 'defend';
  return 'engage';
}

/** Lines that come from how the profile says the character reacts in this emotion. */
function responseFlavour(text: string | undefined): string[] {
  const t = (text ?? '').toLowerCase();
  const out: string[] = [];
  if (/blame|deflect|excuse/.test(t)) out.push('And honestly, you played your part in this too.');
  if (/sarcas/.test(t)) out.push('Oh, brilliant. Just brilliant.');
  if (/shout|yell|raise|loud/.test(t)) out.push('I am NOT shouting!');
  if (/cry|tear|weep/.test(t)) out.push('Sorry, I... give me a second.');
  if (/withdraw|quiet|silent|shut down/.test(t)) out.push('I would rather not say more.');
  if (/hug|celebrat|share/.test(t)) out.push('Come here, I want to share this with you!');
  if (/ramble|overthink|worry/.test(t)) out.push('Sorry, I am rambling again.');
  if (/cold|ignore|eye roll|roll/.test(t)) out.push('*rolls eyes*');
  if (/firm|calm|measured|fair/.test(t)) out.push('Let me be clear about where I stand.');
  if (/de-?escalat|soothe|calm/.test(t)) out.push('Let us both take a breath.');
  return out;
}

/** "Lost his job last year." -> "I lost my job last year." (light third-to-first person). */
function firstPerson(text: string, name?: string): string {
  let s = ` ${text.trim()} `;
  if (name)
    s = s.replace(new RegExp(`\\b${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b('s)?`, 'g'), (_m, poss) =>
      poss ? 'my' : 'I',
    );
  s = s
    .replace(
      /\b(he|she|they) (is|was|has|does)\b/gi,
      (_m, _p, v: string) => `I ${v.toLowerCase() === 'is' ? 'am' : v.toLowerCase()}`,
    )
    .replace(/\b(he|she)\b/gi, 'I')
    .replace(/\b(his|her)\b/gi, 'my')
    .replace(/\b(him|herself|himself)\b/gi, (m) => (m.toLowerCase() === 'him' ? 'me' : 'myself'));
  s = s.trim();
  if (!/^(I|my|My)\b/.test(s)) s = `I ${s[0]?.toLowerCase()}${s.slice(1)}`;
  return s.replace(/[.!]*$/, '.');
}

function firstSentence(text: string | undefined): string | undefined {
  const s = (text ?? '').split(/(?<=[.!?])\s+/)[0]?.trim();
  return s && s.length > 3 && s.length < 160 ? s : undefined;
}

/** Profile colour: role, relationship, traits, background; used now and then. */
function profileLines(p: CharacterProfile, scenario: string | undefined): string[] {
  const lines: string[] = [];
  const role = p.role_occupation?.trim();
  if (role) {
    const article = /^(a|an|the|my)\b/i.test(role) ? '' : /^[aeiou]/i.test(role) ? 'an ' : 'a ';
    lines.push(`I am ${article}${role.toLowerCase()}, I know a thing or two about pressure.`);
    lines.push(`Being ${article}${role.toLowerCase()} does not leave me much room to breathe.`);
  }
  const rel = p.relationship_to_user?.trim();
  if (rel) lines.push(`I am your ${rel.toLowerCase().replace(/^(your|my|the)\s+/, '')}, remember that.`);
  const traits = (p.character_traits ?? p.personality_keywords ?? '')
    .split(/[,;/]|\band\b/)
    .map((t) => t.trim().toLowerCase())
    .filter((t) => t && t.length < 30);
  if (traits[0]) lines.push(`People say I am ${traits[0]}. Maybe they are right.`);
  if (traits[1]) lines.push(`You know I have always been ${traits[1]}.`);
  const bg = firstSentence(p.background_story);
  if (bg) lines.push(`You know my story. ${firstPerson(bg, p.name)}`);
  const sc = firstSentence(scenario ?? undefined);
  if (sc && /^(you are|you're|you)\b/i.test(sc))
    lines.push(`Look, ${swapPronouns(sc).replace(/[.!]*$/, '.')}`);
  return lines;
}

function countMoves(conversation: readonly ConversationTurn[]) {
  let empathy = 0;
  let pressure = 0;
  let questions = 0;
  const topics = new Set<Topic>();
  for (const turn of conversation) {
    if (turn.role !== 'user') continue;
    const a = analyzeMessage(turn.content);
    if (a.empathy || a.apology) empathy++;
    if (a.pressure) pressure++;
    if (a.question) questions++;
    for (const t of a.topics) topics.add(t);
  }
  return { empathy, pressure, questions, topics };
}

const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The local persona engine: a rule-based writer that reads the coach's move (topic, question,
 * empathy, pressure), answers in the session's emotion as the profile describes it, softens when
 * the coach has been kind, hardens under pressure, and never repeats a reply within a session.
 * Limits: English only; it recombines hand-written lines, it does not understand free text.
 */
export class LocalPersonaEngine implements ReplyWriter {
  readonly implementation = 'local-persona-rules';

  async reply(input: ReplyInput): Promise<ReplyResult> {
    const done = elapsed('reply', this.implementation);
    const profile = parseProfile(input.profile);
    const emotion = toEmotion(typeof input.emotion === 'string' ? input.emotion : 'normal');
    const mode = MODE_OF[emotion];
    const analysis = analyzeMessage(input.message);
    if (analysis.topics.length === 0 && input.scenarioPrompt)
      analysis.topics.push(...analyzeMessage(input.scenarioPrompt).topics);
    const moves = countMoves(input.conversation);
    const softened = moves.empathy + (analysis.empathy || analysis.apology ? 1 : 0) >= moves.pressure + 2;
    const previous = new Set(
      input.conversation.filter((t) => t.role === 'assistant').map((t) => normalise(t.content)),
    );
    const turn = input.conversation.filter((t) => t.role === 'assistant').length;
    const baseSeed = hash(`${profile.name ?? ''}|${emotion}|${turn}|${input.message}`);
    let text = '';
    for (let attempt = 0; attempt < 40; attempt++) {
      text = this.compose(
        profile,
        mode,
        analysis,
        softened,
        turn,
        input.scenarioPrompt ?? undefined,
        rng(baseSeed + attempt * 7919),
      );
      if (!previous.has(normalise(text))) break;
    }
    return { text, report: done() };
  }

  private compose(
    p: CharacterProfile,
    mode: Mode,
    a: MessageAnalysis,
    softened: boolean,
    turn: number,
    scenario: string | undefined,
    r: () => number,
  ): string {
    const parts: string[] = [];
    const reactions = REACTIONS[mode];
    const echo = a.echo.replace(/[,.;!?]+$/, '');
    let reaction: string;
    if (a.greeting && turn === 0) {
      reaction = pick(
        mode === 'hostile' || mode === 'angry'
          ? ['Oh. It is you.', 'What now?']
          : ['Hi.', 'Hello.', 'Oh, hi.'],
        r,
      );
    } else if (a.apology) reaction = pick(reactions.apology, r);
    else if (a.pressure && echo) reaction = pick(reactions.pressure, r);
    else if (a.praise) reaction = pick(reactions.praise, r);
    else if (a.empathy) reaction = pick(reactions.empathy, r);
    else if (a.question) reaction = pick(reactions.question, r);
    else if (echo && r() < 0.5) reaction = pick(reactions.echo, r);
    else reaction = pick(reactions.plain, r);
    parts.push(reaction.replace('{echo}', echo).replace('{Echo}', cap(echo)));

    const topic = a.topics.length ? a.topics[Math.floor(r() * a.topics.length)] : undefined;
    const flavour = responseFlavour(p.emotional_responses?.[RESPONSE_FIELD[mode] ?? 'sad_grieving']);
    const body: string[] = [pick(BODIES[mode], r)];
    if (topic) {
      const style = topicStyle(p.topic_behaviors?.[topic], mode);
      const name = TOPIC_NAMES[topic];
      body.push(pick(TOPIC_LINES[style], r).replace('{topic}', name).replace('{Topic}', cap(name)));
    }
    if (flavour.length && r() < 0.6) body.push(pick(flavour, r));
    const colour = profileLines(p, scenario);
    if (colour.length && (turn === 0 || r() < 0.45)) body.push(pick(colour, r));
    // Keep two or three sentences in the middle, in a varied order.
    body.sort(() => r() - 0.5);
    parts.push(...body.slice(0, mode === 'hostile' ? 1 : 2 + (r() < 0.3 ? 1 : 0)));
    if (!a.farewell) parts.push(pick(softened ? CLOSERS[mode].soft : CLOSERS[mode].hard, r));
    else parts.push(mode === 'hostile' || mode === 'angry' ? 'Fine. Go.' : 'Okay. Take care.');
    return parts.join(' ').replace(/\s+/g, ' ').trim();
  }

  async summarize(
    conversation: readonly ConversationTurn[],
    profileInput: CharacterProfile | string,
    emotionInput?: Emotion | string,
  ): Promise<SummaryResult> {
    const done = elapsed('summarize', this.implementation);
    const profile = parseProfile(profileInput);
    const emotion = toEmotion(typeof emotionInput === 'string' ? emotionInput : 'normal');
    const name = profile.name ?? 'The avatar';
    const moves = countMoves(conversation);
    const userTurns = conversation.filter((t) => t.role === 'user').length;
    const score = moves.empathy * 2 + moves.questions - moves.pressure * 2;
    const outcome: SummaryResult['outcome'] =
      userTurns === 0 ? 'neutral' : score >= 2 ? 'positive' : score <= -2 ? 'negative' : 'neutral';
    const topics = [...moves.topics].map((t) => SUMMARY_TOPICS[t]);
    const sentences = [
      userTurns === 0
        ? `The session with ${name} (${emotion}) ended before the coach spoke.`
        : `The coach spoke ${userTurns} time${userTurns === 1 ? '' : 's'} with ${name} in ${EMOTION_ADJECTIVE[emotion]} session.`,
    ];
    if (userTurns > 0) {
      sentences.push(
        `They asked ${moves.questions} question${moves.questions === 1 ? '' : 's'}, showed empathy ${moves.empathy} time${moves.empathy === 1 ? '' : 's'} and put pressure ${moves.pressure} time${moves.pressure === 1 ? '' : 's'}.`,
      );
      if (topics.length) sentences.push(`Topics touched: ${topics.join(', ')}.`);
      sentences.push(
        outcome === 'positive'
          ? `${name} softened as the conversation went on.`
          : outcome === 'negative'
            ? `${name} stayed defensive; pressure outweighed empathy.`
            : `${name} neither opened up nor closed off clearly.`,
      );
    }
    return { summary: sentences.join(' '), outcome, report: done() };
  }
}
