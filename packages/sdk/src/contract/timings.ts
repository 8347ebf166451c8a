import { z } from 'zod';

const seconds = (what: string) =>
  z
    .number()
    .min(0)
    .nullable()
    .meta({ description: `${what}; null until one was measured` });

/**
 * The waits the screens announce, measured on the server: medians, in seconds, over the most
 * recent successful jobs (the last 50 of the past 7 days, all users).
 */
export const TypicalDurations = z
  .object({
    reply_seconds: seconds("From a coach's message to its reply video"),
    avatar_seconds: seconds("An avatar's creation from its photo"),
    voice_seconds: seconds("A voice's creation (cloning or from a preview)"),
    samples: z
      .object({ reply: z.number().int(), avatar: z.number().int(), voice: z.number().int() })
      .meta({ description: 'How many jobs each median was taken over' }),
  })
  .meta({ id: 'TypicalDurations' });
export type TypicalDurations = z.infer<typeof TypicalDurations>;
