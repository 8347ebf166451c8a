import type { User } from '@rebond/sdk';

/** A user record for stories and tests; override any field. Not exported from the package. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
    first_name: 'Maya',
    last_name: 'Lindqvist',
    username: 'maya_l',
    email: 'maya@example.com',
    tel_number: null,
    role: 'coach',
    account_status: true,
    created_at: '2026-03-14T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}
