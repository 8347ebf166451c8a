/**
 * The SDK as a third party gets it: `npm pack`, installed from the tarball into a throwaway project
 * (offline: its other dependencies are linked from the monorepo's node_modules, and
 * @rebond/vocabulary is installed from its own tarball), then used against a real server from ESM, from CommonJS and from a
 * browser bundle. Needs both packages' `dist/` (`npm run build`; `npm test` builds first).
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestServer, uniqueName } from '@rebond/server/testing';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const sdkDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(sdkDir, '../..');
const consumerDir = path.join(sdkDir, 'test/consumer');
const portrait = path.resolve(sdkDir, '../../test/fixtures/images/astronaut.png');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What each entry prints: the scenario's result and the file `@rebond/sdk` resolved to. */
interface ScenarioResult {
  entry?: string;
  userId: string;
  sessionsBefore: number;
  sessionsAfter: string[];
  sessionId: string;
  videoUrl: string;
}

/** The environment of a child npm or node without the `npm_*` variables of the `npm test` around us. */
const cleanEnv = () =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));

let project: string;
let api: Awaited<ReturnType<typeof startTestServer>>;
let page: Server;
let pageOrigin: string;

beforeAll(async () => {
  if (!existsSync(path.join(sdkDir, 'dist/index.cjs'))) {
    throw new Error('packages/sdk/dist is missing: run `npm run build -w @rebond/sdk` first');
  }
  project = await mkdtemp(path.join(tmpdir(), 'rebond-sdk-consumer-'));
  const pack = async (dir: string) => {
    const packed = await run('npm', ['pack', '--json', '--pack-destination', project], {
      cwd: dir,
      env: cleanEnv(),
    });
    return (JSON.parse(packed.stdout) as [{ filename: string }])[0].filename;
  };
  const filename = await pack(sdkDir);
  // The vocabulary is the SDK's own dependency, published beside it: installed from its tarball too.
  const vocabulary = await pack(path.join(repoRoot, 'packages/vocabulary'));
  // Every other dependency of the SDK comes from the monorepo's node_modules (the same versions),
  // so nothing is read from the registry, nor from an npm cache that may not hold it.
  const { dependencies: own } = JSON.parse(await readFile(path.join(sdkDir, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  const dependencies = {
    ...Object.fromEntries(
      Object.keys(own)
        .filter((name) => name !== '@rebond/vocabulary')
        .map((name) => [name, `file:${path.join(repoRoot, 'node_modules', name)}`]),
    ),
    '@rebond/vocabulary': `file:./${vocabulary}`,
  };
  await writeFile(
    path.join(project, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, dependencies }),
  );
  for (const file of ['scenario.cjs', 'node-esm.mjs', 'node-cjs.cjs', 'browser.mjs']) {
    await copyFile(path.join(consumerDir, file), path.join(project, file));
  }
  await run('npm', ['install', '--offline', '--ignore-scripts', '--no-audit', '--no-fund', `./${filename}`], {
    cwd: project,
    env: cleanEnv(),
  });

  // The page of the browser leg, on its own origin; the API allows it through CORS_ORIGINS.
  const bundle = await build({
    entryPoints: [path.join(project, 'browser.mjs')],
    absWorkingDir: project,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
  });
  const files: Record<string, [string, string | Uint8Array]> = {
    '/': ['text/html', '<!doctype html><title>consumer</title><script type="module" src="/app.js"></script>'],
    '/app.js': ['text/javascript', bundle.outputFiles[0]?.contents ?? ''],
    '/portrait.png': ['image/png', await readFile(portrait)],
  };
  page = createServer((request, response) => {
    const file = files[new URL(request.url ?? '/', 'http://page').pathname];
    response.writeHead(file ? 200 : 404, { 'content-type': file?.[0] ?? 'text/plain' });
    response.end(file?.[1] ?? 'not found');
  });
  await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
  pageOrigin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
  api = await startTestServer({ CORS_ORIGINS: pageOrigin });
}, 180_000);

afterAll(async () => {
  await api?.close();
  page?.close();
  if (project) await rm(project, { recursive: true, force: true });
});

async function node(script: string): Promise<ScenarioResult> {
  const { stdout } = await run('node', [script, api.url, uniqueName('consumer'), portrait], {
    cwd: project,
    env: cleanEnv(),
  });
  return JSON.parse(stdout) as ScenarioResult;
}

/** What every entry must have done against the server. */
async function expectAReply(result: ScenarioResult) {
  expect(result.sessionsBefore).toBe(0);
  expect(result.sessionsAfter).toEqual([result.sessionId]);
  expect(result.videoUrl.startsWith(`${api.url}/media/`)).toBe(true);
  const video = await fetch(result.videoUrl);
  expect(video.status).toBe(200);
  expect(video.headers.get('content-type')).toBe('video/mp4');
}

describe('@rebond/sdk installed from its tarball', () => {
  it('installs into a project of its own, with ky bundled into the CommonJS build only', async () => {
    const installed = path.join(project, 'node_modules/@rebond/sdk');
    expect(existsSync(path.join(installed, 'dist/index.cjs'))).toBe(true);
    const cjs = await readFile(path.join(installed, 'dist/index.cjs'), 'utf8');
    expect(cjs).not.toMatch(/require\(["']ky["']\)/);
    expect(await readFile(path.join(installed, 'dist/index.js'), 'utf8')).toMatch(/from ["']ky["']/);
  });

  it('registers, lists sessions and gets a video reply from ESM (node file.mjs)', async () => {
    const result = await node('node-esm.mjs');
    expect(result.entry).toBe(`file://${project}/node_modules/@rebond/sdk/dist/index.js`);
    await expectAReply(result);
  }, 180_000);

  it('does the same from CommonJS (node file.cjs)', async () => {
    const result = await node('node-cjs.cjs');
    expect(result.entry).toBe(path.join(project, 'node_modules/@rebond/sdk/dist/index.cjs'));
    await expectAReply(result);
  }, 180_000);

  it('does the same from a browser bundle in Chromium, on another origin than the API', async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    });
    try {
      const tab = await browser.newPage();
      const errors: string[] = [];
      tab.on('pageerror', (error) => errors.push(error.message));
      await tab.goto(`${pageOrigin}/?api=${encodeURIComponent(api.url)}&name=${uniqueName('browser')}`);
      const result = await tab.evaluate(
        () => (window as unknown as { scenarioResult: Promise<ScenarioResult> }).scenarioResult,
      );
      expect(errors).toEqual([]);
      await expectAReply(result);
    } finally {
      await browser.close();
    }
  }, 180_000);
});
