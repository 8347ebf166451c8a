// `npm run figures`: the figures issue 22 ("a house a newcomer can move into") is judged by, printed
// so that any round can print them before and after its change:
// - lines of source of packages/ui and apps/portal: the tracked .ts, .tsx and .css files under src/,
//   tests (*.test.*, src/test/) and stories (*.stories.*) apart;
// - the names @rebond/ui's index exports (values and types, as TypeScript sees packages/ui/src/index.ts);
// - fixed sleeps in tests: in the tracked test files (*.test.*, and every file under a test/ or e2e/
//   folder), each awaited wait of a literal length, that is each match of
//     await sleep(N)  await delay(N)  await <x>.waitForTimeout(N)  await new Promise((r) => setTimeout(r, N))
//   where N is a number literal (a timer that rejects, or one that is not awaited, does not count).
//
// Figures on 2026-11-26, before issue 22's work (commit bd654c6; `--sleeps` lists them by file):
//   packages/ui: 25,762 lines of source, 10,542 of tests and stories; apps/portal: 9,487 and 1,336
//   @rebond/ui index exports: 405 names
//   fixed sleeps in tests: 45
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tracked = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const lines = (file) => readFileSync(path.join(root, file), 'utf8').split('\n').length;

function sourceLines(dir) {
  const files = tracked.filter((file) => file.startsWith(`${dir}/src/`) && /\.(ts|tsx|css)$/.test(file));
  const isTest = (file) => /\.(test|stories)\.[^/]+$/.test(file) || file.startsWith(`${dir}/src/test/`);
  const sum = (list) => list.reduce((total, file) => total + lines(file), 0);
  return { source: sum(files.filter((file) => !isTest(file))), tests: sum(files.filter(isTest)) };
}

function uiExports() {
  const index = path.join(root, 'packages/ui/src/index.ts');
  const { config } = ts.readConfigFile(path.join(root, 'packages/ui/tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(config, ts.sys, path.join(root, 'packages/ui'));
  const program = ts.createProgram([index], { ...options, noEmit: true });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(index));
  return module ? checker.getExportsOfModule(module).length : 0;
}

const SLEEP =
  /await\s+(?:sleep|delay|[\w.]*waitForTimeout)\(\s*[\d_]+\s*\)|await\s+new\s+Promise\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*setTimeout\(\s*\1\s*,\s*[\d_]+\s*\)\s*\)/g;
const testFile = (file) =>
  /\.(ts|tsx|js|mjs)$/.test(file) && (/\.test\.[^/]+$/.test(file) || /(^|\/)(test|e2e)\//.test(file));
const sleeps = tracked
  .filter(testFile)
  .map((file) => ({ file, count: readFileSync(path.join(root, file), 'utf8').match(SLEEP)?.length ?? 0 }))
  .filter(({ count }) => count > 0);

const ui = sourceLines('packages/ui');
const portal = sourceLines('apps/portal');
const number = (n) => n.toLocaleString('en');
console.log(`packages/ui: ${number(ui.source)} lines of source, ${number(ui.tests)} of tests and stories`);
console.log(
  `apps/portal: ${number(portal.source)} lines of source, ${number(portal.tests)} of tests and stories`,
);
console.log(`@rebond/ui index exports: ${uiExports()} names`);
console.log(`fixed sleeps in tests: ${sleeps.reduce((total, { count }) => total + count, 0)}`);
if (process.argv.includes('--sleeps'))
  for (const { file, count } of sleeps) console.log(`  ${count}  ${file}`);
