// Prints what the portal's two first loads cost, from the build's manifest, and fails when zod is
// in either: the public landing page (the entry and its static imports) and the signed-in
// dashboard (that plus the dashboard page's chunk and its static imports). The SDK's client entry
// carries no zod; its schemas (`@rebond/sdk/contract`) are for the server.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('.vite/manifest.json', dist), 'utf8'));
const DASHBOARD = 'src/pages/dashboard/coach-dashboard-page.tsx';

/** The files a chunk needs before it runs: itself, its static imports, and their CSS. */
function closure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(imported, files);
  return files;
}

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const loads = {
  'public landing': closure(entry),
  'signed-in dashboard': closure(DASHBOARD, closure(entry)),
};

let failed = false;
for (const [name, files] of Object.entries(loads)) {
  let raw = 0;
  let gzipped = 0;
  let zod = false;
  for (const file of files) {
    const code = readFileSync(new URL(file, dist));
    raw += code.length;
    gzipped += gzipSync(code, { level: 9 }).length;
    if (file.endsWith('.js') && /ZodError|\$ZodType/.test(code.toString('utf8'))) zod = true;
  }
  console.log(
    `portal ${name}: ${files.size} files, ${(raw / 1024).toFixed(1)} KB, ${(gzipped / 1024).toFixed(1)} KB gzipped, zod: ${zod ? 'YES' : 'no'}`,
  );
  if (zod) failed = true;
}
if (failed) {
  console.error(
    'bundle-report: zod reached a first load; import the SDK client entry, not @rebond/sdk/contract',
  );
  process.exit(1);
}
