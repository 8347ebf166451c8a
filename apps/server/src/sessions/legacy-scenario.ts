import {
  EMOTIONAL_TONES,
  type EmotionalTone,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  type Scenario,
  SESSION_DIFFICULTIES,
  type SessionDifficulty,
} from '@rebond/sdk';
import type { UserKeys } from '../data-keys/user-keys';
import type { Database } from '../db/database';

/**
 * The one-time migration of scenario sessions made before scenarios were structured (migration
 * 0028): the portal's form then wrote its fields as prose in `session_specific_prompt`, line by line
 * ("Title: ...", the description, "You are the coach's colleague.", "Context: ...", a tone sentence,
 * "Difficulty hard: ..."). It is sealed, so SQL cannot read it: the processes that run jobs read
 * each such session once in the background, and one written by that form gets its `scenario` and
 * keeps only the coach's own words (description and context) as its prompt. A prompt the coach
 * typed freely (the wizard's) is left as it is. Nothing else reads that prose.
 */

const RELATIONSHIP_PHRASES: Record<RelationshipType, string> = {
  parent: "the coach's parent",
  partner: "the coach's partner",
  boss: "the coach's boss",
  friend: "the coach's friend",
  family: "a member of the coach's family",
  colleague: "the coach's colleague",
  other: 'someone the coach knows',
};

const TONE_OPENINGS: Record<EmotionalTone, string> = {
  empathetic: 'Speak with feeling',
  direct: 'Speak plainly',
  supportive: 'Be warm and open',
  neutral: 'Stay calm and even',
  challenging: 'Push back',
};

/** The scenario the old form wrote as `prompt`, or null for any other prompt. */
export function scenarioFromPrompt(prompt: string): Scenario | null {
  const lines = prompt.split('\n').map((line) => line.trim());
  const title = lines[0]?.startsWith('Title: ') ? lines[0].slice('Title: '.length).trim() : '';
  const relationship = RELATIONSHIP_TYPES.find((type) =>
    lines.includes(`You are ${RELATIONSHIP_PHRASES[type]}.`),
  );
  const tone = EMOTIONAL_TONES.find((name) => lines.some((line) => line.startsWith(TONE_OPENINGS[name])));
  const difficulty = SESSION_DIFFICULTIES.find((level: SessionDifficulty) =>
    lines.some((line) => line.startsWith(`Difficulty ${level}:`)),
  );
  if (!title || !relationship || !tone || !difficulty) return null;
  const described = lines[1] && !lines[1].startsWith('You are ') ? lines[1] : '';
  const context = lines.find((line) => line.startsWith('Context: '))?.slice('Context: '.length) ?? '';
  return { title, description: described, relationship, context: context.trim(), tone, difficulty };
}

const BATCH = 200;

/** Gives the old form's sessions their structured scenario; answers how many it changed. */
export async function structureLegacyScenarios(db: Database, keys: UserKeys): Promise<number> {
  let changed = 0;
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows = await db.query<{ id: string; user_id: string; prompt: string }>(
      `SELECT s.id, s.user_id, s.session_specific_prompt AS prompt FROM sessions s
        WHERE s.scenario IS NULL AND NOT s.dynamic_session AND s.session_specific_prompt IS NOT NULL
          AND s.started_at < (SELECT applied_at FROM schema_migrations WHERE id = '0028_session_scenario')
          AND s.id > $1
        ORDER BY s.id LIMIT ${BATCH}`,
      [after],
    );
    for (const row of rows) {
      const scenario = scenarioFromPrompt(await keys.open(row.user_id, row.prompt));
      if (!scenario) continue;
      const words = [scenario.description, scenario.context].filter(Boolean).join('\n');
      const done = await db.query(
        `UPDATE sessions SET scenario = $3, session_specific_prompt = $4
          WHERE id = $1 AND scenario IS NULL AND session_specific_prompt = $2 RETURNING id`,
        [
          row.id,
          row.prompt,
          await keys.seal(row.user_id, JSON.stringify(scenario)),
          await keys.seal(row.user_id, words || null),
        ],
      );
      changed += done.length;
    }
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return changed;
    after = last.id;
  }
}
