import { describe, expect, it } from 'vitest';
import {
  analyzeMessage,
  buildSystemPrompt,
  type CharacterProfile,
  type ConversationTurn,
  isProfileComplete,
  LocalPersonaEngine,
  parseProfile,
  swapPronouns,
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
  topic_behaviors: {
    relationships: 'Avoids talking about feelings',
    work_career: 'Opens up about work',
    mental_health: 'Dismisses it, says he is fine',
  },
};

const engine = new LocalPersonaEngine();

describe('the local persona engine', () => {
  describe('given "I feel like you never listen to me"', () => {
    it('answers differently in an angry and a sad session of the same avatar', async () => {
      const message = 'I feel like you never listen to me';
      const angry = await engine.reply({ profile: MARK, emotion: 'anger', conversation: [], message });
      const sad = await engine.reply({ profile: MARK, emotion: 'sadness', conversation: [], message });
      expect(angry.text).not.toBe(sad.text);
      // Both recognise what was said (the coach's words turned around).
      expect(angry.text).toMatch(/I never listen to you/i);
      expect(sad.text).toMatch(/I never listen to you/i);
      // ...and keep to their emotion.
      expect(angry.text).toMatch(
        /apologise|lectured|bad guy|sick|enough|NOT shouting|want from me|lands on me|carry|Really|rich/i,
      );
      expect(sad.text).toMatch(
        /hurt|heavy|empty|letting|miss|tired|energy|not so sure|deserved|bad|moment|know what else|wish/i,
      );
      expect(angry.report.implementation).toBe('local-persona-rules');
    });
  });

  describe('over ten turns', () => {
    it('never repeats a reply', async () => {
      const messages = [
        'Hi dad',
        'I feel like you never listen to me',
        'Why do you always do that?',
        'I understand it has been hard since mom died',
        'How is work going?',
        'You should talk to someone',
        'I am sorry I shouted',
        'What are your plans for the future?',
        'Do you feel lonely?',
        'I feel like you never listen to me',
      ];
      const conversation: ConversationTurn[] = [];
      for (const message of messages) {
        const { text } = await engine.reply({
          profile: JSON.stringify(MARK),
          emotion: 'anger',
          conversation,
          message,
        });
        conversation.push({ role: 'user', content: message }, { role: 'assistant', content: text });
      }
      const replies = conversation.filter((t) => t.role === 'assistant').map((t) => t.content);
      expect(replies).toHaveLength(10);
      expect(new Set(replies).size).toBe(10);
    });
  });

  it('follows the profile: avoids relationships, opens up about work', async () => {
    const avoid = await engine.reply({
      profile: MARK,
      emotion: 'normal',
      conversation: [],
      message: 'Tell me about your relationship with your family.',
    });
    const open = await engine.reply({
      profile: MARK,
      emotion: 'normal',
      conversation: [],
      message: 'How are things at your job?',
    });
    expect(avoid.text).toMatch(
      /(don't really want to get into|not talk about|not something I talk about easily)/i,
    );
    expect(open.text).toMatch(/(on my mind|big part of it|wanting to talk about)/i);
  });

  it('softens after empathy and stays hard under pressure', async () => {
    const kind: ConversationTurn[] = [
      { role: 'user', content: 'I understand, that sounds really hard.' },
      { role: 'assistant', content: 'x' },
      { role: 'user', content: "I'm here for you, take your time." },
      { role: 'assistant', content: 'y' },
    ];
    const soft = await engine.reply({
      profile: MARK,
      emotion: 'anger',
      conversation: kind,
      message: 'I am sorry.',
    });
    expect(soft.text).toMatch(/(listening this time|do not want to fight|do not always hear you)/i);
  });

  it('uses the scenario prompt of scenario sessions', async () => {
    const r = await engine.reply({
      profile: { name: 'Lea' },
      emotion: 'fear',
      scenarioPrompt: 'You are a nurse who made a medication error at work.',
      conversation: [],
      message: 'Hello.',
    });
    expect(r.text).toMatch(/work|nurse|medication/i);
  });

  it('writes a session summary with an outcome', async () => {
    const good: ConversationTurn[] = [
      { role: 'user', content: 'How are you feeling today?' },
      { role: 'assistant', content: 'Tired.' },
      { role: 'user', content: 'I understand, that sounds exhausting. What would help?' },
      { role: 'assistant', content: 'Maybe some rest.' },
    ];
    const bad: ConversationTurn[] = [
      { role: 'user', content: 'You never listen. It is your fault.' },
      { role: 'assistant', content: 'Whatever.' },
      { role: 'user', content: 'You should just do what I say. Enough!' },
      { role: 'assistant', content: 'No.' },
    ];
    const a = await engine.summarize(good, MARK, 'sadness');
    const b = await engine.summarize(bad, MARK, 'anger');
    expect(a.outcome).toBe('positive');
    expect(b.outcome).toBe('negative');
    expect(a.summary).toMatch(/Mark/);
    expect(a.summary).toMatch(/2 times with Mark in a sad session/);
    expect((await engine.summarize([], MARK)).outcome).toBe('neutral');
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
    for (const v of [
      'Mark',
      'Construction foreman',
      'Father',
      'deflects blame',
      'Avoids talking about feelings',
      'anger',
      'move abroad',
    ]) {
      expect(prompt).toContain(v);
    }
  });
});

describe('reading the coach', () => {
  it('recognises questions, empathy, pressure and topics', () => {
    const a = analyzeMessage('Why do you always shout at work?');
    expect(a.question).toBe(true);
    expect(a.pressure).toBe(true);
    expect(a.topics).toContain('work_career');
    const b = analyzeMessage("I understand. That sounds hard, and I'm here.");
    expect(b.empathy).toBe(true);
    expect(b.question).toBe(false);
  });

  it('turns pronouns around', () => {
    expect(swapPronouns('I feel like you never listen to me')).toBe('you feel like I never listen to you');
    expect(swapPronouns('you hurt my feelings')).toBe('I hurt your feelings');
  });
});
