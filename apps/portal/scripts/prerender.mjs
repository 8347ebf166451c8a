// Renders the landing page at build time, once per locale, into dist/landing.{locale}.html: the
// built index.html with the page's markup inside `#root` and the locale in `<html lang>`. The
// server sends the one matching the browser's languages for `/` (apps/server/src/portal.ts), so the
// landing page paints before its JavaScript arrives; the app then renders it again in its place.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const portal = fileURLToPath(new URL('..', import.meta.url));
// Inside the repository, so the built renderer finds React and the router in node_modules.
const outDir = path.join(portal, 'node_modules/.prerender');
try {
  await build({
    root: portal,
    logLevel: 'error',
    // Our packages from their sources, bundled in; React and the router stay Node's own imports.
    ssr: {
      noExternal: [/^@rebond\//],
      resolve: { conditions: ['source', 'module', 'node', 'development|production'] },
    },
    build: {
      ssr: 'src/prerender.tsx',
      outDir,
      emptyOutDir: true,
      manifest: false,
      sourcemap: false,
      rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
    },
  });
  const { renderLanding } = await import(pathToFileURL(path.join(outDir, 'prerender.mjs')).href);
  const index = readFileSync(path.join(portal, 'dist/index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>'))
    throw new Error('prerender: dist/index.html has no empty #root');
  for (const locale of ['en', 'fr', 'es', 'de']) {
    const markup = await renderLanding(locale);
    const page = index
      .replace('<html lang="en">', `<html lang="${locale}">`)
      .replace('<div id="root"></div>', `<div id="root" data-prerendered="${locale}">${markup}</div>`);
    writeFileSync(path.join(portal, `dist/landing.${locale}.html`), page);
  }
  console.log('prerender: the landing page in en, fr, es, de');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
