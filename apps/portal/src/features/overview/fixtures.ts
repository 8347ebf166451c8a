import type { Session } from '@rebond/sdk';
import { sessionFixture } from '../../test/session-fixture';

/**
 * Six sessions for stories and tests: two completed (one positive), three active (one without a
 * patient name) and an old completed one that falls off the list of five. Not exported from the
 * package.
 */
export const overviewFixtures: Session[] = [
  sessionFixture({
    id: '11111111-1111-4111-8111-111111111111',
    session_specific_prompt: 'Your manager refuses the raise you were promised.',
    patient_name: 'Alex Martin',
    emotion: 'anger',
    started_at: '2026-11-20T14:00:00.000Z',
    ended_at: '2026-11-20T14:10:00.000Z',
    duration: '10m 0s',
    outcome: 'positive',
    avatar_videos: 3,
  }),
  sessionFixture({
    id: '22222222-2222-4222-8222-222222222222',
    started_at: '2026-11-21T11:30:00.000Z',
    emotion: 'sadness',
    avatar_videos: 1,
  }),
  sessionFixture({
    id: '33333333-3333-4333-8333-333333333333',
    session_specific_prompt: 'A follow-up call after a missed appointment.',
    started_at: '2026-11-22T09:00:00.000Z',
  }),
  sessionFixture({
    id: '44444444-4444-4444-8444-444444444444',
    patient_name: 'Sam Okafor',
    started_at: '2026-11-19T10:00:00.000Z',
    ended_at: '2026-11-19T10:05:00.000Z',
    duration: '5m 0s',
    outcome: 'neutral',
  }),
  sessionFixture({
    id: '55555555-5555-4555-8555-555555555555',
    started_at: '2026-11-18T16:00:00.000Z',
    emotion: 'fear',
    duration: '2m 30s',
  }),
  sessionFixture({
    id: '66666666-6666-4666-8666-666666666666',
    session_specific_prompt: 'The oldest rehearsal.',
    started_at: '2026-10-01T08:00:00.000Z',
    ended_at: '2026-10-01T08:20:00.000Z',
    duration: '20m 0s',
    outcome: 'negative',
  }),
];
