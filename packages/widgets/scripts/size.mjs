// Prints the gzipped size of the <script> builds and fails when one is over its budget or when
// the runtime has React or zod in it (the widgets must stay React-free: React alone is about 69 KB
// gzipped). Plain zlib rather than size-limit: both builds are single self-contained files, so
// gzipping them is the whole measurement, with no extra dependency.
//
// The README's "Builds and sizes" table gives the measured figures: `node scripts/size.mjs --write`
// writes them there, and a plain run fails when the README is more than 0.5 KB off, so the docs
// never carry a size written by hand.
import { readFileSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;

const files = [
  {
    name: 'loader',
    url: new URL('../dist/rebond-loader.global.js', import.meta.url),
    budget: 1 * KB,
  },
  {
    // Everything a clinic page loads: <rebond-recorder>, <rebond-consent-notice>, the recorder
    // core, the four catalogues and the Rebond() command runtime.
    name: 'runtime',
    url: new URL('../dist/rebond-widgets.global.js', import.meta.url),
    budget: 45 * KB,
  },
];
const REACT_MARKERS = [
  'react.transitional.element',
  'react.element',
  '__CLIENT_INTERNALS',
  '__SECRET_INTERNALS',
];

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
const README = new URL('../README.md', import.meta.url);
const TOLERANCE = KB / 2;
const write = process.argv.includes('--write');
let readme = readFileSync(README, 'utf8');
let failed = false;

for (const { name, url, budget } of files) {
  const code = readFileSync(url);
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(
    `${name.padEnd(8)} ${url.pathname.split('/').pop()}: ${kb(code.length)} minified, ${kb(gzipped)} gzipped; budget ${kb(budget)}, ${kb(budget - gzipped)} left`,
  );
  if (gzipped > budget) {
    console.error(`size: ${name} is ${kb(gzipped)} gzipped, over its ${kb(budget)} budget`);
    failed = true;
  }
  // The README's row for this file ends with its gzipped size: `| 37.8 KB |`.
  const file = url.pathname.split('/').pop();
  const row = new RegExp(
    `(\\| \`dist/${file.replace(/\./g, '\\.')}\`[^\\n]*\\| )(\\d+(?:\\.\\d+)?) KB( *\\|)`,
  );
  const stated = row.exec(readme);
  const figure = (gzipped / KB).toFixed(1);
  if (write && stated) {
    readme = readme.replace(row, (_, head) => `${head}${figure} KB |`);
  } else if (!stated) {
    console.error(`size: README.md has no size for dist/${file}`);
    failed = true;
  } else if (Math.abs(Number(stated[2]) * KB - gzipped) > TOLERANCE) {
    console.error(
      `size: README.md says ${stated[2]} KB for ${file}, measured ${figure} KB: run \`npm run size -w @rebond/widgets -- --write\``,
    );
    failed = true;
  }
  const text = code.toString('utf8');
  for (const marker of REACT_MARKERS) {
    if (text.includes(marker)) {
      console.error(`size: ${name} contains "${marker}": React was bundled into the widgets`);
      failed = true;
    }
  }
  // The SDK's zod-free entry is what the runtime carries; zod would add about 15 KB gzipped.
  if (text.includes('ZodError')) {
    console.error(`size: ${name} contains zod: import the SDK's client entry, not its contract`);
    failed = true;
  }
}

if (write) writeFileSync(README, readme);
if (failed) process.exit(1);
