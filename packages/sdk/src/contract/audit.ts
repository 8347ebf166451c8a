import { z } from 'zod';
import { Id, Timestamp } from './common';

/**
 * One entry of the audit log of the caller's records: who did what to which record, and when.
 * `by_you` is false for what someone else did (a visitor of an embed key, the system); the address
 * is shown only for the caller's own actions.
 */
export const AuditEntry = z
  .object({
    id: Id,
    action: z.string().meta({ description: 'e.g. read, create, delete, logout, refresh.reuse' }),
    record_type: z.string(),
    record_id: z.string().nullable(),
    by_you: z.boolean(),
    ip: z.string().nullable(),
    at: Timestamp,
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditList = z.array(AuditEntry).meta({ id: 'AuditList' });
