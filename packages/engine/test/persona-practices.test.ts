import { describe, expect, it } from 'vitest';
import { type PracticeScript, practise } from './persona-practice.js';

/**
 * A coach who rehearses the same conversation once a week with a relative or a colleague (the
 * general composer: no counselling case story) must not hear the same sentences each time. Four
 * scripts of our own, family and work, a teenager and adults, each practised three times as the
 * server names practices (`<id>-practice-N`, `reply-jobs.ts`).
 */
interface Script extends PracticeScript {
  id: string;
}

const SCRIPTS: Script[] = [
  {
    id: 'nadia-sad-mother',
    profile: {
      name: 'Nadia',
      age: '52',
      role_occupation: 'Pharmacist',
      relationship_to_user: 'Mother',
      personality_keywords: 'warm, proud, anxious',
      emotional_responses: { sad_grieving: 'Goes quiet and withdraws' },
    },
    emotion: 'sadness',
    scenario:
      'Nadia, 52, is the coach’s mother. Her son moved out in March after an argument about his studies and they have not spoken since his birthday. The coach wants to make peace.',
    coach: [
      'Hi Mum.',
      'How have you been since March?',
      'It sounds like you have been lonely.',
      'You should call him, he misses you.',
      'I am sorry I took his side so fast.',
      'What do you remember about the argument?',
      'Do you still have his birthday present?',
      'You have always been there for us.',
    ],
  },
  {
    id: 'greg-angry-supervisor',
    profile: {
      name: 'Greg',
      age: '47',
      role_occupation: 'Warehouse supervisor',
      relationship_to_user: 'Colleague',
      personality_keywords: 'blunt, loyal, stubborn',
      character_traits: 'defensive when questioned',
      emotional_responses: { angry_defensive: 'Raises his voice and blames the office' },
    },
    emotion: 'anger',
    difficulty: 'hard',
    scenario:
      'Greg changed the shift rota three times last month without asking anyone, and two drivers quit on Friday. The coach is a colleague who has to raise it with him.',
    coach: [
      'Greg, have you got a minute about the rota?',
      'You changed the shifts three times without asking.',
      'Two drivers quit on Friday because of it.',
      'You need to run changes past the team first.',
      'Did anyone warn you they were unhappy?',
      'Why do you keep doing this?',
      'It sounds like you are carrying the whole warehouse on your own.',
      'I know how hard you work for this place.',
    ],
  },
  {
    id: 'jess-scared-teen',
    profile: {
      name: 'Jess',
      age: '15',
      role_occupation: 'Secondary school student',
      relationship_to_user: 'Daughter',
      personality_keywords: 'quiet, clever, worried',
      emotional_responses: { anxious_overwhelmed: 'Overthinks and apologises' },
    },
    emotion: 'fear',
    scenario:
      'Jess, 15, skipped school twice last week and the school rang her father, the coach, on Thursday. She has been dreading the conversation.',
    coach: [
      'Hey Jess, can we talk for a bit?',
      'The school rang me on Thursday.',
      'You seem really scared about this.',
      'Is something happening at school?',
      'What was going on those two days?',
      'You could have told me, you know.',
      'I am not angry, I just want to understand.',
      'What would make going back easier?',
    ],
  },
  {
    id: 'priya-contempt-friend',
    profile: {
      name: 'Priya',
      age: '36',
      role_occupation: 'Architect',
      relationship_to_user: 'Friend',
      personality_keywords: 'witty, busy, guarded',
      emotional_responses: { hostile_dismissive: 'Sarcastic, changes the subject' },
    },
    emotion: 'contempt',
    scenario:
      'Priya cancelled the coach’s birthday dinner an hour before it started, for the third time this year. The coach wants to tell her it hurt.',
    coach: [
      'Priya, can I be honest about something?',
      'You cancelled my birthday dinner an hour before.',
      'That is the third time this year.',
      'I felt like I did not matter to you.',
      'Do you even want to be friends any more?',
      'You should put it in your calendar next time.',
      'It sounds like work has swallowed everything.',
      'I miss seeing you.',
    ],
  },
];

describe('three practices of one script through the general composer (family and work)', () => {
  it('say no sentence in two of the three practices, and nearly all their sentences are distinct', async () => {
    const recurring: string[] = [];
    let said = 0;
    let distinct = 0;
    for (const script of SCRIPTS) {
      const practices = [];
      for (const n of [0, 1, 2]) practices.push(await practise(script, `${script.id}-practice-${n}`));
      // The general composer wrote these replies: the frame is not a counselling one.
      for (const { frames } of practices) expect(frames).not.toContain('counselling');
      const inPractices = new Map<string, number>();
      for (const { sentences } of practices) {
        said += sentences.length;
        for (const s of new Set(sentences)) inPractices.set(s, (inPractices.get(s) ?? 0) + 1);
      }
      distinct += inPractices.size;
      for (const [s, n] of inPractices) if (n >= 2) recurring.push(`${script.id}: ${s}`);
    }
    expect(recurring).toEqual([]);
    // The issue asks for at least 75 % distinct sentences over three sessions of one avatar.
    expect(distinct / said).toBeGreaterThanOrEqual(0.95);
  });
});
