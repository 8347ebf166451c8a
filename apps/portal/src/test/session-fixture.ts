import type { Session } from '@rebond/sdk';

/** A session record for the portal's stories and tests; override any field. */
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
