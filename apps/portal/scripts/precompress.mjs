// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each built script, style sheet, SVG and
// WebAssembly module of 1 KB or more (brotli's best quality, but 9 above 1 MB: the live mode's 14 MB
// onnxruntime module takes 25 s at 11, 1.7 s at 9, and is 2.7 MB instead of 2.4), so the server
// sends them compressed without compressing on every request (apps/server/src/portal.ts serves them
// with `Content-Encoding` and `Vary: Accept-Encoding`).
// Source maps are left as they are: only developer tools fetch them. Takes the assets folder as its
// argument (default: this portal's dist/assets).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const assets = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist/assets/', import.meta.url)));
let files = 0;
let before = 0;
let after = 0;
for (const name of readdirSync(assets)) {
  if (!/\.(js|css|svg|wasm)$/.test(name)) continue;
  const body = readFileSync(path.join(assets, name));
  if (body.length < 1024) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: body.length > 1024 * 1024 ? 9 : constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(path.join(assets, `${name}.br`), brotli);
  writeFileSync(path.join(assets, `${name}.gz`), gzipSync(body, { level: 9 }));
  files += 1;
  before += body.length;
  after += brotli.length;
}
console.log(
  `precompress: ${files} assets, ${(before / 1024).toFixed(1)} KB, ${(after / 1024).toFixed(1)} KB with brotli (and a gzip copy)`,
);
