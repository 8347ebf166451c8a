import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The repository root (packages/engine/test -> ../../..). */
export const repoRoot = resolve(here, '..', '..', '..');
/** The public-domain test images, kept in the repository (test/fixtures/images, with their sources). */
export const imagesDir = resolve(repoRoot, 'test/fixtures/images');
export const image = (name: string): Buffer => readFileSync(resolve(imagesDir, name));
export const recorded = <T = unknown>(name: string): T =>
  JSON.parse(readFileSync(resolve(here, 'recorded', name), 'utf8')) as T;

/** Runs ffprobe and returns stream and format info. */
export function probe(file: string): {
  format: { duration: string; format_name: string };
  streams: {
    codec_type: string;
    codec_name: string;
    profile?: string;
    duration?: string;
    width?: number;
    height?: number;
  }[];
} {
  const out = execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
  return JSON.parse(out.toString('utf8'));
}

/** Decodes a video to grayscale frames of the given region. */
export function grayFrames(
  file: string,
  crop: { x: number; y: number; width: number; height: number },
): Buffer[] {
  const out = execFileSync(
    'ffmpeg',
    [
      '-v',
      'error',
      '-i',
      file,
      '-vf',
      `crop=${crop.width}:${crop.height}:${crop.x}:${crop.y},format=gray`,
      '-f',
      'rawvideo',
      'pipe:1',
    ],
    { maxBuffer: 512 * 1024 * 1024 },
  );
  const size = crop.width * crop.height;
  const frames: Buffer[] = [];
  for (let o = 0; o + size <= out.length; o += size) frames.push(out.subarray(o, o + size));
  return frames;
}

/** Converts audio bytes with ffmpeg (e.g. WAV to WebM/Opus, as a browser would record). */
export function convertAudio(input: Buffer, format: 'webm' | 'mp4'): Buffer {
  const args =
    format === 'webm'
      ? ['-v', 'error', '-i', 'pipe:0', '-c:a', 'libopus', '-b:a', '48k', '-f', 'webm', 'pipe:1']
      : [
          '-v',
          'error',
          '-i',
          'pipe:0',
          '-c:a',
          'aac',
          '-b:a',
          '96k',
          '-f',
          'mp4',
          '-movflags',
          'frag_keyframe+empty_moov',
          'pipe:1',
        ];
  return execFileSync('ffmpeg', args, { input });
}

/** A request the fake service received. */
export interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

/**
 * A fake hosted service on 127.0.0.1 that answers with recorded responses. `routes` maps
 * "METHOD /path" (path without query) to a handler returning [status, body, contentType?].
 */
export async function fakeService(
  routes: Record<string, (req: Received) => [number, unknown, string?]>,
): Promise<{ url: string; received: Received[]; close: () => Promise<void> }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const entry: Received = {
        method: req.method ?? 'GET',
        url: req.url ?? '/',
        headers: req.headers,
        body: Buffer.concat(chunks),
      };
      received.push(entry);
      const path = (req.url ?? '/').split('?')[0];
      const handler = routes[`${req.method} ${path}`];
      if (!handler) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `no route ${req.method} ${path}` } }));
        return;
      }
      const [status, body, type] = handler(entry);
      const isBytes = Buffer.isBuffer(body);
      res.writeHead(status, {
        'content-type': type ?? (isBytes ? 'application/octet-stream' : 'application/json'),
      });
      res.end(isBytes ? body : JSON.stringify(body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

/** Word error rate between a reference and a hypothesis (lower-case words). */
export function wordErrorRate(reference: string, hypothesis: string): number {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z' ]/g, ' ')
      .split(/\s+/)
      .filter(Boolean);
  const r = norm(reference);
  const h = norm(hypothesis);
  const d = Array.from({ length: r.length + 1 }, (_, i) =>
    Array.from({ length: h.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= r.length; i++) {
    for (let j = 1; j <= h.length; j++) {
      const row = d[i]!;
      const prev = d[i - 1]!;
      row[j] = Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (r[i - 1] === h[j - 1] ? 0 : 1));
    }
  }
  return d[r.length]![h.length]! / Math.max(1, r.length);
}

/** This process's child processes (pids), those whose command line names `program` when given. */
export function childProcesses(program?: string): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return (
          parent === process.pid &&
          (!program || readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(program))
        );
      } catch {
        return false;
      }
    })
    .map(Number);
}
