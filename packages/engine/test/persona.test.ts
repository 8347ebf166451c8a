import { describe, expect, it } from 'vitest';
import {
  buildSystemPrompt,
  type CharacterProfile,
  type ConversationTurn,
  dialogueState,
  echoClause,
  extractScenarioFacts,
  FACILITATOR_PHRASES,
  isProfileComplete,
  LocalPersonaEngine,
  normaliseSentence,
  parseProfile,
  sentencesOf,
} from '../src/index.js';

const MARK: CharacterProfile = {
  name: 'Mark',
  age: '52',
  talking_language: 'English',
  gender_identity: 'Male',
  voice_style: 'Gruff',
  base_emotional_tone: 'Guarded',
  personality_keywords: 'stubborn, proud, loyal',
  role_occupation: 'Construction foreman',
  relationship_to_user: 'Father',
  background_story: 'Mark lost his wife three years ago and has raised his son alone since.',
  character_traits: 'hard-working, private',
  emotional_responses: {
    angry_defensive: 'Raises his voice and deflects blame',
    sad_grieving: 'Goes quiet and withdraws',
    joyful_celebrating: 'Wants to share it with everyone',
    anxious_overwhelmed: 'Overthinks and rambles',
    hostile_dismissive: 'Cold, rolls his eyes',
  },
};

/** The character: a defensive father who pushes back hard. */
const ROBERT: CharacterProfile = {
  name: 'Robert',
  age: '58',
  role_occupation: 'Retired electrician',
  relationship_to_user: 'Father',
  personality_keywords: 'proud, stubborn, defensive',
  character_traits: 'pushes back hard, hates being criticised',
  emotional_responses: { angry_defensive: 'Raises his voice and deflects blame' },
};
const THANKSGIVING =
  "Robert, 58, is the coach's father. At Thanksgiving last year he had two beers and shouted at his daughter's new partner in front of the whole family. Since then they have barely spoken.";

const engine = new LocalPersonaEngine();

async function session(
  messages: string[],
  options: {
    profile?: CharacterProfile;
    emotion?: string;
    scenario?: string;
    difficulty?: 'easy' | 'hard';
  } = {},
) {
  const conversation: ConversationTurn[] = [];
  const replies: string[] = [];
  for (const message of messages) {
    const { text } = await engine.reply({
      profile: options.profile ?? ROBERT,
      emotion: options.emotion ?? 'normal',
      scenarioPrompt: options.scenario ?? THANKSGIVING,
      conversation,
      message,
      ...(options.difficulty ? { difficulty: options.difficulty } : {}),
    });
    replies.push(text);
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: text });
  }
  return { conversation, replies };
}

describe('the local persona engine', () => {
  describe('given the defensive father of issue 16 in a normal session', () => {
    const coach = [
      'Hi Dad, thanks for coming.',
      'I wanted to talk about Thanksgiving.',
      'What happened from your side?',
      'Why did it get so loud?',
      'I am not blaming you, I just want you to hear how it felt for me.',
    ];

    it('never talks like a facilitator and never ends a reply with a question', async () => {
      const { replies } = await session(coach);
      for (const reply of replies) {
        expect(reply).not.toMatch(/\?\s*$/);
        for (const re of FACILITATOR_PHRASES) expect(reply).not.toMatch(re);
        expect(reply).not.toMatch(/same thing, really|where would you like to go/i);
      }
    });

    it("uses the scenario's details", async () => {
      const { replies } = await session(coach);
      expect(replies.join(' ')).toMatch(/Thanksgiving|two beers|last year/);
    });

    it("answers the coach's own feelings about the coach, not as if they were its business", async () => {
      const { replies } = await session(['I felt humiliated when you shouted at Thanksgiving.']);
      expect(replies[0]).not.toMatch(/my business|not yours/i);
      expect(replies[0]).toMatch(/humiliated|felt|hear|meant/i);
    });
  });

  describe('given a hard, angry session of eight turns', () => {
    it('never says the same sentence twice', async () => {
      const { replies } = await session(
        [
          'You were drunk at Thanksgiving.',
          'You always do this!',
          'You should stop drinking.',
          'Did you have more than two beers?',
          'Are you going to apologise?',
          'Do you even care?',
          'You embarrassed me in front of everyone.',
          'Admit it, you were wrong.',
        ],
        { emotion: 'anger', difficulty: 'hard' },
      );
      const sentences = replies.flatMap(sentencesOf).map(normaliseSentence);
      expect(sentences.length).toBeGreaterThanOrEqual(16);
      expect(new Set(sentences).size).toBe(sentences.length);
    });
  });

  it('still never repeats a sentence, nor answers in one word, over a thirty-turn session', async () => {
    const coach = [
      'Hi Dad.',
      'You never listen to me.',
      'Why?',
      'Okay.',
      'Did you drink?',
      'You should rest more.',
      'Sorry.',
      'Thanks for saying that.',
      'It sounds hard.',
      'What happened?',
    ];
    const { replies } = await session([...coach, ...coach, ...coach], { emotion: 'anger' });
    const sentences = replies.flatMap(sentencesOf).map(normaliseSentence);
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const reply of replies) expect(reply.length).toBeGreaterThanOrEqual(20);
  });

  it('writes grammatical lines: no raw pronoun swaps of whole clauses', async () => {
    const { replies } = await session(
      [
        'What are your plans for the future?',
        'How have you been feeling lately?',
        'I think your sister is right about you.',
        'You never listen to me.',
      ],
      { profile: MARK, emotion: 'anger', scenario: '' },
    );
    const all = replies.join(' ');
    expect(all).not.toMatch(
      /\bmy plans is\b|\bhow I have been feeling is\b|\bmy sister is right about me\b/i,
    );
    // The one echo allowed is a short, safe "you ..." clause turned to the first person.
    expect(all).not.toMatch(/\bI think my sister\b/);
  });

  it('answers a question, pushes back on advice, and doubts an apology when resistant', async () => {
    const [answer] = (await session(['How much did you drink at Thanksgiving?'], { emotion: 'anger' }))
      .replies;
    expect(answer).toMatch(/beers|Thanksgiving|drink/i);
    const [advice] = (await session(['You should see a counsellor about your temper.'], { emotion: 'anger' }))
      .replies;
    expect(advice).toMatch(/advice|tell me what|easy for you|pamphlet|own business|own life|to-do/i);
    const [apology] = (await session(['I am sorry I brought it up like that.'], { emotion: 'contempt' }))
      .replies;
    expect(apology).toMatch(/sorry|apolog|word|see|noted|believe|undo/i);
  });

  it('is deterministic: the same conversation gets the same reply', async () => {
    const input = {
      profile: ROBERT,
      emotion: 'anger',
      scenarioPrompt: THANKSGIVING,
      conversation: [] as ConversationTurn[],
      message: 'Why did you shout at my partner?',
    };
    expect((await engine.reply(input)).text).toBe((await engine.reply(input)).text);
  });

  it('returns the dialogue state it wrote from, the same one dialogueState rebuilds', async () => {
    const conversation: ConversationTurn[] = [
      { role: 'user', content: 'You always ruin the holidays.' },
      { role: 'assistant', content: 'Here we go again.' },
    ];
    const input = { profile: ROBERT, emotion: 'normal', scenarioPrompt: THANKSGIVING, conversation };
    const result = await engine.reply({ ...input, message: 'It sounds like you felt cornered.' });
    const rebuilt = dialogueState({ ...input, message: 'It sounds like you felt cornered.' });
    expect(result.state?.resistance).toBe(rebuilt.resistance);
    expect(result.state?.trajectory).toEqual(rebuilt.trajectory);
    expect(engine.state(input).resistance).toBe(rebuilt.trajectory[1]);
  });

  it('keeps the profile: a sad session sounds sad, and an opened-up character can turn to the coach', async () => {
    const { replies } = await session(
      ['How have you been since Mum died?', 'It sounds like you are very lonely.'],
      { profile: MARK, emotion: 'sadness', scenario: '' },
    );
    expect(replies.join(' ')).toMatch(
      /heavy|empty|sleep|lonely|miss|tired|edge|down|wrong|far away|energy|word/i,
    );
  });
});

describe('the dialogue state', () => {
  const base = { profile: ROBERT, emotion: 'normal', scenarioPrompt: THANKSGIVING };
  const turns = (coach: string[]): ConversationTurn[] =>
    coach.flatMap((c) => [
      { role: 'user' as const, content: c },
      { role: 'assistant' as const, content: '...' },
    ]);

  it('rises under confrontation and unasked-for advice, falls under reflections and apologies', () => {
    const pressure = dialogueState({
      ...base,
      conversation: turns([
        'You always ruin everything.',
        'You should stop drinking.',
        'Admit it, you were wrong.',
      ]),
    });
    const warmth = dialogueState({
      ...base,
      conversation: turns([
        'It sounds like you felt cornered.',
        'I am sorry I raised it in front of everyone.',
        'You must have felt judged.',
      ]),
    });
    expect(pressure.resistance).toBeGreaterThan(pressure.initialResistance);
    expect(warmth.resistance).toBeLessThan(warmth.initialResistance);
    for (let i = 1; i < pressure.trajectory.length; i++)
      expect(pressure.trajectory[i]).toBeGreaterThan(pressure.trajectory[i - 1] ?? 1);
  });

  it('treats a string of closed questions as an interrogation', () => {
    const closed = dialogueState({
      ...base,
      conversation: turns(['Did you drink?', 'Was it two beers?', 'Did you shout?', 'Are you sorry?']),
    });
    const steps = closed.trajectory.slice(1).map((r, i) => r - (closed.trajectory[i] ?? 0));
    expect(steps.at(-1)).toBeGreaterThan(steps[0] ?? 0);
  });

  it('moves less in a hard session than an easy one, and anger holds on longer than sadness', () => {
    const kind = turns([
      'It sounds like that night was hard for you too.',
      'You clearly care about the family.',
    ]);
    const drop = (s: ReturnType<typeof dialogueState>) => s.initialResistance - s.resistance;
    const easy = dialogueState({ ...base, conversation: kind, difficulty: 'easy' });
    const hard = dialogueState({ ...base, conversation: kind, difficulty: 'hard' });
    expect(drop(easy)).toBeGreaterThan(drop(hard));
    const angry = dialogueState({ ...base, profile: MARK, emotion: 'anger', conversation: kind });
    const sad = dialogueState({ ...base, profile: MARK, emotion: 'sadness', conversation: kind });
    expect(angry.initialResistance).toBeGreaterThan(sad.initialResistance);
    // The emotion shifts the start, not the character: anger still holds on longer, from higher up.
    expect(angry.resistance).toBeGreaterThan(sad.resistance);
  });

  it("reads the profile's traits and the scenario's facts, and records what both sides said", () => {
    const s = dialogueState({
      ...base,
      conversation: [
        { role: 'user', content: 'Hi Dad.' },
        { role: 'assistant', content: 'Oh. It is you. Let us get this over with.' },
      ],
    });
    expect(s.character.defensive).toBe(true);
    expect(s.hostile).toBe(true);
    expect(s.character.traits).toContain('stubborn');
    expect(s.scenario.facts.map((f) => f.text)).toEqual(
      expect.arrayContaining(['Thanksgiving', 'two beers', 'last year']),
    );
    expect(s.saidSentences).toEqual(['oh', 'it is you', 'let us get this over with']);
    expect(s.coachTurns[0]?.move.primary).toBe('greeting');
  });
});

describe('reading the coach', () => {
  it.each([
    ['What happened at Thanksgiving?', 'open_question'],
    ['Did you drink at Thanksgiving?', 'closed_question'],
    ['It sounds like you felt attacked.', 'reflection'],
    ['You should see a therapist.', 'advice'],
    ["I'm sorry I shouted at you.", 'apology'],
    ['Thank you for coming, I know this is not easy.', 'affirmation'],
    ['You always ruin everything!', 'confrontation'],
    ['I am not blaming you, I just want you to hear how it felt for me.', 'feeling'],
    ['Hello.', 'greeting'],
  ] as const)('reads "%s" as %s (through the skill coder)', (text, intent) => {
    const move = dialogueState({ profile: MARK, conversation: [], message: text }).coachTurns[0]?.move;
    expect(move?.primary).toBe(intent);
  });

  it('does not count "I am not blaming you" as a confrontation', () => {
    const move = dialogueState({
      profile: MARK,
      conversation: [],
      message: 'I am not blaming you, I just felt hurt.',
    }).coachTurns[0]?.move;
    expect(move?.intents).not.toContain('confrontation');
    expect(move?.coachFeelings).toContain('hurt');
  });

  it('echoes only short, safe clauses, in the first person', () => {
    expect(echoClause('I feel like you never listen to me')).toBe('I never listen to you');
    expect(echoClause('You were drunk at Thanksgiving.')).toBe('I was drunk at Thanksgiving');
    expect(echoClause('You think your sister is right.')).toBeUndefined();
    expect(
      echoClause('You never told me that they were coming over for dinner with the kids'),
    ).toBeUndefined();
  });
});

describe("the scenario's details", () => {
  it("tells them from the avatar's side, in either person", () => {
    const third = extractScenarioFacts(THANKSGIVING, 'Robert', 'Father').facts.map((f) => f.text);
    expect(third).toEqual(
      expect.arrayContaining(['Thanksgiving', 'two beers', 'your new partner', 'last year']),
    );
    expect(third).not.toContain('your father');
    const second = extractScenarioFacts(
      'You are Lea, a nurse who made a medication error at work last week. Your manager Sandra called you in on Monday.',
      'Lea',
    ).facts.map((f) => f.text);
    expect(second).toEqual(
      expect.arrayContaining(['the medication error', 'my manager', 'last week', 'Monday', 'Sandra']),
    );
  });
});

describe('the session summary', () => {
  const warm: ConversationTurn[] = [
    { role: 'user', content: 'Hi Dad.' },
    { role: 'assistant', content: 'Oh. It is you.' },
    { role: 'user', content: 'It sounds like that night was hard for you too.' },
    { role: 'assistant', content: 'Maybe.' },
    { role: 'user', content: 'I am not blaming you, I just want you to hear how it felt for me.' },
    { role: 'assistant', content: 'I hear you.' },
    { role: 'user', content: 'What was going on for you that evening?' },
    { role: 'assistant', content: 'I was nervous.' },
    { role: 'user', content: 'Thank you for telling me that. I know it is not easy.' },
    { role: 'assistant', content: 'Thanks.' },
  ];

  it('is computed from what happened: counts, resistance, final mood, an honest outcome', async () => {
    const s = await engine.summarize(warm, ROBERT, 'normal');
    expect(s.outcome).toBe('positive');
    // In the scorecard's MITI terms: the persona heard the turns through the same coder.
    expect(s.summary).toMatch(/1 (complex|simple) reflection/);
    expect(s.summary).toMatch(/1 open question/);
    expect(s.summary).toMatch(/1 affirmation/);
    expect(s.summary).not.toMatch(/0 times|stayed defensive|confrontation/);
    expect(s.summary).toMatch(/Robert's resistance went from \d+% to \d+%: Robert opened up\./);
    expect(s.summary).not.toContain('Retired electrician');
    expect(s.summary.length).toBeLessThan(400);
    expect(s.state?.resistance).toBeLessThan(s.state?.initialResistance ?? 0);
  });

  it('is negative when pressure pushed the avatar further away', async () => {
    const hard: ConversationTurn[] = [
      { role: 'user', content: 'You never listen. It is your fault.' },
      { role: 'assistant', content: 'Whatever.' },
      { role: 'user', content: 'You should just do what I say. Enough!' },
      { role: 'assistant', content: 'No.' },
    ];
    const s = await engine.summarize(hard, MARK, 'anger');
    expect(s.outcome).toBe('negative');
    expect(s.summary).toMatch(/closed off further/);
    expect((await engine.summarize([], MARK)).outcome).toBe('neutral');
  });

  it("is written in the coach's language", async () => {
    const fr = await engine.summarize(warm, ROBERT, 'normal', { locale: 'fr' });
    const es = await engine.summarize(warm, ROBERT, 'normal', { locale: 'es-ES' });
    const de = await engine.summarize(warm, ROBERT, 'normal', { locale: 'de' });
    expect(fr.summary).toMatch(/La résistance de Robert est passée de \d+ % à \d+ %/);
    // Robert is the coach's father: French agrees with him.
    expect(fr.summary).toContain("Robert s'est ouvert.");
    expect(es.summary).toMatch(/La resistencia de Robert pasó del \d+ % al \d+ %/);
    expect(de.summary).toMatch(/Der Widerstand von Robert ging von \d+ % auf \d+ %/);
    expect(new Set([fr.outcome, es.outcome, de.outcome])).toEqual(new Set(['positive']));
  });
});

describe('profiles', () => {
  it('accepts the object, its JSON string, and free text', () => {
    expect(parseProfile(JSON.stringify(MARK))).toEqual(parseProfile(MARK));
    const text = parseProfile(
      'Name: Anna\nAge: 34\nRole/Occupation: Nurse\nRelationship: Sister\nShe is tired of being the one who holds everything together.',
    );
    expect(text.name).toBe('Anna');
    expect(text.role_occupation).toBe('Nurse');
    expect(text.relationship_to_user).toBe('Sister');
    expect(text.background_story).toMatch(/holds everything together/);
    expect(isProfileComplete(MARK)).toBe(true);
    expect(isProfileComplete(text)).toBe(false);
  });

  it('turns into a system prompt with every field, the emotion and the scenario', () => {
    const prompt = buildSystemPrompt(MARK, 'anger', 'Your son wants to move abroad.');
    for (const v of ['Mark', 'Construction foreman', 'Father', 'deflects blame', 'anger', 'move abroad']) {
      expect(prompt).toContain(v);
    }
  });
});

describe('the role in the general composer', () => {
  it('never has a retired character "work as" or "be" their old job, nor a student "work as" one', async () => {
    const { PERSONA_SCRIPTS, runScript } = await import('../bench/persona-eval.js');
    const wrong = /\bI work as an? (retired|former|high school student)\b|\bBeing an? retired\b/i;
    for (const id of [
      'robert-normal-warm',
      'robert-anger-hard-pressure',
      'grace-sadness-widow',
      'maya-anger-easy-teen',
    ]) {
      const script = PERSONA_SCRIPTS.find((s) => s.id === id);
      if (!script) throw new Error(id);
      for (const practice of [0, 1, 2, 3, 4, 5]) {
        const { replies } = await runScript(new LocalPersonaEngine(), script, `${id}-practice-${practice}`);
        for (const reply of replies) expect(reply, `${id} practice ${practice}`).not.toMatch(wrong);
      }
    }
  });
});
