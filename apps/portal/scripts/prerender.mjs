// Renders the public pages that need no app (`STATIC_PUBLIC_PATHS` in src/route-paths.ts: the
// landing page, Features, How It Works, About and the placeholders) at build time, once per locale,
// into dist/prerendered/{locale}/{path}.html (`/` is index.html): the built index.html with the
// page's markup inside `#root`, its title in `<head>`, the locale in `<html lang>`, and in place of
// the app's script the landing script (src/landing/landing.ts, built here on its own so it shares
// no chunk with the app: a few KB, no React). The server sends the one matching the browser's
// languages (apps/server/src/portal.ts): the page is whole without the app, whose entry the script
// loads only when the visit needs it (`data-app`, see wants-app.ts). The script's files are listed
// in dist/.vite/landing-manifest.json for the bundle report.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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
  const { renderPage, STATIC_PUBLIC_PATHS } = await import(
    pathToFileURL(path.join(outDir, 'prerender.mjs')).href
  );
  const index = readFileSync(path.join(portal, 'dist/index.html'), 'utf8');
  if (!index.includes('<div id="root"></div>'))
    throw new Error('prerender: dist/index.html has no empty #root');
  const appScript = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(index);
  if (!appScript) throw new Error("prerender: dist/index.html has no module script (the app's entry)");
  const landingScript = await buildLandingScript();
  // The app's stylesheets stay (the pages are drawn with them, and they are cached for the app);
  // its script and the preloads of its chunks give way to the landing script.
  const landingIndex = index
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      appScript[0],
      `<script type="module" crossorigin src="/${landingScript}" data-app="${appScript[1]}"></script>`,
    );
  for (const locale of ['en', 'fr', 'es', 'de']) {
    for (const pathname of STATIC_PUBLIC_PATHS) {
      const rendered = await renderPage(locale, pathname);
      // The page's `<title>` (rendered where the page declares it) replaces the document's own in
      // `<head>`, where the browser reads it; React moves it there itself only when the app runs.
      const title = /<title>[^<]*<\/title>/.exec(rendered)?.[0];
      if (!title) throw new Error(`prerender: ${pathname} in ${locale} has no <title>`);
      const markup = rendered.replace(title, '');
      const page = landingIndex
        .replace('<html lang="en">', `<html lang="${locale}">`)
        .replace(/<title>[^<]*<\/title>/, () => title)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root" data-prerendered="${locale}">${markup}</div>`,
        );
      const file = path.join(
        portal,
        'dist/prerendered',
        locale,
        `${pathname === '/' ? '/index' : pathname}.html`,
      );
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, page);
    }
  }
  console.log(`prerender: ${STATIC_PUBLIC_PATHS.length} public pages in en, fr, es, de`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}

/** Builds src/landing/landing.ts into dist/assets, alone; answers its file's path inside dist. */
async function buildLandingScript() {
  const output = await build({
    root: portal,
    configFile: false,
    logLevel: 'error',
    resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      copyPublicDir: false,
      sourcemap: true,
      manifest: '.vite/landing-manifest.json',
      modulePreload: false,
      rollupOptions: {
        input: 'src/landing/landing.ts',
        output: { entryFileNames: 'assets/landing-[hash].js' },
      },
    },
  });
  const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const entry = chunks.find((chunk) => chunk.type === 'chunk' && chunk.isEntry);
  if (!entry) throw new Error('prerender: the landing script was not built');
  return entry.fileName;
}
