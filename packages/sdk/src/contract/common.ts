import { MAX_PAGE_SIZE } from '@rebond/vocabulary';
import { z } from 'zod';

/** Every error the API returns has this body; clients show `detail` when present. */
export const ErrorBody = z
  .object({
    detail: z.string(),
    /** A machine-readable reason, on some errors (the embed calls': `EmbedErrorCode`). */
    code: z.string().optional(),
  })
  .meta({ id: 'ErrorBody' });
export type ErrorBody = z.infer<typeof ErrorBody>;

export const Id = z.string().uuid();
export const Timestamp = z.string().meta({ description: 'ISO 8601 date-time' });

/** A plain acknowledgement, used by deletions and other calls without a natural answer. */
export const Ack = z.object({ detail: z.string() }).meta({ id: 'Ack' });
export type Ack = z.infer<typeof Ack>;

/** Trimmed, non-empty text with an upper bound, for names and titles. */
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * The page arguments every list takes. Without `limit` a list answers as the spec's call does (all
 * items, up to `UNPAGED_LIST_LIMIT`); with it, at most `limit` items. Either way the
 * `X-Next-Cursor` answer header carries the cursor of the next page when there is one.
 */
export const PageQuery = z.object({
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_PAGE_SIZE)
    .optional()
    .meta({ description: `Page size, 1 to ${MAX_PAGE_SIZE}; without it the whole list (up to 1000)` }),
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'cursor: use the X-Next-Cursor value of the previous page')
    .optional()
    .meta({ description: 'The X-Next-Cursor header of the previous page' }),
});
export type PageQuery = z.input<typeof PageQuery>;
