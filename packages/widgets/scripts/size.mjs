// Prints the gzipped size of the <script> builds and fails when one is over its budget or when
// the runtime has React in it (the widgets must stay React-free: React alone is about 69 KB
// gzipped). Plain zlib rather than size-limit: both builds are single self-contained files, so
// gzipping them is the whole measurement, with no extra dependency.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/**
 * The SDK adapter the runtime will register with configureRecorderApi (a zod-free SDK entry):
 * room kept for it inside the runtime's budget until it lands, then set this to 0.
 */
const RESERVED_FOR_SDK_ADAPTER = 8 * KB;

const files = [
  {
    name: 'loader',
    url: new URL('../dist/rebond-loader.global.js', import.meta.url),
    budget: 1 * KB,
    reserved: 0,
  },
  {
    // Everything a clinic page loads: <rebond-recorder>, <rebond-consent-notice>, the recorder
    // core, the four catalogues and the Rebond() command runtime.
    name: 'runtime',
    url: new URL('../dist/rebond-widgets.global.js', import.meta.url),
    budget: 45 * KB,
    reserved: RESERVED_FOR_SDK_ADAPTER,
  },
];
const REACT_MARKERS = [
  'react.transitional.element',
  'react.element',
  '__CLIENT_INTERNALS',
  '__SECRET_INTERNALS',
];

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
let failed = false;

for (const { name, url, budget, reserved } of files) {
  const code = readFileSync(url);
  const gzipped = gzipSync(code, { level: 9 }).length;
  const allowed = budget - reserved;
  const room = reserved ? ` (${kb(reserved)} of it kept for the SDK adapter)` : '';
  console.log(
    `${name.padEnd(8)} ${url.pathname.split('/').pop()}: ${kb(code.length)} minified, ${kb(gzipped)} gzipped; budget ${kb(budget)}${room}, ${kb(allowed - gzipped)} left`,
  );
  if (gzipped > allowed) {
    console.error(`size: ${name} is ${kb(gzipped)} gzipped, over its ${kb(allowed)} allowance`);
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
