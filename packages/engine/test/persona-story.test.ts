import { describe, expect, it } from 'vitest';
import { evaluateStories, play, STORY_CASES } from '../bench/persona-story-eval.js';
import { buildCaseFormulation, LocalPersonaEngine, sentencesOf } from '../src/index.js';

/**
 * A family or work scenario written about the character ("Maya, 16, has been skipping school...")
 * is the character's story: read into the case formulation without the scenario's directions to
 * the coach, and told when the coach asks.
 */
const MAYA = STORY_CASES.find((c) => c.id === 'maya-daughter-school');

describe('a scenario written about the character', () => {
  it('is read into the formulation in the first person, with the coach as "you" and without the directions', () => {
    if (!MAYA) throw new Error('the Maya case is missing');
    const maya = buildCaseFormulation(MAYA.profile, MAYA.scenario);
    expect(maya.facts.map((f) => f.text)).toEqual([
      "I've been skipping school for two weeks",
      'The other girls in my class have been leaving me out since a party in March, and I spend most evenings alone in my room',
    ]);
    expect(maya.coach).toEqual({ frame: 'family', role: 'their mother' });
    const jess = buildCaseFormulation(
      { name: 'Jess', relationship_to_user: 'Daughter' },
      'Jess, 15, skipped school twice last week and the school rang her father, the coach, on Thursday.',
    );
    expect(jess.facts.map((f) => f.text)).toEqual([
      'I skipped school twice last week and the school rang you on Thursday',
    ]);
    // Who the client is to the coach, what "they" both did, and what the coach wants are not the client's story.
    const robert = buildCaseFormulation(
      { name: 'Robert', relationship_to_user: 'Father' },
      "Robert, 58, is the coach's father. At Thanksgiving last year he had two beers and shouted at his daughter's new partner. Since then they have barely spoken. The coach wants to tell him how much it hurt.",
    );
    expect(robert.facts.map((f) => f.text)).toEqual([
      "At Thanksgiving last year I had two beers and shouted at my daughter's new partner",
    ]);
    expect(robert.coach).toEqual({ frame: 'family', role: 'their child' });
    const lea = buildCaseFormulation(
      { name: 'Lea', relationship_to_user: 'Colleague' },
      'You are Lea, a nurse who made a medication error last week. The coach is a senior colleague.',
    );
    expect(lea.facts.map((f) => f.text).join(' ')).not.toMatch(/coach|colleague/);
  });

  it('is told when the coach asks, in six scenarios of family and work, and never recited', async () => {
    const figures = await evaluateStories(new LocalPersonaEngine());
    // 32 of 72 before the scenario was read as the character's story.
    expect(figures.openWithStory[0] / figures.openWithStory[1]).toBeGreaterThanOrEqual(0.75);
    expect(figures.directions).toBe(0);
    // "What would help?" was answered "I'm so tired of feeling like this.": now with what the client would like.
    expect(figures.wishes[1]).toBeGreaterThan(0);
    expect(figures.wishes[0]).toBe(figures.wishes[1]);
    expect(figures.recurring).toEqual([]);
  });

  it('brings a detail of the scenario into at most three of eight replies unless asked about it', async () => {
    if (!MAYA) throw new Error('the Maya case is missing');
    const replies = await play(new LocalPersonaEngine(), MAYA, 'maya-practice-0');
    // "The party" came back in six of eight replies.
    expect(replies.filter((r) => /\bparty\b/i.test(r)).length).toBeLessThanOrEqual(3);
  });

  it('answers when a thing last happened with its time, keeps whose it is, and says no direction for playing them', async () => {
    const nadia = STORY_CASES.find((c) => c.id === 'nadia-mother-son');
    const tom = STORY_CASES.find((c) => c.id === 'tom-friend-loan');
    if (!nadia || !tom) throw new Error('the Nadia or Tom case is missing');
    const engine = new LocalPersonaEngine();
    for (const n of [0, 1, 2]) {
      const replies = await play(engine, nadia, `nadia-practice-${n}`);
      const asked = nadia.coach.indexOf('When did you last speak to him?');
      // Was "I'm not sure where to start. I don't sleep well when I think about the argument."
      expect(replies[asked]).toMatch(/\bnot\b[^.]*since his birthday/i);
      // A when-question is not answered with a no ("Not since his birthday, no.").
      expect(replies[asked]).not.toMatch(/^no\b|, no\./i);
      // "since his birthday" is the son's ("I couldn't enjoy anything after my birthday" before).
      expect(replies.join(' ')).not.toMatch(/\bmy birthday\b/i);
      // "He keeps promising to pay it back and changes the subject whenever it comes up" is how to
      // play Tom, not what Tom says ("I keep promising to pay it back and change the subject...").
      const toms = await play(engine, tom, `tom-practice-${n}`);
      expect(toms.join(' ')).not.toMatch(/whenever it comes up/i);
    }
  });

  it('answers a request for a word as one, briefly, without the story', async () => {
    const greg = STORY_CASES.find((c) => c.id === 'greg-colleague-rota');
    if (!greg) throw new Error('the Greg case is missing');
    for (const n of [0, 1, 2]) {
      const [reply] = await play(
        new LocalPersonaEngine(),
        { ...greg, coach: ['Greg, have you got a minute?'] },
        `greg-ask-${n}`,
      );
      // Was "Yes, more or less. Two drivers, roughly." or "Why would I tell you that. It was two drivers."
      expect(reply).not.toMatch(/more or less|why would i tell you|drivers|rota/i);
      expect(sentencesOf(reply ?? '').length).toBeLessThanOrEqual(2);
    }
  });

  it("is not sorry for a coach's pride, and answers a question word with no yes", async () => {
    const engine = new LocalPersonaEngine();
    const jess = STORY_CASES.find((c) => c.id === 'jess-daughter-truant');
    if (!jess) throw new Error('the Jess case is missing');
    const proud = { ...jess, coach: ['Hey Jess, can we talk?', 'I am proud you are talking to me.'] };
    for (const n of [0, 1, 2]) {
      const [, reply] = await play(engine, proud, `jess-practice-${n}`);
      // Was "I'm sorry you felt proud."
      expect(reply).not.toMatch(/\bsorry\b|felt proud/i);
    }
    const tom = {
      ...jess,
      profile: { name: 'Tom' },
      emotion: 'neutral',
      scenario: 'Tom owes the coach 2,000 euros from a loan two years ago.',
      coach: ['When can you pay it back?'],
    };
    for (const n of [0, 1, 2]) {
      const [reply] = await play(engine, tom, `tom-when-${n}`);
      // Was "Truthfully, yes." or "More or less." first.
      expect(reply).not.toMatch(/^[^.]*\b(yes|yeah|more or less|no)\b[^.]*\./i);
    }
  });

  it('promises an account only before news of the story, and asks "do you ever feel like that?" only after a feeling', async () => {
    const writer = new LocalPersonaEngine();
    const promise =
      /^(I'll try to explain|Let me try to explain|Okay, here's how it is|Let me put it this way|Okay, here's my take|I'll try to be straight with you)\.$/;
    const retold = /^(like i said|like i mentioned|i already said|i said|as i said|same as)\b/i;
    for (const c of STORY_CASES)
      for (let practice = 0; practice < 6; practice++) {
        const replies = await play(writer, c, `${c.id}-practice-${practice}`);
        replies.forEach((reply, i) => {
          const [first, next] = sentencesOf(reply);
          const where = `${c.id} ${practice}: ${c.coach[i]} -> ${reply}`;
          // Was "I'll try to explain. Like I said, my son moved out in March." and, asked what
          // would help, "I'll try to explain. I don't want it to stay like this."
          if (promise.test(first ?? '')) {
            expect(next ?? '', where).not.toMatch(retold);
            expect(c.coach[i], where).not.toMatch(/\bwhat would help\b/i);
          }
          // Was "There's not much more to it than that. Do you ever feel like that?"
          if (/\b(feel like (that|this)|get easier)\?$/.test(reply)) {
            expect(reply.replace(/[^.!?]*\?$/, ''), where).toMatch(
              /\b(feel|feels|felt|feeling|alone|lonely|sad|angry|scared|worried|hurt|upset|tired|guilty|ashamed|miss)\b/i,
            );
          }
        });
      }
  });

  it('reads a character whose name has the signs of a pattern in it ("(Angry Dad", a typo), rather than failing the reply', async () => {
    const profile = { name: '(Angry Dad', background_story: '(Angry Dad drinks four beers a night.' };
    const scenario = '(Angry Dad, 55, has been late to work twice this week.';
    expect(buildCaseFormulation(profile, scenario).facts.length).toBeGreaterThan(0);
    const reply = await new LocalPersonaEngine().reply({
      profile,
      scenarioPrompt: scenario,
      conversation: [],
      message: 'What happened this week?',
    });
    expect(reply.text.length).toBeGreaterThan(0);
  });
});
