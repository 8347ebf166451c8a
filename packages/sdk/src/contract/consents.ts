import { CONSENT_TYPES } from '@rebond/vocabulary';
import { z } from 'zod';
import { Id, Timestamp } from './common';

export const ConsentType = z.enum(CONSENT_TYPES);
export type ConsentType = z.infer<typeof ConsentType>;

/**
 * One consent decision. Records are append-only: the latest record of a type is the user's current
 * choice, so withdrawing adds a record with `granted: false` and the history stays auditable.
 */
export const ConsentRecord = z
  .object({
    id: Id,
    user_id: Id,
    type: ConsentType,
    granted: z.boolean(),
    version: z.string(),
    session_id: Id.nullable(),
    timestamp: Timestamp,
  })
  .meta({ id: 'ConsentRecord' });
export type ConsentRecord = z.infer<typeof ConsentRecord>;

export const ConsentCreateRequest = z
  .object({
    type: ConsentType,
    granted: z.boolean(),
    version: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .meta({ description: 'Version of the consent text the user saw' }),
    session_id: Id.nullable().optional(),
  })
  .meta({ id: 'ConsentCreateRequest' });
export type ConsentCreateRequest = z.input<typeof ConsentCreateRequest>;

export const ConsentList = z.array(ConsentRecord).meta({ id: 'ConsentList' });
