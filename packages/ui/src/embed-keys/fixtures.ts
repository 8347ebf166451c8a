import type { EmbedKey, EmbedKeyCreated } from '@rebond/sdk';
import type { EmbedKeyAvatar } from './embed-key-form';

/** Stories' and tests' fixed clock: 22 November 2026, noon UTC. Not exported from the package. */
export const EMBED_NOW = Date.parse('2026-11-22T12:00:00.000Z');

export const embedAvatars: EmbedKeyAvatar[] = [
  { id: 'a1b2c3d4-1111-4222-8333-944455566677', name: 'Jordan', active: true },
  { id: 'b2c3d4e5-2222-4333-8444-955566677788', name: 'Sam the Manager', active: true },
  { id: 'c3d4e5f6-3333-4444-8555-a66677788899', name: 'Alex (still processing)', active: false },
];

/** A key record; override any field. */
export function embedKeyFixture(overrides: Partial<EmbedKey> = {}): EmbedKey {
  return {
    id: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    name: 'Homework page',
    publishable_key: 'pk_3kT9wQxY7mN2pL5v',
    avatar_ids: ['a1b2c3d4-1111-4222-8333-944455566677'],
    allowed_origins: ['https://clinic.example', 'https://*.clinic.example'],
    expires_at: null,
    daily_session_quota: 50,
    revoked_at: null,
    created_at: '2026-11-02T09:00:00.000Z',
    sessions_this_month: 12,
    ...overrides,
  };
}

/** An active, a revoked and an expired key. */
export const embedKeyFixtures: EmbedKey[] = [
  embedKeyFixture(),
  embedKeyFixture({
    id: '1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
    name: 'Old landing page',
    publishable_key: 'pk_Z8y7X6w5V4u3T2s1',
    allowed_origins: ['https://old.clinic.example'],
    avatar_ids: ['b2c3d4e5-2222-4333-8444-955566677788', 'd0000000-0000-4000-8000-000000000000'],
    revoked_at: '2026-11-10T08:00:00.000Z',
    created_at: '2026-10-01T09:00:00.000Z',
    sessions_this_month: 0,
  }),
  embedKeyFixture({
    id: '2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a',
    name: 'Workshop week',
    publishable_key: 'pk_Q1w2E3r4T5y6U7i8',
    allowed_origins: ['http://localhost:4999'],
    expires_at: '2026-11-15T23:59:59.000Z',
    daily_session_quota: 10,
    created_at: '2026-11-08T09:00:00.000Z',
    sessions_this_month: 4,
  }),
];

/** What creation answers: a key with its secret. */
export function createdKeyFixture(overrides: Partial<EmbedKey> = {}): EmbedKeyCreated {
  return {
    ...embedKeyFixture({
      id: '3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b',
      name: 'Clinic website',
      publishable_key: 'pk_N3wK3yPubl1sh4b',
      created_at: '2026-11-22T11:59:00.000Z',
      sessions_this_month: 0,
      ...overrides,
    }),
    secret: 'sk_9fJ2kL4mN6pQ8rS0tU2vW4xY6zA8bC0d',
  };
}
