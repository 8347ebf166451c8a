// Runs flite (WASI) once, in its own process: `node flite-runner.mjs <flite.wasm>`, then one line
// on stdin, `{"dir": <output folder>, "args": [<flite arguments...>]}`. The output folder is
// flite's `/out`; flite's stdout is this process's. The runner compiles flite before the line
// comes, so one started ahead of time (see flite.ts) only has to speak when it is needed; a stdin
// that ends without a line exits it.
// A process per run, not the calling process, because Node 20's WASI keeps each run's preopened
// folder open (one file descriptor leaked per run) and, run a few times in one process, crashed
// it with a segmentation fault (packages/engine/test/voices.test.ts runs it many times). The exit
// frees everything; the code is flite's.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [wasmPath] = process.argv.slice(2);
const module = await WebAssembly.compile(await readFile(wasmPath));
let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
if (input.trim()) {
  const { dir, args } = JSON.parse(input);
  const wasi = new WASI({
    version: 'preview1',
    args: ['flite', ...args],
    env: {},
    preopens: { '/out': dir },
    returnOnExit: true,
  });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  process.exitCode = wasi.start(instance);
}
