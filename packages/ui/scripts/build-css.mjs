/**
 * Compiles the stylesheets of @rebond/ui into dist: dist/styles.css (everything, one file) and one
 * file per component group in dist/styles/ (each holds only its own rules: load tokens.css and
 * base.css first),
 * each with its @imports inlined and minified by esbuild, everything in the `rebond` cascade layer.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Group name (the file in dist/styles/) and its source, relative to src/. */
const STYLE_GROUPS = {
  tokens: 'styles/tokens.css',
  base: 'styles/base.css',
  recorder: 'recorder/recorder.css',
  history: 'history/history.css',
  sessions: 'sessions/sessions.css',
  'embed-keys': 'embed-keys/embed-keys.css',
  skills: 'skills/skills.css',
};

const common = {
  bundle: true,
  minify: true,
  logLevel: 'warning',
  target: ['chrome123', 'firefox120', 'safari17.5'],
};

mkdirSync(`${root}/dist/styles`, { recursive: true });
await Promise.all([
  build({ ...common, entryPoints: [`${root}/src/styles.css`], outfile: `${root}/dist/styles.css` }),
  ...Object.entries(STYLE_GROUPS).map(([name, source]) =>
    build({ ...common, entryPoints: [`${root}/src/${source}`], outfile: `${root}/dist/styles/${name}.css` }),
  ),
]);
