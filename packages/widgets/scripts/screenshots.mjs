// Screenshots of <rebond-recorder> on a host page with hostile CSS, on a desktop and on a 360 px
// phone, with Debian's chromium and a fake microphone. Needs `npm run build -w @rebond/widgets`.
// Usage: node scripts/screenshots.mjs [outDir=/tmp/widget-shots]
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

// A clinic's page with hostile CSS, and a stand-in for the server (no network needed).
const HOST_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Riverside Counselling: practise with Alex</title>
<style>
  /* A hostile host page: rules that break widgets without Shadow DOM. */
  * { all: unset }
  button { display: none }
  * { font-size: 8px !important }
  /* The page's own readability (not the widget's concern). */
  head, script { display: none !important }
  body { display: block; padding: 16px; background: #f3efe6; font-family: Georgia, serif; color: #3b2f2f }
  h1, p, main, header, footer { display: block; margin-bottom: 8px }
  h1 { font-weight: bold }
</style>
</head>
<body>
  <header><h1>Riverside Counselling</h1><p>Homework for this week: practise the conversation before your next appointment.</p></header>
  <button type="button">A page button that the page hides</button>
  <main>
    <rebond-recorder data-key="pk_demo_riverside" data-avatar="avatar-1"></rebond-recorder>
  </main>
  <footer><p>Riverside Counselling, 12 Mill Lane.</p></footer>
<script src="./rebond-widgets.global.js"></script>
<script>
  // A stand-in for the server the SDK adapter will talk to (the screenshots need no network).
  const { configureRecorderApi, EmbedError } = window.RebondWidgets;
  const portrait = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#d9e8e6"/><circle cx="48" cy="38" r="18" fill="#b98a6a"/><path d="M16 96c4-22 18-32 32-32s28 10 32 32z" fill="#1c6664"/></svg>');
  const wait = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
  async function sampleVideo() {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 320;
    const c = canvas.getContext('2d');
    let frame = 0;
    const draw = () => {
      c.fillStyle = '#d9e8e6'; c.fillRect(0, 0, 320, 320);
      c.fillStyle = '#b98a6a'; c.beginPath(); c.arc(160, 150, 90, 0, Math.PI * 2); c.fill();
      c.fillStyle = '#5a2e1e'; c.beginPath(); c.ellipse(160, 195, 26, 4 + 12 * Math.abs(Math.sin(frame++ / 3)), 0, 0, Math.PI * 2); c.fill();
    };
    draw();
    const recorder = new MediaRecorder(canvas.captureStream(25), { mimeType: 'video/webm' });
    const chunks = [];
    recorder.ondataavailable = (event) => chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    const timer = setInterval(draw, 40);
    recorder.start(100);
    await wait(2500);
    recorder.stop();
    await stopped;
    clearInterval(timer);
    return URL.createObjectURL(new Blob(chunks, { type: 'video/webm' }));
  }
  const hold = new URLSearchParams(location.search).has('hold');
  configureRecorderApi(() => ({
    async context() {
      return { avatar: { id: 'avatar-1', name: 'Alex', image_url: portrait }, expires_at: '2026-11-22T23:00:00Z', consent_version: '2026-11-22', max_seconds: 180 };
    },
    async consent() {},
    async startSession() { return { id: 'session-1' }; },
    async send(sessionId, audio, { onProgress }) {
      for (const [stage, percent] of [['uploading', 20], ['analyzingVoicePatterns', 45], ['generatingLipSync', 62]]) {
        await wait(200);
        onProgress?.({ stage, percent });
      }
      if (hold) return new Promise(() => {});
      const video_url = await sampleVideo();
      return { video_url, poster_url: null, captions_url: null, avatar_script: "I hear you. It's been a hard week, and I'm not sure I'm ready to talk about it yet.", user_transcript: 'How have things been since we last met?' };
    },
    async close() {},
  }));
  void EmbedError;
</script>
</body>
</html>
`;

const outDir = process.argv[2] ?? '/tmp/widget-shots';
mkdirSync(outDir, { recursive: true });
const site = mkdtempSync(join(tmpdir(), 'rebond-host-'));
writeFileSync(join(site, 'index.html'), HOST_PAGE);
copyFileSync(
  new URL('../dist/rebond-widgets.global.js', import.meta.url),
  join(site, 'rebond-widgets.global.js'),
);

// A secure context (localhost) for the microphone.
const server = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  const file = path.endsWith('.js') ? 'rebond-widgets.global.js' : 'index.html';
  response.setHeader('content-type', file.endsWith('.js') ? 'text/javascript' : 'text/html');
  response.end(readFileSync(join(site, file)));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://localhost:${server.address().port}/`;

const context = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'rebond-chromium-')), {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    '--autoplay-policy=no-user-gesture-required',
  ],
});

const state = (page, value) =>
  page.waitForFunction((v) => document.querySelector('rebond-recorder')?.dataset.state === v, value, {
    timeout: 15_000,
  });

async function shoot(page, name) {
  const path = join(outDir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  console.log(path);
}

try {
  for (const [device, viewport] of [
    ['desktop', { width: 1024, height: 800 }],
    ['phone-360', { width: 360, height: 780 }],
  ]) {
    const page = await context.newPage();
    await page.setViewportSize(viewport);
    page.on('pageerror', (error) => console.error(`${device}: page error:`, error.message));
    await page.goto(base);
    await state(page, 'consent');
    await page.getByRole('button', { name: 'Show Details' }).click();
    await shoot(page, `${device}-hostile-consent`);
    await page.getByRole('button', { name: 'I Understand and Agree' }).click();
    await state(page, 'idle');
    await page.getByRole('button', { name: 'Start Recording' }).click();
    await state(page, 'recording');
    await page.waitForTimeout(2200);
    await shoot(page, `${device}-hostile-recording`);
    await page.getByRole('button', { name: 'Stop' }).click();
    await state(page, 'recorded');
    await shoot(page, `${device}-hostile-recorded`);
    await page.getByRole('button', { name: 'Send' }).click();
    await page.waitForTimeout(700);
    await shoot(page, `${device}-hostile-sending`);
    await state(page, 'reply');
    // Play a second of the reply, so its captions (built from the script) show.
    await page.evaluate(() =>
      document.querySelector('rebond-recorder')?.shadowRoot?.querySelector('video')?.play(),
    );
    await page.waitForTimeout(1200);
    await page.evaluate(() =>
      document.querySelector('rebond-recorder')?.shadowRoot?.querySelector('video')?.pause(),
    );
    await shoot(page, `${device}-hostile-reply`);
    await page.close();
  }
} finally {
  await context.close();
  server.close();
}
