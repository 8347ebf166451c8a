/**
 * The story check (scripts/visual/visual.mjs): every story of the static Storybook rendered in the
 * light theme, where its play function must pass and axe find nothing (in its theme, and axe's
 * colour rules in dark and high contrast), and its screenshots, with the first story of each
 * component in the dark and high-contrast themes and the narrow pass, against the baselines committed
 * in test/visual/baselines. A failure or a difference fails here; the diff and the new image are
 * written to test-results/visual. `npm run visual:update` accepts the new look.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plan, runVisual, STATIC_DIR } from '../scripts/visual/visual.mjs';

describe('every story', () => {
  it('plays, passes axe in every theme, and matches the committed baselines', async () => {
    const index = JSON.parse(readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
    const stories = Object.values(index.entries as Record<string, { type: string }>).filter(
      (entry) => entry.type === 'story',
    ).length;
    // Every story is checked once, in one of the shares (VISUAL_SHARD) when the tier splits the run.
    const all = plan(index, { index: 0, of: 1 });
    expect(stories).toBeGreaterThan(300);
    expect(all.filter((render) => render.checks)).toHaveLength(stories);
    expect(all.length).toBeGreaterThan(500);
    const mine = plan(index);
    const { count, checked, failures } = await runVisual({ log: () => undefined });
    expect(checked).toBe(mine.filter((render) => render.checks).length);
    expect(count).toBe(mine.length);
    expect(failures.map((failure) => `${failure.theme} ${failure.id}: ${failure.reason}`)).toEqual([]);
  }, 1_200_000);
});
