import type { Session } from '@rebond/sdk';

/** A session record for stories and tests; override any field. Not exported from the package. */
export function sessionFixture(overrides: Partial<Session> = {}): Session {
  return {
    id: '3f1c2a9e-5b7d-4c1e-9a2f-0d8e7b6c5a41',
    avatar_id: 'a1b2c3d4-1111-4222-8333-944455566677',
    avatar: {
      id: 'a1b2c3d4-1111-4222-8333-944455566677',
      name: 'Jordan',
      avatar_name: 'Jordan',
      image_url: null,
    },
    conversation: [],
    dynamic_session: true,
    emotion: 'normal',
    session_specific_prompt: null,
    started_at: '2026-11-18T09:30:00.000Z',
    ended_at: null,
    summary: null,
    patient_name: null,
    outcome: null,
    duration: null,
    avatar_videos: 0,
    videos: [],
    ...overrides,
  };
}

/** Three sessions: one active with a reply in progress, one completed scenario, one ended empty. */
export const historyFixtures: Session[] = [
  sessionFixture({
    id: '7d0e55c1-2f3a-4b5c-8d6e-7f8091a2b3c4',
    avatar: {
      id: 'b2c3d4e5-2222-4333-8444-955566677788',
      name: 'Sam',
      avatar_name: 'Sam the Manager',
      image_url: null,
    },
    avatar_id: 'b2c3d4e5-2222-4333-8444-955566677788',
    started_at: '2026-11-20T14:00:00.000Z',
    conversation: [
      { role: 'user', content: 'I wanted to talk about the deadline.' },
      { role: 'assistant', content: 'Fine, but make it quick.' },
    ],
    avatar_videos: 2,
    videos: [
      { id: 'c3d4e5f6-3333-4444-8555-a66677788899', video_url: null },
      { id: 'd4e5f6a7-4444-4555-8666-b77788899900', video_url: null },
    ],
  }),
  sessionFixture({
    id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
    dynamic_session: false,
    emotion: 'sadness',
    session_specific_prompt: 'Your mother has just heard she must move to a care home.',
    started_at: '2026-11-19T10:00:00.000Z',
    ended_at: '2026-11-19T10:12:30.000Z',
    duration: '12m 30s',
    summary: 'A gentle talk about moving; the avatar ended calmer.',
    outcome: 'positive',
    conversation: [
      { role: 'system', content: 'Scenario started.' },
      { role: 'user', content: 'How are you feeling about the move?' },
      { role: 'assistant', content: 'Scared, mostly. It is all happening so fast.' },
    ],
    avatar_videos: 1,
    videos: [{ id: 'e5f6a7b8-5555-4666-8777-c88899900011', video_url: null }],
  }),
  sessionFixture({
    id: '1b2c3d4e-6f70-4a1b-9c2d-3e4f5a6b7c8d',
    started_at: '2026-11-17T08:00:00.000Z',
    ended_at: '2026-11-17T08:03:05.000Z',
    summary: null,
  }),
];

/** A visitor's session from a clinic's website (embed key "Homework page"), ended with one reply. */
export const embedSessionFixture: Session = sessionFixture({
  id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
  started_at: '2026-11-21T16:45:00.000Z',
  ended_at: '2026-11-21T16:51:10.000Z',
  duration: '6m 10s',
  conversation: [
    { role: 'user', content: 'I need to tell you something difficult.' },
    { role: 'assistant', content: 'Go on, I am listening.' },
  ],
  avatar_videos: 1,
  videos: [{ id: 'e5f6a7b8-5555-4666-8777-c88899900011', video_url: null }],
  embed: {
    key_id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    key_name: 'Homework page',
    origin: 'https://clinic.example',
  },
});
