// `npm run test:types`: type-checks every project that tsconfig.json references, each with its own
// settings (browser packages without Node types, server and engine without the DOM), two at a
// time. The projects reference no other project (each reads its dependencies' sources through the
// `source` condition), so `tsc -b` over them all checked them one after another on one core.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const WORKERS = 2;
const projects = JSON.parse(
  readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8'),
).references.map((reference) => reference.path);

const check = (project) =>
  new Promise((resolve) => {
    const started = performance.now();
    const child = spawn('npx', ['tsc', '-b', project], { stdio: 'inherit' });
    child.once('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(0);
      console.log(`tsc -b ${project}: ${seconds} s${code === 0 ? '' : `, failed (${code})`}`);
      resolve(code ?? 1);
    });
  });

const queue = [...projects];
const statuses = [];
await Promise.all(
  Array.from({ length: WORKERS }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) statuses.push(await check(project));
  }),
);
process.exit(statuses.find((status) => status !== 0) ?? 0);
