import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  /** The bytes as they came over the wire, not decoded. */
  body: Buffer;
}

/** A GET whose body stays as sent (fetch would decode it), with the given headers. */
function rawGet(base: string, pathname: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    request(`${base}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

/** Script text that compresses well and is large enough to be worth it. */
const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `"line ${i} of the portal"`).join(',')}];\n`;
const widget = `(function(){${'window.rebond = window.rebond || {};'.repeat(200)}})();\n`;

let server: RunningServer;
let portalDir: string;
beforeAll(async () => {
  // A portal build in miniature, precompressed by the portal's own build step.
  portalDir = mkdtempSync(path.join(tmpdir(), 'rebond-portal-'));
  mkdirSync(path.join(portalDir, 'assets'));
  writeFileSync(
    path.join(portalDir, 'index.html'),
    '<!doctype html><html><head><meta name="rebond-api-base" content="" /></head><body></body></html>',
  );
  writeFileSync(path.join(portalDir, 'assets/index-abc.js'), script);
  writeFileSync(path.join(portalDir, 'assets/tiny-abc.js'), 'export {};\n');
  execFileSync('node', [
    path.join(repoRoot, 'apps/portal/scripts/precompress.mjs'),
    path.join(portalDir, 'assets'),
  ]);
  const widgetsDir = path.join(portalDir, 'widgets');
  mkdirSync(widgetsDir);
  writeFileSync(path.join(widgetsDir, 'rebond-widgets.global.js'), widget);
  server = await startTestServer({ PORTAL_DIR: portalDir, WIDGETS_DIR: widgetsDir });
});
afterAll(() => server?.close());

describe('the portal assets', () => {
  it('go out in the brotli copy the build wrote when the browser takes brotli', async () => {
    const answer = await rawGet(server.url, '/assets/index-abc.js', {
      'accept-encoding': 'gzip, deflate, br',
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(script.length / 4);
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('go out gzipped to a browser that takes only gzip', async () => {
    const answer = await rawGet(server.url, '/assets/index-abc.js', { 'accept-encoding': 'gzip' });
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(answer.body).toString()).toBe(script);
  });

  it('go out plain, still marked as varying, to a client that takes no encoding', async () => {
    const answer = await rawGet(server.url, '/assets/index-abc.js');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    expect(answer.body.toString()).toBe(script);
  });

  it('leave a file too small to gain from compression plain', async () => {
    const answer = await rawGet(server.url, '/assets/tiny-abc.js', { 'accept-encoding': 'br, gzip' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe('export {};\n');
  });
});

describe('the widgets', () => {
  it('are sent brotli-compressed, or gzipped, as the page accepts', async () => {
    const brotli = await rawGet(server.url, '/widgets/rebond-widgets.global.js', { 'accept-encoding': 'br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(widget);
    const gzip = await rawGet(server.url, '/widgets/rebond-widgets.global.js', {
      'accept-encoding': 'gzip;q=1, br;q=0',
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(widget);
  });
});

describe('the API answers', () => {
  it('are gzipped when large', async () => {
    const answer = await rawGet(server.url, '/openapi.json', { 'accept-encoding': 'gzip, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.headers.vary).toMatch(/accept-encoding/i);
    const document = JSON.parse(gunzipSync(answer.body).toString()) as { openapi: string };
    expect(document.openapi).toMatch(/^3\./);
  });

  it('stay plain when small, or when the client takes no encoding', async () => {
    const small = await rawGet(server.url, '/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: expect.any(String) });
    const plain = await rawGet(server.url, '/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toHaveProperty('openapi');
  });
});
