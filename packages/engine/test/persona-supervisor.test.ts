import { describe, expect, it } from 'vitest';
import { CASE_CHARACTERS, CASE_SCRIPTS, runCase } from '../bench/persona-case-eval.js';
import {
  buildCaseFormulation,
  type CoachSkill,
  type ConversationTurn,
  LocalPersonaEngine,
  normaliseSentence,
  sentencesOf,
} from '../src/index.js';
import { AFTERS, HERE_LINES, OTHERS_AFTERS, TORN } from '../src/persona/case-lines.js';

/** Lines of a pool, every voice and guard, as one list. */
const linesOf = (pool: Record<string, Record<string, readonly string[]>>) =>
  Object.values(pool).flatMap((byGuard) => Object.values(byGuard).flat());

/**
 * What an MI supervisor hears when reading whole eight-turn practice sessions, as tests: an
 * evocative question after a skilful session draws change talk; a quantity question is answered
 * without a story-telling lead-in; a reflection is answered about what was reflected.
 */
const engine = new LocalPersonaEngine();
const SESSIONS = ['practice-0', 'practice-1', 'practice-2', 'practice-3', 'practice-4', 'practice-5'];
const script = (id: string) => {
  const found = CASE_SCRIPTS.find((s) => s.id === id);
  if (!found) throw new Error(`no script ${id}`);
  return found;
};
const prose = (id: string) => CASE_CHARACTERS.find((c) => c.id === id)?.prose ?? '';

/** Reasons to stay the same and playing it down, as a supervisor would code them (sustain talk). */
const SUSTAIN_TALK =
  /\b(everyone on the crew drinks|how I unwind|only thing that switches|my own money|only time I'm not lonely|helps me sleep|only break|not a big deal|what the fuss is|under control|big thing of it|not something I dwell on|lots of people are the same|nothing I can't (manage|handle)|plenty of people drink|can stop any time|a habit, not a problem|look forward to at the end of the day|earned a drink|edge off|never hurt anyone|hurting anyone|drink twice what|drink after work|snapping at everyone|bit of peace|not ready to give|gets me through|legal in|bit of fun|quiet evenings|bookies)/i;
/** Desire, ability, reasons and need to change, and concern about the behaviour (change talk). */
const CHANGE_TALK =
  /\b(I'd (want|like|love)|I want|I don't want|I do not want|I wish|I need to|I'd rather|I'd be|I don't like how|gone to pieces|more than I used to|can't keep|lie awake|out of breath|the money adds up|eats money|always late|grow up (without|watching)|stop before|be there for|want to stop|spoil|get in the way|can't remember the last|wouldn't see|I could)\b/i;

describe('what a supervisor hears in a whole session', () => {
  it('answers an evocative question at the end of a skilful session with change talk, not sustain talk', async () => {
    const skilful = ['tom-skilful', 'dana-skilful', 'marcus-skilful', 'linda-skilful', 'sam-skilful'];
    for (const id of skilful)
      for (const session of SESSIONS) {
        const s = script(id);
        const last = s.turns.findLastIndex(([kind]) => kind === 'open');
        const run = await runCase(engine, s, session);
        const reply = run.replies[last] ?? '';
        expect(reply, `${id} ${session}: ${s.turns[last]?.[1]} -> ${reply}`).toMatch(CHANGE_TALK);
        for (const sentence of sentencesOf(reply))
          expect(sentence, `${id} ${session}: ${reply}`).not.toMatch(SUSTAIN_TALK);
        // A value said on its own ("I'm proud of always providing for my family.") is not change talk.
        expect(reply).not.toMatch(/^([^.]*, )?I'm proud of always providing for my family\.$/);
      }
  });

  it('reads change talk joined by "but" apart from its objection, and draws it with an evocative question', async () => {
    const cases = [
      {
        prose:
          "Tom, 55, a plumber. Drinks four beers most nights since the layoffs. He doesn't want Jake to see him drunk, but says the beers are how he unwinds after work.",
        change: /Jake/,
        sustain: /unwind/,
      },
      {
        prose:
          "I'm Rita, 47, a bus driver. I drink three glasses of wine every evening. I want to be there for my grandson, but wine is the only way I relax.",
        change: /grandson/,
        sustain: /relax/,
      },
      {
        prose:
          'Ana, 38, nurse. Smokes 15 cigarettes a day. She wants to quit for her daughter, but smoking is her only break on night shifts.',
        change: /daughter/,
        sustain: /night shifts/,
      },
    ];
    const turns: [string, CoachSkill][] = [
      ['What brings you in today?', { code: 'open_question' }],
      ['How much do you have in a usual day?', { code: 'open_question' }],
      ['It helps you switch off after a hard day.', { code: 'simple_reflection' }],
      ['You have been carrying a lot on your own.', { code: 'affirmation' }],
      ['What would be different if you cut down?', { code: 'open_question' }],
    ];
    for (const { prose: text, change, sustain } of cases) {
      const f = buildCaseFormulation(text);
      expect(f.change.join(' | ')).toMatch(change);
      expect(f.change.join(' | ')).not.toMatch(/\bbut\b/);
      expect(f.sustain.join(' | ')).toMatch(sustain);
      for (const session of SESSIONS) {
        const conversation: ConversationTurn[] = [];
        const skills: CoachSkill[] = [];
        let reply = '';
        for (const [message, skill] of turns) {
          skills.push(skill);
          reply = (await engine.reply({ profile: text, conversation, message, coachSkills: skills, session }))
            .text;
          conversation.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
        }
        // The last answer is the case's own reason to change, without the objection that followed it.
        expect(reply, `${session}: ${reply}`).toMatch(change);
        expect(reply, `${session}: ${reply}`).not.toMatch(sustain);
      }
    }
    // The same question after a lecture and a confrontation draws mostly sustain talk.
    const pushed: [string, CoachSkill][] = [
      ['What brings you in today?', { code: 'open_question' }],
      ['You need to stop, it is that simple.', { code: 'advice', with_permission: false }],
      ["You're making excuses.", { code: 'confront' }],
      ['What would be different if you cut down?', { code: 'open_question' }],
    ];
    let asked = 0;
    let changes = 0;
    for (const { prose: text } of cases)
      for (const session of SESSIONS) {
        const conversation: ConversationTurn[] = [];
        const skills: CoachSkill[] = [];
        let reply = '';
        for (const [message, skill] of pushed) {
          skills.push(skill);
          reply = (await engine.reply({ profile: text, conversation, message, coachSkills: skills, session }))
            .text;
          conversation.push({ role: 'user', content: message }, { role: 'assistant', content: reply });
        }
        asked++;
        if (CHANGE_TALK.test(reply)) changes++;
      }
    expect(asked).toBe(cases.length * SESSIONS.length);
    expect(changes).toBeLessThan(asked / 2);
  });

  it('never tells a line of the story twice in a session, whatever the lead-in', async () => {
    // Compared on the story's own words: "Honestly, my son Jake dropped out" and "If I'm honest,
    // my son Jake dropped out" are the same thing said twice.
    const PRONOUNS = new Set(['i', 'my', 'me', "i'm", "i've", "i'd"]);
    const contentOf = (text: string) =>
      normaliseSentence(text)
        .split(' ')
        .filter((w) => !PRONOUNS.has(w))
        .join(' ');
    let checked = 0;
    for (const s of CASE_SCRIPTS) {
      const f = buildCaseFormulation(prose(s.character));
      const lines = [
        ...f.facts.filter((fact) => !fact.fragment).map((fact) => fact.text),
        ...f.sustain,
        ...f.change,
        ...f.values,
        ...f.fears,
      ]
        .map(contentOf)
        .filter((line) => line.split(' ').length >= 4);
      for (const session of SESSIONS) {
        const run = await runCase(engine, s, session);
        const replies = run.replies.map(contentOf);
        for (const line of lines) {
          checked++;
          const saying = replies.flatMap((reply, i) => (reply.includes(line) ? [run.replies[i]] : []));
          expect(saying.length, `${s.id} ${session}: "${line}" in ${JSON.stringify(saying)}`).toBeLessThan(2);
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  it('answers a quantity question with the quantity, without a story-telling lead-in', async () => {
    const FILLER =
      /^(Where do I start|What gets me is|Put it this way|It sounds daft|Part of it is|The short version|It's not complicated|Thing is|I've been thinking about it|I haven't said this to many people|The truth is|I don't know why I'm telling you|It's kind of embarrassing|I guess the real thing is|It's weird saying it)/i;
    let quantityTurns = 0;
    for (const s of CASE_SCRIPTS)
      for (const session of SESSIONS) {
        const run = await runCase(engine, s, session);
        s.turns.forEach(([kind, message], i) => {
          if (kind !== 'quantity') return;
          quantityTurns++;
          for (const sentence of sentencesOf(run.replies[i] ?? ''))
            expect(sentence, `${s.id} ${session}: ${message}`).not.toMatch(FILLER);
        });
      }
    expect(quantityTurns).toBeGreaterThan(50);
  });

  it('answers a reflection about coming here about that, not about the drinking', async () => {
    const DRINKING =
      /\b(drink\w*|beers?|pints?|alcohol|drunk|unwind|hangovers?|mornings?|sleep|stop any time|habit|end of the day|Jake)\b/i;
    const reflection = "You didn't choose to be here, and you're not happy about it.";
    const s = script('tom-skilful');
    const at = s.turns.findIndex(([, message]) => message === reflection);
    expect(at).toBeGreaterThan(0);
    for (const session of [...SESSIONS, 'practice-6', 'practice-7']) {
      const run = await runCase(engine, s, session);
      const reply = run.replies[at] ?? '';
      expect(reply.length).toBeGreaterThan(0);
      expect(reply, `${session}: ${reply}`).not.toMatch(DRINKING);
    }
    // A reflection of the drinking itself is still answered about the drinking.
    const dana = script('dana-skilful');
    const wine = dana.turns.findIndex(([kind]) => kind === 'reflection');
    const run = await runCase(engine, dana, 'practice-0');
    const f = buildCaseFormulation(prose('dana'));
    expect(f.target).toBe('drinking');
    expect(run.replies[wine]).toMatch(/wine|brain|switch|work|evening|drink/i);
  });

  it("attaches a feeling after another person's doing to the client's own reaction, never shame at the son", async () => {
    const s = script('tom-skilful');
    const at = s.turns.findIndex(
      ([, message]) => message === 'Tell me more about what happened with your son.',
    );
    const ownTails = new Set(linesOf(AFTERS));
    let aboutJake = 0;
    const sessions = ['a', 'b', 'c'].map((x) => `tom-skilful-session-${x}`);
    for (let i = 0; i < 16; i++) sessions.push(`practice-${i}`);
    for (const session of sessions) {
      const run = await runCase(engine, s, session);
      const reply = run.replies[at] ?? '';
      if (!/Jake dropped out/.test(reply)) continue;
      aboutJake++;
      const sentences = sentencesOf(reply);
      const after = sentences.slice(sentences.findIndex((x) => /Jake dropped out/.test(x)) + 1);
      for (const sentence of after) expect(ownTails.has(sentence), `${session}: ${reply}`).toBe(false);
    }
    expect(aboutJake).toBeGreaterThan(3);
  });

  it('follows who sent them with a word about coming here, never a feeling that belongs to something else', async () => {
    // "My GP sent me after a liver test. I said things I shouldn't have." was a non-sequitur.
    const HERE = new Set(linesOf(HERE_LINES));
    const elsewhere = new Set([...linesOf(AFTERS), ...linesOf(OTHERS_AFTERS)].filter((l) => !HERE.has(l)));
    let referrals = 0;
    let followed = 0;
    for (const id of ['tom', 'dana'])
      for (const emotion of ['normal', 'anger', 'sadness'])
        for (let n = 0; n < 8; n++) {
          const { text } = await engine.reply({
            profile: id === 'dana' ? `${prose(id)} Her GP sent her after a liver test.` : prose(id),
            emotion,
            conversation: [],
            message: 'What brings you in today?',
            session: `practice-${n}`,
          });
          const sentences = sentencesOf(text);
          const at = sentences.findIndex((x) => /\bsent me\b/.test(x));
          if (at < 0) continue;
          referrals++;
          for (const next of sentences.slice(at + 1)) {
            followed++;
            expect(elsewhere.has(next), `${id} ${emotion} practice-${n}: ${text}`).toBe(false);
          }
        }
    expect(referrals).toBeGreaterThan(10);
    expect(followed).toBeGreaterThan(3);
  });

  it('answers a two-sided reflection with the worry or with being torn, not a plain fact', async () => {
    const s = script('tom-skilful');
    const at = s.turns.findIndex(([kind]) => kind === 'complex');
    expect(s.turns[at]?.[1]).toMatch(/part of you.*part of you/i);
    const PLAIN_FACT = /\b(four beers|dropped out|liver test|layoffs|plumber)\b/i;
    const torn = new Set(Object.values(TORN).flat());
    for (const session of [...SESSIONS, 'practice-6', 'practice-7']) {
      const run = await runCase(engine, s, session);
      const reply = run.replies[at] ?? '';
      const worry = CHANGE_TALK.test(reply) || sentencesOf(reply).some((x) => torn.has(x));
      expect(worry, `${session}: ${reply}`).toBe(true);
      expect(reply, `${session}: ${reply}`).not.toMatch(PLAIN_FACT);
    }
    // The same holds for "On one hand ..., and on the other ...", said without the script around it.
    const conversation: ConversationTurn[] = [
      { role: 'user', content: 'What brings you in today?' },
      { role: 'assistant', content: 'My GP sent me after a liver test.' },
    ];
    for (const session of SESSIONS) {
      const { text } = await engine.reply({
        profile: prose('tom'),
        conversation,
        message: 'On one hand the beers help you unwind, and on the other you worry about what Jake sees.',
        session,
      });
      expect(
        CHANGE_TALK.test(text) || sentencesOf(text).some((x) => torn.has(x)),
        `${session}: ${text}`,
      ).toBe(true);
      expect(text, `${session}: ${text}`).not.toMatch(PLAIN_FACT);
    }
  });
  it('keeps a teenager out of a grown-up life: no workmates, shifts or children of their own, pushed or not', async () => {
    const leo =
      'Leo is 17 and in his last year of school. He has been vaping since he was 15, about a pod a day now, and he skips football training because he gets out of breath. He thinks everyone his age vapes.';
    const turns: [string, CoachSkill][] = [
      ['How much do you vape on a normal day?', { code: 'closed_question' }],
      ['You need to stop, vaping is killing your lungs.', { code: 'advice' }],
      ["You're just making excuses.", { code: 'confront' }],
      ['You are lying to yourself about the vaping.', { code: 'confront' }],
      ["It's your call what you do about it.", { code: 'emphasize_autonomy' }],
      ['What would be different if you vaped less?', { code: 'open_question' }],
      ['What else worries you about it?', { code: 'open_question' }],
    ];
    expect(buildCaseFormulation(leo).voice).toBe('teen');
    for (const session of SESSIONS) {
      const conversation: ConversationTurn[] = [];
      const skills: CoachSkill[] = [];
      for (const [message, skill] of turns) {
        skills.push(skill);
        const { text } = await engine.reply({
          profile: leo,
          conversation,
          message,
          coachSkills: skills,
          session,
        });
        expect(text, `${session}: ${message} -> ${text}`).not.toMatch(
          /\b(I work|work with|at work|after work|my job|shifts?|on nights|my kid)\b/i,
        );
        conversation.push({ role: 'user', content: message }, { role: 'assistant', content: text });
      }
    }
  });
});
