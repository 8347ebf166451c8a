// Prints what the portal's two first loads cost, from the build's manifests, and fails the build
// when one goes over its budget or carries zod:
// - the public landing page: the prerendered page's own script (src/landing/landing.ts, from the
//   manifest scripts/prerender.mjs writes) and the app's CSS, which the page is drawn with; the
//   goal is under 60 KB of gzipped JavaScript, so no framework;
// - the signed-in dashboard: the app's entry, its static imports and CSS, the English public
//   texts (each locale's catalogue is its own chunk; the entry fetches the active one at once),
//   the dashboard page's chunk and its static imports, the overview tab (fetched with it), the
//   consent gate and the portal's own English texts.
// The SDK's client entry carries no zod; its schemas (`@rebond/sdk/contract`) are for the server.
// `--json` prints the figures as JSON instead (the e2e budget test reads them).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Gzipped JavaScript each first load may carry, in KB (1024 bytes). */
export const BUDGETS_KB = { 'public landing': 60, 'signed-in dashboard': 210 };

const dist = new URL('../dist/', import.meta.url);
const readManifest = (name) => JSON.parse(readFileSync(new URL(`.vite/${name}`, dist), 'utf8'));
const manifest = readManifest('manifest.json');
const landingManifest = readManifest('landing-manifest.json');

/** The files a chunk needs before it runs: itself, its static imports, and their CSS. */
function closure(key, files = new Set(), chunks = manifest) {
  const chunk = chunks[key];
  if (!chunk) throw new Error(`bundle-report: ${key} is not in the build's manifest`);
  if (files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files, chunks);
  return files;
}

const entryOf = (chunks) => Object.keys(chunks).find((key) => chunks[key].isEntry);
const app = closure(entryOf(manifest));
const appCss = [...app].filter((file) => file.endsWith('.css'));
const loads = {
  'public landing': closure(entryOf(landingManifest), new Set(appCss), landingManifest),
  'signed-in dashboard': [
    'src/pages/public/messages/en.ts',
    'src/pages/dashboard/coach-dashboard-page.tsx',
    'src/features/overview/overview-panel.tsx',
    'src/auth/consent-gate.tsx',
    'src/messages/en.ts',
  ].reduce((files, key) => closure(key, files), app),
};

const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const report = Object.entries(loads).map(([name, files]) => {
  const sizes = { js: 0, jsGzip: 0, css: 0, cssGzip: 0 };
  let zod = false;
  for (const file of files) {
    const code = readFileSync(new URL(file, dist));
    const kind = file.endsWith('.css') ? 'css' : 'js';
    sizes[kind] += code.length;
    sizes[`${kind}Gzip`] += gzipSync(code, { level: 9 }).length;
    if (kind === 'js' && /ZodError|\$ZodType/.test(code.toString('utf8'))) zod = true;
  }
  return {
    name,
    files: files.size,
    jsKB: kb(sizes.js),
    jsGzipKB: kb(sizes.jsGzip),
    cssGzipKB: kb(sizes.cssGzip),
    budgetKB: BUDGETS_KB[name],
    zod,
  };
});

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report));
} else {
  for (const load of report) {
    console.log(
      `portal ${load.name}: ${load.files} files, JS ${load.jsKB} KB, ${load.jsGzipKB} KB gzipped (budget ${load.budgetKB} KB), CSS ${load.cssGzipKB} KB gzipped, zod: ${load.zod ? 'YES' : 'no'}`,
    );
  }
}
const failures = report.flatMap((load) => [
  ...(load.zod
    ? [`zod reached the ${load.name} first load; import the SDK client entry, not @rebond/sdk/contract`]
    : []),
  ...(load.jsGzipKB > load.budgetKB
    ? [
        `the ${load.name} first load carries ${load.jsGzipKB} KB of gzipped JavaScript, over its ${load.budgetKB} KB budget`,
      ]
    : []),
]);
for (const failure of failures) console.error(`bundle-report: ${failure}`);
if (failures.length > 0) process.exit(1);
