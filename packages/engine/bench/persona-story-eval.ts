/**
 * The family and work story evaluation: six scenarios written about the character in the third
 * person ("Maya, 16, has been skipping school..."), each played as three practices of an
 * eight-turn script of our own. It measures whether the partner tells its own story when asked
 * (the scenario's facts, listed here by hand as the words that show each one was told, not by the
 * extractor under test), whether it ever says the scenario's stage directions ("the coach", what
 * the coach wants), and whether practices in a row reuse sentences. Used by
 * `test/persona-story.test.ts` and `bench/persona.bench.ts`.
 */
import {
  type CharacterProfile,
  type ConversationTurn,
  normaliseSentence,
  type ReplyWriter,
  sentencesOf,
} from '../src/index.js';

/** One scenario and the script played on it. */
export interface StoryCase {
  id: string;
  profile: CharacterProfile;
  emotion: string;
  scenario: string;
  /** Each fact of the story as the words that show it was told (any one of a fact's words). */
  facts: RegExp[];
  /** What the character cannot know or would not say: the scenario's directions to the coach. */
  directions: RegExp;
  coach: string[];
}

/** Open questions: the turns that must be answered from the story. */
const OPEN =
  /^(what|how|tell me|who|where|when)\b|\b(what's been|what happened|how (have|are|did)|tell me)\b/i;

export const STORY_CASES: readonly StoryCase[] = [
  {
    id: 'maya-daughter-school',
    profile: { name: 'Maya', age: '16', relationship_to_user: 'Daughter', personality_keywords: 'withdrawn' },
    emotion: 'sadness',
    scenario:
      'Maya, 16, has been skipping school for two weeks. Her mother, the coach, found out from the school on Monday. The other girls in her class have been leaving her out since a party in March, and she spends most evenings alone in her room.',
    facts: [/skipp\w* school|two weeks/i, /girls|leaving me out|left out/i, /evenings|alone|my room/i],
    directions: /\bthe coach\b/i,
    coach: [
      'Maya, can we talk for a minute?',
      "What's been going on at school?",
      'It sounds like something has been really hard lately.',
      'How long has this been happening?',
      'Tell me about the other girls.',
      'You should just go back tomorrow.',
      'What do you do in the evenings?',
      'I love you, whatever happens.',
    ],
  },
  {
    id: 'nadia-mother-son',
    profile: {
      name: 'Nadia',
      age: '52',
      relationship_to_user: 'Mother',
      personality_keywords: 'proud, anxious',
    },
    emotion: 'sadness',
    scenario:
      "Nadia, 52, is the coach's mother. Her son moved out in March after an argument about his studies, and they have not spoken since his birthday. The coach wants to make peace.",
    facts: [/moved out|march|argument|studies|not spoken|birthday/i],
    directions: /\b(the coach|make peace)\b/i,
    coach: [
      'Hi Mum.',
      'How have you been?',
      'What happened with him?',
      'It sounds like you miss him.',
      'You should call him.',
      'When did you last speak to him?',
      'I am sorry I took his side so fast.',
      'What would help?',
    ],
  },
  {
    id: 'greg-colleague-rota',
    profile: {
      name: 'Greg',
      age: '47',
      relationship_to_user: 'Colleague',
      personality_keywords: 'blunt, stubborn',
    },
    emotion: 'anger',
    scenario:
      'Greg changed the shift rota three times last month without asking anyone, and two drivers quit on Friday. The coach is a colleague who has to raise it with him.',
    facts: [/rota|shifts?|three times|drivers|quit/i],
    directions: /\b(the coach|raise it with)\b/i,
    coach: [
      'Greg, have you got a minute?',
      'What happened with the rota last month?',
      'How many times did it change?',
      'You need to ask the team first.',
      'It sounds like you are carrying a lot.',
      'What happened on Friday?',
      'Who did you talk to before changing it?',
      'Thanks for hearing me out.',
    ],
  },
  {
    id: 'priya-report-merger',
    profile: {
      name: 'Priya',
      age: '38',
      relationship_to_user: 'Colleague',
      personality_keywords: 'proud, tired',
    },
    emotion: 'fear',
    scenario:
      'Priya, 38, leads the night shift at a call centre. Her team missed its targets three months in a row, and she has been working double shifts since January. The coach, her manager, has to tell her the team will be merged.',
    facts: [/night shift|call centre/i, /targets|three months|double shifts|january/i],
    // The coach is her manager: "my manager" would be a third person in the room.
    directions: /\b(the coach|merged|has to tell|my manager)\b/i,
    coach: [
      'Hi Priya, thanks for coming in.',
      'How are things on the night shift?',
      'How long have you been doing double shifts?',
      'It sounds exhausting.',
      'What has been getting in the way of the targets?',
      'You should take some time off.',
      'Tell me what a normal night looks like.',
      'I appreciate how much you give this team.',
    ],
  },
  {
    id: 'jess-daughter-truant',
    profile: {
      name: 'Jess',
      age: '15',
      relationship_to_user: 'Daughter',
      personality_keywords: 'quiet, worried',
    },
    emotion: 'fear',
    scenario:
      'Jess, 15, skipped school twice last week and the school rang her father, the coach, on Thursday. She has been dreading the conversation.',
    facts: [/skipped|twice|school|rang|thursday/i, /dread\w*|this conversation/i],
    directions: /\bthe coach\b/i,
    coach: [
      'Hey Jess, can we talk?',
      'What happened last week?',
      'How many days did you miss?',
      'You seem worried.',
      'You cannot do that again.',
      'How are you feeling about this talk?',
      'Tell me what was going on that day.',
      'I am proud you are talking to me.',
    ],
  },
  {
    id: 'tom-friend-loan',
    profile: {
      name: 'Tom',
      age: '40',
      relationship_to_user: 'Friend',
      personality_keywords: 'sarcastic, proud',
    },
    emotion: 'anger',
    scenario:
      'Tom owes the coach 2,000 euros from a loan two years ago. He keeps promising to pay it back and changes the subject whenever it comes up.',
    facts: [/2,000|euros|loan|two years|pay it back|owe/i],
    directions: /\b(the coach)\b/i,
    coach: [
      'Tom, can I bring something up?',
      'What happened with the money?',
      'How much do you still owe me?',
      'You always change the subject.',
      'It sounds like this is embarrassing for you.',
      'When can you pay it back?',
      'What is making it hard?',
      'Our friendship matters more to me than the money.',
    ],
  },
];

/** What would help or be different: a question for what the client wants, not for the story. */
const WISH_Q = /\b(would help|different|want for)\b/i;
/** A reply that says what the client would like (change talk, or a wish for the relationship or the job). */
const WISH =
  /\b(want|would like|i'd like|would help|if (we|things|people|someone|i)|wish|hope|better|sort it out|back to normal|where i stand|knowing|stop)\b/i;

/** The figures of the evaluation. */
export interface StoryFigures {
  /** Open questions answered with a fact of the story, of all open questions but those for a wish. */
  openWithStory: [number, number];
  /** Questions for what would help or be different answered with what the client would like. */
  wishes: [number, number];
  /** Replies that say the scenario's directions to the coach. */
  directions: number;
  replies: number;
  /** Distinct sentences over the three practices of each script, of all sentences. */
  distinct: [number, number];
  /** Sentences said in two or more practices of a script. */
  recurring: string[];
  /** Open questions answered without the story, as samples. */
  missed: string[];
}

/** Plays a case's script through a writer as one practice; answers the replies. */
export async function play(writer: ReplyWriter, c: StoryCase, session: string): Promise<string[]> {
  const conversation: ConversationTurn[] = [];
  const replies: string[] = [];
  for (const message of c.coach) {
    const { text } = await writer.reply({
      profile: c.profile,
      emotion: c.emotion,
      scenarioPrompt: c.scenario,
      conversation,
      message,
      session,
    });
    replies.push(text);
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: text });
  }
  return replies;
}

/** Plays every case as three practices (named as the server names them) and measures them. */
export async function evaluateStories(writer: ReplyWriter): Promise<StoryFigures> {
  const figures: StoryFigures = {
    openWithStory: [0, 0],
    wishes: [0, 0],
    directions: 0,
    replies: 0,
    distinct: [0, 0],
    recurring: [],
    missed: [],
  };
  for (const c of STORY_CASES) {
    const practices: Set<string>[] = [];
    const all: string[] = [];
    for (const n of [0, 1, 2]) {
      const replies = await play(writer, c, `${c.id}-practice-${n}`);
      replies.forEach((reply, i) => {
        const question = c.coach[i] ?? '';
        figures.replies++;
        if (c.directions.test(reply)) figures.directions++;
        if (!OPEN.test(question)) return;
        if (WISH_Q.test(question)) {
          figures.wishes[1]++;
          if (WISH.test(reply)) figures.wishes[0]++;
          else if (figures.missed.length < 8) figures.missed.push(`${c.id}-${n}: ${question} -> ${reply}`);
          return;
        }
        figures.openWithStory[1]++;
        if (c.facts.some((fact) => fact.test(reply))) figures.openWithStory[0]++;
        else if (figures.missed.length < 8) figures.missed.push(`${c.id}-${n}: ${question} -> ${reply}`);
      });
      const sentences = replies.flatMap(sentencesOf).map(normaliseSentence);
      all.push(...sentences);
      practices.push(new Set(sentences));
    }
    const distinct = new Set(all);
    figures.distinct[0] += distinct.size;
    figures.distinct[1] += all.length;
    for (const s of distinct)
      if (practices.filter((p) => p.has(s)).length >= 2) figures.recurring.push(`${c.id}: ${s}`);
  }
  return figures;
}

/** The figures as the bench prints them. */
export function storyTable(name: string, f: StoryFigures): string {
  const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(0)}%`;
  return [
    `== family and work stories: 6 scenarios about the character, 8 turns x 3 practices (${name})`,
    `open questions answered from the story        ${f.openWithStory[0]}/${f.openWithStory[1]} (${pct(...f.openWithStory)})`,
    `asked what would help, said what they'd like  ${f.wishes[0]}/${f.wishes[1]} (${pct(...f.wishes)})`,
    `replies saying the scenario's directions      ${f.directions}/${f.replies}`,
    `distinct sentences over three practices        ${f.distinct[0]}/${f.distinct[1]} (${pct(...f.distinct)})`,
    `sentences said in 2+ practices                 ${f.recurring.length}`,
    ...f.missed.map((m) => `  missed: ${m}`),
  ].join('\n');
}
