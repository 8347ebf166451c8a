/**
 * The domain vocabulary is written once: each list below is defined in exactly one source file
 * (`packages/vocabulary/src/`), and everything else imports it. The check is a grep over the
 * shipped source of every package and app (tests, stories and fixtures excluded), so a copy
 * pasted anywhere fails it, and it names the files.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE_ROOTS = ['packages', 'apps'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'e2e', 'test', 'bench', 'testing']);
const SKIPPED_FILE = /\.(test|stories|e2e\.test)\.tsx?$/;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const files = await Promise.all(
    entries.map(async (entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
      return /\.(ts|tsx|mts)$/.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [full] : [];
    }),
  );
  return files.flat();
}

const sources = (async () => {
  const files = (
    await Promise.all(SOURCE_ROOTS.map((root) => sourceFiles(path.join(repoRoot, root))))
  ).flat();
  return Promise.all(
    files.map(async (file) => ({ file: path.relative(repoRoot, file), text: await readFile(file, 'utf8') })),
  );
})();

/** The files whose text matches `pattern`. */
async function definedIn(pattern: RegExp): Promise<string[]> {
  return (await sources).filter(({ text }) => pattern.test(text)).map(({ file }) => file);
}

const q = `['"]`;
const list = (...words: string[]) =>
  new RegExp(words.map((word) => `${q}${word}${q}`).join(String.raw`\s*[,|]\s*`));

describe('the domain vocabulary, one definition each', () => {
  it('reads the source of every package and app', async () => {
    expect((await sources).length).toBeGreaterThan(100);
  });

  it('the locales', async () => {
    expect(await definedIn(list('en', 'fr', 'es', 'de'))).toEqual(['packages/vocabulary/src/locales.ts']);
  });

  it('the skill codes', async () => {
    expect(await definedIn(list('simple_reflection', 'complex_reflection', 'affirmation'))).toEqual([
      'packages/vocabulary/src/skills.ts',
    ]);
  });

  it('the consent versions', async () => {
    expect(await definedIn(/['"]20\d\d-\d\d-\d\d['"]/)).toEqual(['packages/vocabulary/src/consents.ts']);
  });

  it('the reply stage and step names', async () => {
    const stages = 'packages/vocabulary/src/reply-stages.ts';
    expect(await definedIn(list('analyzingVoicePatterns', 'generatingLipSync'))).toEqual([stages]);
    expect(await definedIn(/['"]render queued['"]/)).toEqual([stages]);
  });

  it('finds a planted copy', async () => {
    const planted = "export const LANGS = ['en', 'fr', 'es', 'de'] as const;";
    expect(list('en', 'fr', 'es', 'de').test(planted)).toBe(true);
    expect(list('en', 'fr', 'es', 'de').test("type L = 'en' | 'fr' | 'es' | 'de';")).toBe(true);
  });
});
