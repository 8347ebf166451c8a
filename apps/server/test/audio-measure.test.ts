import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, getPriority, tmpdir } from 'node:os';
import path from 'node:path';
import { BACKGROUND_NICE } from '@rebond/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureSeconds } from '../src/media/audio-length';

let dir: string;
let ffmpeg: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rebond-measure-'));
  // A stand-in for ffmpeg that notes its priority and how many of it run at once, then answers one
  // second of 8 kHz samples, as the measuring decode asks for.
  ffmpeg = path.join(dir, 'ffmpeg');
  await writeFile(
    ffmpeg,
    `#!/bin/sh
touch "${dir}/run.$$"
ls "${dir}" | grep -c '^run\\.' >> "${dir}/concurrency"
sleep 0.2
ps -o ni= -p $$ | tr -d ' ' >> "${dir}/nice"
cat > /dev/null
rm "${dir}/run.$$"
head -c 16000 /dev/zero
`,
  );
  await chmod(ffmpeg, 0o755);
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('measuring decodes', () => {
  it('run one per core at most, at the background priority, however many uploads arrive at once', async () => {
    const uploads = 2 * availableParallelism() + 1;
    const measured = await Promise.all(
      Array.from({ length: uploads }, () => measureSeconds(new Uint8Array(64), ffmpeg, 30)),
    );
    expect(measured).toEqual(Array(uploads).fill(1));
    const concurrency = (await readFile(path.join(dir, 'concurrency'), 'utf8'))
      .trim()
      .split('\n')
      .map(Number);
    expect(concurrency).toHaveLength(uploads);
    expect(Math.max(...concurrency)).toBeLessThanOrEqual(availableParallelism());
    const nice = (await readFile(path.join(dir, 'nice'), 'utf8')).trim().split('\n').map(Number);
    expect(nice).toEqual(Array(uploads).fill(BACKGROUND_NICE));
  });

  it('keeps its own priority when ffmpeg cannot start, and answers what a WAV header says', async () => {
    const before = getPriority();
    expect(await measureSeconds(new Uint8Array(64), path.join(dir, 'no-such-ffmpeg'), 30)).toBeUndefined();
    expect(getPriority()).toBe(before);
  });
});
