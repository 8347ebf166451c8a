import { z } from 'zod';

/** Every error the API returns has this body; clients show `detail` when present. */
export const ErrorBody = z.object({ detail: z.string() }).meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = z.string().uuid();
export const Timestamp = z.string().meta({ description: 'ISO 8601 date-time' });

/** A plain acknowledgement, used by deletions and other calls without a natural answer. */
export const Ack = z.object({ detail: z.string() }).meta({ id: 'Ack' });
export type Ack = z.infer<typeof Ack>;

/** Trimmed, non-empty text with an upper bound, for names and titles. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
