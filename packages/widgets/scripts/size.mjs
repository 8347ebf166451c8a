// Prints the gzipped size of the <script> builds and fails when the runtime is over budget or
// has React in it (the widgets must stay React-free: React alone is about 69 KB gzipped).
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const BUDGET = 15 * 1024;
const REACT_MARKERS = [
  'react.transitional.element',
  'react.element',
  '__CLIENT_INTERNALS',
  '__SECRET_INTERNALS',
];

const files = {
  runtime: new URL('../dist/rebond-widgets.global.js', import.meta.url),
  loader: new URL('../dist/rebond-loader.global.js', import.meta.url),
};

const kb = (bytes) => `${(bytes / 1024).toFixed(2)} KB`;
let failed = false;

for (const [name, url] of Object.entries(files)) {
  const code = readFileSync(url);
  const gzipped = gzipSync(code, { level: 9 }).length;
  console.log(
    `${name.padEnd(8)} ${url.pathname.split('/').pop()}: ${kb(code.length)} minified, ${kb(gzipped)} gzipped`,
  );
  if (name === 'runtime' && gzipped > BUDGET) {
    console.error(`size: the runtime is ${kb(gzipped)} gzipped, over the ${kb(BUDGET)} budget`);
    failed = true;
  }
  const text = code.toString('utf8');
  for (const marker of REACT_MARKERS) {
    if (text.includes(marker)) {
      console.error(`size: ${name} contains "${marker}": React was bundled into the widgets`);
      failed = true;
    }
  }
}

if (failed) process.exit(1);
