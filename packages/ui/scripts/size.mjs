// Prints the gzipped cost of importing one component from the built package on top of React, as a
// host app's bundler would see it (esbuild, minified, tree-shaken, split at dynamic imports, React
// and React DOM left out), and fails when one is over its budget. What a first render loads counts:
// the entry chunk and every chunk it imports statically; the other languages, loaded by dynamic
// import when shown, do not. esbuild rather than size-limit: it is already installed (tsup's
// bundler), and one bundle per import plus zlib is the whole measurement.
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const KB = 1024;
const packageRoot = new URL('..', import.meta.url).pathname;

const imports = [
  { name: 'Button', budget: 3 * KB },
  { name: 'Recorder', budget: 10 * KB },
  // Radix Dialog's root, portal and content (focus scope, dismissable layer, presence,
  // aria-hidden, focus guards, slot) cost 9.4 KB gzipped on their own. The other 2.6 KB: Button
  // with its cva variants (0.5), the catalogue machinery with its language loaders (0.6), the
  // English titles, descriptions and buttons (0.3), the scroll lock (0.1) and the modal. The
  // details lists, shown only on demand, load then (like the other languages), so they do not count.
  // The consent versions and the locales now come from @rebond/vocabulary, the one list, at
  // 0.1 KB for the SDK chunk's glue: 12.25 KB. 12.27 KB since its body (DialogBody) becomes a tab
  // stop when the unfolded details make it scroll, so a keyboard can scroll it: 12.5 KB.
  { name: 'ConsentModal', budget: 12.5 * KB },
  // 26.2 KB since its details play each reply in the session page's own player (captions, a name,
  // a unique download name) and mark a deleted avatar: one player for every reply, not a second one.
  // 27.3 KB since its details show what the recogniser heard and let the coach confirm or correct a
  // spoken turn (the same heard-turn editor as the session page's).
  { name: 'SessionHistory', budget: 28 * KB },
];

const kb = (bytes) => `${(bytes / KB).toFixed(2)} KB`;
let failed = false;

for (const { name, budget } of imports) {
  const result = await build({
    stdin: { contents: `export { ${name} } from '@rebond/ui';`, resolveDir: packageRoot, loader: 'js' },
    bundle: true,
    splitting: true,
    absWorkingDir: packageRoot,
    outdir: 'size-check',
    minify: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'],
    alias: { '@rebond/ui': packageRoot },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  const outputs = result.metafile.outputs;
  const entry = Object.keys(outputs).find((path) => outputs[path].entryPoint === '<stdin>');
  const firstRender = new Set();
  const visit = (path) => {
    if (firstRender.has(path)) return;
    firstRender.add(path);
    for (const imported of outputs[path].imports) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entry);
  const files = result.outputFiles.filter((file) =>
    [...firstRender].some((path) => resolve(packageRoot, path) === file.path),
  );
  const code = Buffer.concat(files.map((file) => file.contents));
  const gzipped = gzipSync(code, { level: 9 }).length;
  const lazy = new Set(
    [...firstRender].flatMap((path) =>
      outputs[path].imports
        .filter((imported) => imported.kind === 'dynamic-import')
        .map((imported) => imported.path),
    ),
  ).size;
  console.log(
    `import { ${name} }`.padEnd(30) +
      `${kb(code.length)} minified, ${kb(gzipped)} gzipped (+${lazy} language chunks loaded when shown); budget ${kb(budget)}, ${kb(budget - gzipped)} left`,
  );
  if (gzipped > budget) {
    console.error(`size: ${name} costs ${kb(gzipped)} gzipped, over its ${kb(budget)} budget`);
    failed = true;
  }
}

if (failed) process.exit(1);
