import { describe, expect, it } from 'vitest';
import { CASE_CHARACTERS, CASE_SCRIPTS, evaluateCases, runCase } from '../bench/persona-case-eval.js';
import {
  buildCaseFormulation,
  type CoachSkill,
  type ConversationTurn,
  characterVoice,
  dialogueState,
  LocalPersonaEngine,
  normaliseSentence,
  sentencesOf,
} from '../src/index.js';

const TOM =
  "Tom, 55, a plumber; his son Jake, 19, dropped out of engineering in March. Defensive and proud. Drinks four beers most nights since the layoffs. Says everyone on the crew drinks, it's how he unwinds. Afraid of ending up like his own father. Doesn't want Jake to see him like that.";
const MAYA = CASE_CHARACTERS.find((c) => c.id === 'maya')?.prose ?? '';
const engine = new LocalPersonaEngine();

/** Plays coach turns through the local persona, as the server does, and returns the conversation and last state. */
async function play(
  profile: string,
  coach: [string, CoachSkill | null][],
  session: string,
  emotion = 'normal',
) {
  const conversation: ConversationTurn[] = [];
  const skills: (CoachSkill | null)[] = [];
  const replies: string[] = [];
  let last: Awaited<ReturnType<LocalPersonaEngine['reply']>> | undefined;
  for (const [message, skill] of coach) {
    skills.push(skill);
    last = await engine.reply({ profile, emotion, conversation, message, coachSkills: skills, session });
    replies.push(last.text);
    conversation.push({ role: 'user', content: message }, { role: 'assistant', content: last.text });
  }
  return { conversation, skills, replies, state: last?.state };
}

describe('the case formulation', () => {
  it('reads free prose: name, age, gender, role, people, facts with numbers, target, sustain and change talk', () => {
    const f = buildCaseFormulation(TOM);
    expect(f).toMatchObject({ name: 'Tom', age: 55, gender: 'male', role: 'plumber', target: 'drinking' });
    expect(f.traits).toEqual(expect.arrayContaining(['defensive', 'proud']));
    expect(f.coach.frame).toBe('counselling');
    expect(f.people).toEqual(expect.arrayContaining([{ relation: 'son', name: 'Jake', age: 19 }]));
    const beers = f.facts.find((x) => /four beers/.test(x.text));
    expect(beers).toMatchObject({ text: 'I drink four beers most nights since the layoffs', quantity: true });
    expect(f.sustain.join(' ')).toMatch(/how I unwind/);
    expect(f.change.join(' ')).toMatch(/I don't want Jake to see me like that/);
    expect(f.fears.join(' ')).toMatch(/ending up like my own father/);
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
  });

  it('reads the gender of first- and second-person profiles, which chooses the voice', () => {
    const women = [
      "I'm a 42 year old mum of two and I drink too much wine.",
      'You are Maria, 42, a teacher. She drinks a bottle of wine most evenings and she hates that her daughter hides the bottles.',
      'You are Maria, a 42-year-old teacher. You drink wine every evening. She gets defensive when criticised.',
    ];
    const men = [
      "I'm Dave, a dad of three. I drink most nights.",
      'You are Tom, 55, a plumber. He drinks four beers a night. His son Jake dropped out.',
      // Pronouns after someone else is named are that person's, not the character's.
      'You are Tom, 55, a plumber. Your wife says she is tired of it, and she wants him to stop. He drinks four beers a night.',
    ];
    for (const profile of women) {
      expect(buildCaseFormulation(profile).gender, profile).toBe('female');
      expect(characterVoice(profile).gender, profile).toBe('female');
    }
    for (const profile of men) {
      expect(buildCaseFormulation(profile).gender, profile).toBe('male');
      expect(characterVoice(profile).gender, profile).toBe('male');
    }
    // In the first person, "she" is always someone else.
    expect(buildCaseFormulation("I'm Sam, 30. My sister says she worries about me.").gender).toBeUndefined();
  });

  it('reads "defensive father, 55" as a defensive 55-year-old father, named in the state', () => {
    const f = buildCaseFormulation('Defensive father, 55. Frank, a roofer.');
    expect(f).toMatchObject({ name: 'Frank', age: 55, gender: 'male', role: 'roofer' });
    expect(f.traits).toContain('defensive');
    const state = dialogueState({ profile: 'Defensive father, 55. Frank, a roofer.', conversation: [] });
    expect(state.character.name).toBe('Frank');
    expect(state.character.defensive).toBe(true);
  });

  it('reads first person, bullet lists and second person alike, with risk facts', () => {
    const maya = buildCaseFormulation(MAYA);
    expect(maya).toMatchObject({ name: 'Maya', age: 17, voice: 'teen', target: 'self-harm' });
    expect(maya.risk.join(' ')).toMatch(/twice a week/);
    const bullets = buildCaseFormulation(CASE_CHARACTERS.find((c) => c.id === 'marcus')?.prose);
    expect(bullets).toMatchObject({ name: 'Marcus', age: 34, target: 'smoking' });
    expect(bullets.facts.some((x) => x.quantity && /20 cigarettes a day/.test(x.text))).toBe(true);
    const second = buildCaseFormulation(CASE_CHARACTERS.find((c) => c.id === 'sam')?.prose);
    expect(second).toMatchObject({ name: 'Sam', age: 24, role: 'delivery driver' });
    expect(second.facts.map((x) => x.text)).toContain(
      'I smoke cannabis every evening, about two joints, since college',
    );
  });

  it('reads "Robert is 55, a warehouse supervisor." as name, age and role, never as a story fact said in the third person', () => {
    for (const profile of [
      'Robert is 55, a warehouse supervisor. He drinks four beers most nights.',
      'Tom is a 17-year-old student. He vapes 20 times a day.',
    ]) {
      const f = buildCaseFormulation(profile);
      expect(f.name).toBe(profile.split(' ')[0]);
      expect(f.age).toBeGreaterThan(16);
      expect(f.role).toBeDefined();
      expect(f.facts.map((fact) => fact.text)).toEqual([expect.stringMatching(/^I (drink|vape) /)]);
    }
  });

  it('lets an edited formulation replace the one read from the profile', async () => {
    const edited = buildCaseFormulation(TOM);
    edited.facts = [
      {
        text: 'I drink six cans of lager most nights',
        quantity: true,
        depth: 0,
        fragment: false,
        words: ['drink', 'six', 'cans', 'lager', 'nights'],
      },
    ];
    const reply = await engine.reply({
      profile: TOM,
      formulation: edited,
      conversation: [],
      message: 'How much do you drink?',
      coachSkills: [{ code: 'open_question' }],
      session: 'edited',
    });
    expect(reply.text).toMatch(/six cans of lager/);
    expect(reply.state?.case).toBe(edited);
  });

  it('takes the coach to be a relative when the scenario says so, a counsellor otherwise', () => {
    expect(buildCaseFormulation(TOM, 'The coach plays his son Jake.').coach.frame).toBe('family');
    expect(buildCaseFormulation({ name: 'Robert', relationship_to_user: 'Father' }).coach.frame).toBe(
      'family',
    );
    expect(buildCaseFormulation(TOM, 'First session with a counsellor.').coach.frame).toBe('counselling');
  });
});

describe('replies from the case', () => {
  it('answers an open question with the story', async () => {
    const { replies } = await play(
      TOM,
      [
        ['What brings you in today?', { code: 'open_question' }],
        ['Tell me more about what happened with your son.', { code: 'open_question' }],
      ],
      's1',
    );
    expect(replies[1]).toMatch(/Jake|engineering/);
    const maya = await play(
      MAYA,
      [
        ['Things sound really hard right now.', { code: 'simple_reflection' }],
        ['What worries you most about your mum finding out?', { code: 'open_question' }],
      ],
      's1',
    );
    expect(maya.replies[1]).toMatch(/freak out|never told|Mum|mum/);
  });

  it('answers "how often are you late" about being late, and "why are you here" with why, not with what the habit gives', async () => {
    const sam = CASE_CHARACTERS.find((c) => c.id === 'sam')?.prose ?? '';
    for (const session of ['a', 'b', 'c']) {
      const { replies } = await play(
        sam,
        [
          ['Why are you here?', { code: 'open_question' }],
          ['How often are you late?', { code: 'closed_question' }],
        ],
        session,
      );
      // Was "The way I see it, it helps me sleep."
      expect(replies[0]).not.toMatch(/helps me sleep/i);
      // Was "Most of the time, I smoke cannabis every evening": "late" was read as "lately", a word with no topic.
      expect(replies[1]).toMatch(/five times this month/i);
      expect(replies[1]).not.toMatch(/most of the time/i);
    }
    // Marcus has no "sent" nor "because" in his story: his reason to change is why he came, not
    // "smoking is my only break on a 12-hour shift".
    const marcus = CASE_CHARACTERS.find((c) => c.id === 'marcus')?.prose ?? '';
    for (const session of ['a', 'b', 'c']) {
      const { replies } = await play(marcus, [['So, why are you here?', { code: 'open_question' }]], session);
      expect(replies[0]).toMatch(/grow up without smoke/i);
    }
  });

  it('answers "do you want to lose your job?" from what the story says is wanted, and a lecture put as a question as heard before', async () => {
    const sam = CASE_CHARACTERS.find((c) => c.id === 'sam')?.prose ?? '';
    const marcus = CASE_CHARACTERS.find((c) => c.id === 'marcus')?.prose ?? '';
    for (const session of ['a', 'b', 'c']) {
      // Sam's story: "I do not want to lose the job". Was "Could be." or "Maybe." from the closed answers.
      const { replies } = await play(
        sam,
        [
          ["You're an addict, Sam.", { code: 'confront' }],
          ['Do you want to lose your job?', { code: 'closed_question' }],
        ],
        session,
      );
      expect(replies[1]).toMatch(/\b(no|not)\b/i);
      expect(replies[1]).not.toMatch(/\b(maybe|could be|if you like|yes)\b/i);
      // Was "Maybe." or "Does it matter?": the lecture is acknowledged, and the client says what
      // smoking gives him (pushed) rather than nothing.
      const lectured = await play(
        marcus,
        [
          ['You should use nicotine patches.', { code: 'advice' }],
          ['Do you know what smoking does to babies?', { code: 'closed_question' }],
        ],
        session,
      );
      expect(lectured.replies[1]).toMatch(/\b(know|heard|stupid|daft|telling me|people say)\b/i);
      expect(lectured.replies[1]).not.toMatch(/^(maybe|could be|does it matter)\b/i);
      expect(sentencesOf(lectured.replies[1] ?? '').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('answers a quantity question with a quantity', async () => {
    for (const session of ['a', 'b', 'c']) {
      const { replies } = await play(
        TOM,
        [
          ['What brings you in?', { code: 'open_question' }],
          ['How much do you usually drink in a week?', { code: 'open_question' }],
        ],
        session,
      );
      expect(replies[1]).toMatch(/four beers most nights/);
    }
  });

  it('answers a risk question with the case facts', async () => {
    const { replies } = await play(
      MAYA,
      [
        ['What would you like to talk about?', { code: 'open_question' }],
        ['Are you still hurting yourself?', { code: 'closed_question' }],
      ],
      's1',
    );
    expect(replies[1]).toMatch(/twice a week|last time was on Sunday|marks|die/);
  });

  it('never speaks as a relative or a host in a counselling session', async () => {
    const offFrame = [
      /miss the way we used to talk/i,
      /rich,? coming from you/i,
      /come on in/i,
      /in my own house/i,
      /good to see you/i,
    ];
    for (const script of CASE_SCRIPTS)
      for (const session of ['x', 'y']) {
        const run = await runCase(engine, script, session);
        for (const reply of run.replies) for (const re of offFrame) expect(reply).not.toMatch(re);
      }
  });

  it('says mostly different sentences to the same questions in three sessions', async () => {
    const script = CASE_SCRIPTS.find((s) => s.id === 'tom-skilful');
    if (!script) throw new Error('script missing');
    const all: string[] = [];
    for (const session of ['one', 'two', 'three']) {
      const run = await runCase(engine, script, session);
      all.push(...run.replies.flatMap(sentencesOf).map(normaliseSentence));
    }
    expect(new Set(all).size / all.length).toBeGreaterThanOrEqual(0.75);
  });

  it('lets no sentence come back in two of three sessions of the same script', async () => {
    // Over the twelve scripts of the case evaluation, each in three practices (21% before the
    // reply pools grew, 12% before each practice drew its lines from its own share of them).
    const { figures } = await evaluateCases(engine);
    expect(figures.recurringSamples).toEqual([]);
    expect(figures.recurring).toBe(0);
    expect(figures.distinct).toBeGreaterThanOrEqual(0.75);
  });

  it("tells one character's story in new sentences in any three practices in a row", async () => {
    // Practices are named as the server names them; any three in a row, not only the first three.
    for (const first of [0, 5]) {
      const sessions: Set<string>[] = [];
      const all: string[] = [];
      for (const n of [first, first + 1, first + 2]) {
        const said = new Set<string>();
        for (const script of CASE_SCRIPTS.filter((s) => s.character === 'dana')) {
          const run = await runCase(engine, script, `practice-${n}`);
          const sentences = run.replies.flatMap(sentencesOf).map(normaliseSentence);
          all.push(...sentences);
          for (const sentence of sentences) said.add(sentence);
        }
        sessions.push(said);
      }
      const recurring = [...new Set(all)].filter((s) => sessions.filter((said) => said.has(s)).length >= 2);
      expect(recurring).toEqual([]);
      expect(new Set(all).size / all.length).toBeGreaterThanOrEqual(0.75);
    }
  });
});

describe('resistance that behaves like a person', () => {
  const confront: [string, CoachSkill | null][] = [
    ["Face it, you're an alcoholic.", { code: 'confront' }],
    ['You need to stop drinking now.', { code: 'advice', with_permission: false }],
    ["You're making excuses.", { code: 'confront' }],
    ['You are part of the problem with Jake.', { code: 'confront' }],
    ['What you should do is call him tonight.', { code: 'advice', with_permission: false }],
  ];
  const skilful: [string, CoachSkill | null][] = [
    [
      'Part of you needs the beers to unwind, and part of you worries what Jake sees.',
      { code: 'complex_reflection' },
    ],
    ['What would you like to be different?', { code: 'open_question' }],
    ["You've worked hard to provide for your family.", { code: 'affirmation' }],
    ["You're scared of ending up like your dad.", { code: 'complex_reflection' }],
    ['Being there for Jake matters a lot to you.', { code: 'complex_reflection' }],
  ];
  const state = (coach: [string, CoachSkill | null][], emotion = 'normal') =>
    dialogueState({
      profile: TOM,
      emotion,
      conversation: coach.flatMap(([content]) => [
        { role: 'user' as const, content },
        { role: 'assistant' as const, content: 'Hm.' },
      ]),
      coachSkills: coach.map(([, skill]) => skill),
    });

  it('rises by at least 0.15 over five confrontational turns, falls by 0.15 over five skilful ones, never below the floor', () => {
    const up = state(confront);
    expect(up.resistance - up.initialResistance).toBeGreaterThanOrEqual(0.15);
    const down = state(skilful);
    expect(down.initialResistance - down.resistance).toBeGreaterThanOrEqual(0.15);
    expect(down.floor).toBeGreaterThanOrEqual(0.25);
    const long = state([...skilful, ...skilful, ...skilful]);
    expect(long.resistance).toBeGreaterThanOrEqual(long.floor);
    // A proud, defensive man stays guarded however good the coach: he never reads as "open".
    expect(long.stance).not.toBe('open');
  });

  it('lets one lecture cost at least what a good reflection earns', () => {
    const reflection = state([skilful[0] as [string, CoachSkill]]);
    const lecture = state([confront[1] as [string, CoachSkill]]);
    expect(lecture.resistance - lecture.initialResistance).toBeGreaterThanOrEqual(
      reflection.initialResistance - reflection.resistance,
    );
  });

  it('lets the emotion shift the start, not the character', () => {
    const calm = state(skilful, 'normal');
    const angry = state(skilful, 'anger');
    expect(angry.initialResistance).toBeGreaterThan(calm.initialResistance);
    expect(angry.floor).toBe(calm.floor);
  });
});

describe('one state for the reply, the job and the summary', () => {
  it('summarises the resistance the coach saw live, without contradicting itself', async () => {
    const coach: [string, CoachSkill | null][] = [
      ['So you are not sure any of this is worth it?', { code: 'complex_reflection' }],
      ['Maybe the drinking is the real problem here.', { code: 'confront' }],
      ['You care a lot about how Jake sees you.', { code: 'complex_reflection' }],
      ['What would you like to be different?', { code: 'open_question' }],
    ];
    const { conversation, skills, state } = await play(TOM, coach, 'live');
    if (!state) throw new Error('no live state');
    const closing = await engine.summarize(conversation, TOM, 'normal', { coachSkills: skills });
    expect(closing.state?.resistance).toBe(state.resistance);
    expect(closing.state?.stance).toBe(state.stance);
    expect(closing.summary).toContain(`to ${Math.round(state.resistance * 100)}%`);
    expect(closing.summary).not.toMatch(/neither opened up nor closed off.*opening up/);
  });
});
