import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/server';
import { startTestServer } from '../src/testing';
import { UNVERSIONED_CACHE, VERSIONED_CACHE, WIDGETS_NOT_BUILT } from '../src/widgets';

/**
 * Issue 26: a server started before the widgets were built said nothing and served 404 until a
 * restart. It now warns at start and serves a build made later, without a restart.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

let server: RunningServer;
let widgetsDir: string;
beforeAll(async () => {
  widgetsDir = mkdtempSync(path.join(tmpdir(), 'rebond-widgets-'));
  server = await startTestServer({ WIDGETS_DIR: widgetsDir });
});
afterAll(async () => {
  await server?.close();
  rmSync(widgetsDir, { recursive: true, force: true });
});

describe('the widgets the server serves', () => {
  it('answer a clear 404 while not built, and the build once it appears, without a restart', async () => {
    const url = `${server.url}/widgets/rebond-widgets.global.js`;
    const missing = await fetch(url);
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { detail: string }).detail).toBe(WIDGETS_NOT_BUILT);

    writeFileSync(path.join(widgetsDir, 'rebond-widgets.global.js'), 'window.built = 1;\n');
    const built = await fetch(url);
    expect(built.status).toBe(200);
    expect(built.headers.get('content-type')).toMatch(/javascript/);
    expect(await built.text()).toBe('window.built = 1;\n');

    // A rebuild replaces the file: the new one is served.
    writeFileSync(path.join(widgetsDir, 'rebond-widgets.global.js'), 'window.built = 22;\n');
    expect(await (await fetch(url)).text()).toBe('window.built = 22;\n');
    expect((await fetch(`${server.url}/widgets/other.js`)).status).toBe(404);
  });

  it('are served at one versioned URL, cached a year, with an integrity hash that matches the bytes', async () => {
    const script = '/*! @rebond/widgets v1.2.3 */\nwindow.versioned = true;\n';
    writeFileSync(path.join(widgetsDir, 'rebond-widgets.global.js'), script);
    const manifest = await fetch(`${server.url}/widgets/script.json`);
    expect(manifest.status).toBe(200);
    const { src, integrity, version } = (await manifest.json()) as Record<string, string>;
    expect({ src, version }).toEqual({ src: '/widgets/v1.2.3/rebond-widgets.global.js', version: '1.2.3' });

    const versioned = await fetch(`${server.url}${src}`, { headers: { origin: 'https://clinic.example' } });
    expect(versioned.status).toBe(200);
    expect(versioned.headers.get('cache-control')).toBe(VERSIONED_CACHE);
    expect(VERSIONED_CACHE).toBe('public, max-age=31536000, immutable');
    expect(versioned.headers.get('access-control-allow-origin')).toBe('*');
    const bytes = Buffer.from(await versioned.arrayBuffer());
    expect(bytes.toString()).toBe(script);
    expect(integrity).toBe(`sha384-${createHash('sha384').update(bytes).digest('base64')}`);

    // Old pages keep the unversioned URL, cached briefly; another version is not this build.
    const plain = await fetch(`${server.url}/widgets/rebond-widgets.global.js`);
    expect(plain.headers.get('cache-control')).toBe(UNVERSIONED_CACHE);
    expect(await plain.text()).toBe(script);
    const other = await fetch(`${server.url}/widgets/v1.2.2/rebond-widgets.global.js`);
    expect(other.status).toBe(404);
    expect(((await other.json()) as { detail: string }).detail).toMatch(/1\.2\.3/);
  });

  it('are missing: the server says so when it starts', async () => {
    const empty = mkdtempSync(path.join(tmpdir(), 'rebond-no-widgets-'));
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rebond-data-'));
    const child: ChildProcess = spawn(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/main.ts'],
      {
        cwd: serverDir,
        env: {
          ...process.env,
          PORT: '0',
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          WIDGETS_DIR: empty,
          ENGINE_THREADS: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    try {
      const output = await new Promise<string>((resolve, reject) => {
        let text = '';
        const timer = setTimeout(() => reject(new Error(`no warning: ${text}`)), 60_000);
        const read = (chunk: Buffer) => {
          text += chunk.toString();
          if (text.includes('running on') && text.includes('Missing')) {
            clearTimeout(timer);
            resolve(text);
          }
        };
        child.stdout?.on('data', read);
        child.stderr?.on('data', read);
      });
      expect(output).toContain('Missing rebond-loader.global.js, rebond-widgets.global.js');
      expect(output).toContain(WIDGETS_NOT_BUILT);
    } finally {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      rmSync(empty, { recursive: true, force: true });
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
    }
  }, 90_000);
});
