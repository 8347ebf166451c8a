// Runs flite (WASI) once, in its own process: `node flite-runner.mjs <flite.wasm> <output folder>
// <flite arguments...>`. The output folder is flite's `/out`; flite's stdout is this process's.
// A process per run, not the calling process, because Node 20's WASI keeps each run's preopened
// folder open (one file descriptor leaked per run) and, run a few times in one process, crashed
// it with a segmentation fault (packages/engine/test/voices.test.ts runs it many times). The exit
// frees everything; the code is flite's.
import { readFile } from 'node:fs/promises';
import { WASI } from 'node:wasi';

const [wasmPath, outDir, ...args] = process.argv.slice(2);
const wasi = new WASI({
  version: 'preview1',
  args: ['flite', ...args],
  env: {},
  preopens: { '/out': outDir },
  returnOnExit: true,
});
const module = await WebAssembly.compile(await readFile(wasmPath));
const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
process.exitCode = wasi.start(instance);
