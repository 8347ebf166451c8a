import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spokenMessage, startTestServer } from '@rebond/server/testing';
import { transform } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as sdk from '../src';

/**
 * Issue 26: the SDK README's code blocks work when pasted. Each `ts` block runs in order, in
 * Node, against the real server: its imports come from the SDK (and Node), the names it declares
 * are kept for the next blocks (as a reader's script keeps them), and the few names a block
 * leaves to the reader (the photo, the recording, the video element...) are given here.
 */
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const README = path.join(repoRoot, 'packages/sdk/README.md');
const PORTRAIT_DIR = path.join(repoRoot, 'test/fixtures/images');

type Server = Awaited<ReturnType<typeof startTestServer>>;
let server: Server;
const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
  ...args: string[]
) => (...values: unknown[]) => Promise<Record<string, unknown>>;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** The coach saying a sentence, as a 16 kHz WAV. */
const spokenWav = () => spokenMessage(server, 'I feel like you never listen to me.');

/** The same sentence as 48 kHz float samples (a browser microphone's). */
async function spokenSamples(): Promise<Float32Array> {
  const wav = await spokenWav();
  const pcm = new Int16Array(wav.buffer.slice(wav.byteOffset + 44, wav.byteOffset + wav.byteLength));
  return Float32Array.from({ length: pcm.length * 3 }, (_, i) => (pcm[Math.floor(i / 3)] ?? 0) / 32768);
}

/** The names a block declares at its top level (`const x`, `const { a, b: c }`, `let y`). */
function declared(code: string): string[] {
  const names: string[] = [];
  for (const match of code.matchAll(/^(?:const|let)\s+(\{[^}]*\}|\w+)/gm)) {
    const pattern = match[1] ?? '';
    if (!pattern.startsWith('{')) names.push(pattern);
    else
      for (const part of pattern.slice(1, -1).split(',')) {
        const name = part.split(':').at(-1)?.trim();
        if (name) names.push(name);
      }
  }
  return names;
}

/** The reader's `portrait.png`: the repository's test portrait. */
const PORTRAIT = path.join(PORTRAIT_DIR, 'astronaut.png');

/** What each import of the README gives: the SDK, and Node's file reading (the reader's portrait). */
const MODULES: Record<string, Record<string, unknown>> = {
  '@rebond/sdk': sdk,
  ws: { WebSocket: createRequire(import.meta.url)('ws') },
  'node:fs/promises': { readFile: (file: string) => readFile(file === 'portrait.png' ? PORTRAIT : file) },
};

describe('the SDK README, run as written', () => {
  it('every ts block runs against the real server', { timeout: 240_000 }, async () => {
    const text = await readFile(README, 'utf8');
    const codeBlocks = [...text.matchAll(/```ts\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
    expect(codeBlocks.length).toBeGreaterThanOrEqual(8);
    const logged: unknown[][] = [];
    const missing: string[] = [];
    const played: number[] = [];
    // What the blocks leave to the reader.
    const scope: Record<string, unknown> = {
      console: {
        log: (...values: unknown[]) => logged.push(values),
        error: (...values: unknown[]) => logged.push(values),
      },
      photo: new Blob([await readFile(PORTRAIT)], { type: 'image/png' }),
      // A spoken turn, as a browser's recorder gives it (the README then confirms what was heard).
      recording: new Blob([Buffer.from(await spokenWav())], { type: 'audio/wav' }),
      video: {} as { src?: string },
      username: 'ana',
      password: 'a long passphrase',
      code: '000000',
      id: crypto.randomUUID(),
      showMissing: () => missing.push('shown'),
      // The live block's microphone (the coach's words, spoken) and speaker.
      microphoneSamples: await spokenSamples(),
      play: (samples: Int16Array) => played.push(samples.length),
    };
    for (const [index, block] of codeBlocks.entries()) {
      // `http://localhost:8000` is the reader's server: here, the test's.
      let body = block.replaceAll('http://localhost:8000', server.url);
      for (const match of body.matchAll(/^import \{([^}]*)\} from '([^']+)';\n/gm)) {
        const module = MODULES[match[2] ?? ''];
        expect(module, `block ${index} imports ${match[2]}`).toBeDefined();
        for (const name of (match[1] ?? '')
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          scope[name] = module?.[name];
        }
      }
      body = body.replace(/^import \{[^}]*\} from '[^']+';\n/gm, '');
      const own = declared(body);
      if (body.includes('client.jobs.events')) {
        // The stream goes on until its signal: it is given the reply's finished job and a short wait.
        scope.jobId = (scope.reply as { jobId: string }).jobId;
        scope.signal = AbortSignal.timeout(3000);
      }
      // The block's TypeScript, as plain JavaScript (a top-level return is added after).
      const { code } = await transform(body, { loader: 'ts' });
      const names = Object.keys(scope).filter((name) => !own.includes(name));
      const run = new AsyncFunction(...names, `${code}\nreturn { ${own.join(', ')} };`);
      try {
        Object.assign(scope, await run(...names.map((name) => scope[name])));
      } catch (error) {
        if (!(body.includes('client.jobs.events') && (error as Error).name === 'TimeoutError')) {
          throw new Error(`README block ${index} failed: ${String(error)}\n${block}`);
        }
      }
    }
    // What the blocks did: a reply played, an avatar made, a missing session shown, jobs streamed.
    expect(String((scope.video as { src?: string }).src)).toMatch(/^http:\/\/.+\/media\//);
    expect(missing).toEqual(['shown']);
    expect(logged.some(([first]) => String(first).startsWith('avatar '))).toBe(true);
    expect(logged.some(([first]) => first === 100)).toBe(true);
    expect((scope.codes as unknown[]).length).toBe(2);
    expect(scope.requestId).toBeTruthy();
    expect(played.length).toBeGreaterThan(0);
  });
});
