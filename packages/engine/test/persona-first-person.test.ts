import { describe, expect, it } from 'vitest';
import {
  buildCaseFormulation,
  type ConversationTurn,
  createSkillCoder,
  LocalPersonaEngine,
  sentencesOf,
} from '../src/index.js';

/** The profile a supervisor read a whole session of. */
const MARIA =
  'Maria, 42, a primary-school teacher and single mum of Lucia, 12. Since her divorce three years ago she drinks a bottle of wine most evenings, more at weekends. Her GP sent her after a liver test came back high. She says wine is the only time she gets to herself, but she hates that Lucia has started hiding the empty bottles. She values being a dependable mum and is frightened her ex will use the drinking to get custody.';
const HELEN =
  'Helen, 61, a retired nurse and widow. Her husband died two years ago and she has been drinking gin every afternoon since. Her daughter Sarah worries about her and made her book the appointment. She tells herself she deserves it after caring for him for years, but the hangovers make her feel useless.';
const CHLOE =
  "Chloe is 16 and in year 11. She has been cutting her arms since September, usually after arguments with her mum. Her best friend Amy noticed the marks and told the school nurse, who referred her. She says it helps her feel calmer and that nobody understands her. She hates lying to Amy and wants her mum to stop shouting at her. She's been skipping school.";
const RAJ =
  "Raj, 34, software developer; gambles online most nights, lost 8,000 pounds this year; partner Priya doesn't know; says it's the only way he switches off after work; wants to stop before the wedding in June; afraid Priya will leave him if she finds out.";
const DAVE =
  "I'm Dave, 48, a lorry driver. My wife Karen left me last spring and took the kids with her. I smoke about forty a day and I've had two chest infections this winter. My doctor keeps telling me to quit but it's the only thing that keeps me awake on night runs. I miss my kids and want them to be proud of me.";

const BEN =
  "You are Ben, 17. You vape about a pod a day and your dad found your vape last week and took it off you. You say it calms you down before exams, but you hate that you can't get through a lesson without one. Your girlfriend Mia wants you to stop and is worried about your chest.";
const GLORIA =
  '- Gloria, 70, widow, lives alone\n- fell in the kitchen in March; the doctor sent her\n- says it keeps her company';

const factsOf = (profile: string) => buildCaseFormulation(profile).facts.map((f) => f.text);
/** First-person grammar a client would not produce: "I drinks", "I a teacher", "I value ... and is", "sent my after". */
const BROKEN =
  /\bI (?:is|has|does|a|an|the|drinks|values|hates|wants|says)\b|^I [^,]*? (?:and|but) (?:is|has|does|hates|wants|values)\b|\b(?:sent|told|made|asked|gave) my (?:after|to|that|a|the|book)\b/;

describe('the profile in the client’s own words', () => {
  it('keeps an age in apposition out of the verb: "Amira, 17, is in her last year" is "I\'m in my last year"', () => {
    const amira = factsOf('Amira, 17, is in her last year of high school. Her dad lost his job in January.');
    expect(amira).toContain("I'm in my last year of high school");
    expect(amira.join(' ')).not.toMatch(/\bI I'm\b/);
  });

  it('turns an object "her" into "me" and keeps a possessive "her" as "my"', () => {
    const maria = factsOf(MARIA);
    expect(maria).toContain('My GP sent me after a liver test came back high');
    expect(maria.join(' ')).toMatch(/since my divorce/i);
    expect(factsOf(HELEN)).toContain('My daughter Sarah worries about me and made me book the appointment');
  });

  it('says "we" for the client and the person who did something to them', () => {
    expect(factsOf('Leo is 17. His mum found his vapes in his bag last month and they argued.')).toContain(
      'My mum found my vapes in my bag last month and we argued',
    );
    expect(factsOf('Tom, 50. His sons say they worry about him.').join(' ')).not.toMatch(/\bwe\b/);
  });

  it('keeps a verb coordinated with the client’s own in the first person', () => {
    const maria = buildCaseFormulation(MARIA);
    expect(maria.fears).toContain("I'm frightened my ex will use the drinking to get custody");
    expect(maria.values).toContain('I value being a dependable mum');
    expect(factsOf(CHLOE)).toContain('I hate lying to Amy and want my mum to stop shouting at me');
  });

  it('says an apposition ("Maria, 42, a primary-school teacher...") as a sentence with its verb', () => {
    expect(factsOf(MARIA)).toContain("I'm a primary-school teacher and single mum of Lucia");
    expect(factsOf(HELEN)).toContain("I'm a retired nurse and widow");
    // The role is the apposition's, not "mum"; and "your dad" is not the client's role.
    expect(buildCaseFormulation(MARIA).role).toBe('primary-school teacher');
    expect(buildCaseFormulation(BEN).role).toBeUndefined();
  });

  it('turns only the client’s own pronouns: another woman’s "she" stays hers, a husband’s "him" his', () => {
    expect(factsOf(RAJ)).toContain("I'm afraid Priya will leave me if she finds out");
    expect(factsOf(HELEN).join(' ')).toMatch(/after caring for him for years/);
    expect(factsOf(CHLOE)).toContain("I've been skipping school");
  });

  it('turns a second person\'s object "you" into "me", and a note\'s past verb gets its "I"', () => {
    const ben = factsOf(BEN);
    expect(ben).toContain('I vape about a pod a day and my dad found my vape last week and took it off me');
    expect(ben).toContain('It calms me down before exams');
    expect(ben).toContain('My girlfriend Mia wants me to stop and is worried about my chest');
    expect(factsOf(RAJ)).toContain('I gamble online most nights, and I lost 8,000 pounds this year');
    expect(factsOf(GLORIA)).toEqual(
      expect.arrayContaining(['I fell in the kitchen in March', 'It keeps me company']),
    );
  });

  it('reads profiles in several styles into grammatical first-person sentences', () => {
    for (const profile of [MARIA, HELEN, CHLOE, RAJ, DAVE, BEN, GLORIA]) {
      const f = buildCaseFormulation(profile);
      for (const text of [...f.facts.map((x) => x.text), ...f.values, ...f.fears, ...f.sustain, ...f.change])
        expect(text).not.toMatch(BROKEN);
    }
    expect(factsOf(CHLOE)).toContain('It helps me feel calmer, and nobody understands me');
  });
});

describe('what the client would like to work on', () => {
  const turns = [
    'Hi Maria, thanks for coming. What brings you in today?',
    'So the GP sent you, and part of you wonders why you are even here.',
    'How much would you say you drink on a usual evening?',
    "Why don't you just stop buying wine for the house?",
    "No, you're not. You are making excuses.",
    "I'm sorry, that came out wrong. It's your call what, if anything, changes.",
    'You want to be the dependable mum Lucia can count on, and the wine is getting in the way of that.',
    'What would you like us to work on together?',
  ];

  it('is answered with what the client wants or their ambivalence about it, not an unrelated fact', async () => {
    const persona = new LocalPersonaEngine();
    const coder = createSkillCoder({ mode: 'local' });
    const f = buildCaseFormulation(MARIA);
    const wants = [...f.change, ...f.sustain, ...f.values].map((t) => t.toLowerCase());
    for (const session of ['practice-0', 'practice-1', 'practice-2']) {
      const conversation: ConversationTurn[] = [];
      const replies: string[] = [];
      for (let i = 0; i < turns.length; i++) {
        const message = turns[i] as string;
        const coachSkills = await coder.code(turns.slice(0, i + 1).map((text) => ({ text })));
        const out = await persona.reply({
          profile: MARIA,
          emotion: 'normal',
          conversation,
          message,
          session,
          coachSkills,
        });
        replies.push(out.text);
        conversation.push({ role: 'user', content: message }, { role: 'assistant', content: out.text });
      }
      const answer = (replies.at(-1) ?? '').toLowerCase();
      expect(answer).not.toMatch(/primary-school teacher|bottle of wine most evenings|liver test/);
      expect(
        /\b(the drinking|work on|want|change|not sure|don't know)\b/.test(answer) ||
          wants.some((w) => answer.includes(w)),
      ).toBe(true);
      for (const reply of replies) for (const s of sentencesOf(reply)) expect(s).not.toMatch(BROKEN);
    }
  });
});
