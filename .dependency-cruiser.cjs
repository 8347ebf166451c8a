/**
 * The layering of ARCHITECTURE.md, checked by `npm run test:deps` (dependency-cruiser).
 *
 * The arrows: portal -> ui, sdk; widgets -> ui; ui -> sdk; server -> sdk, engine; every package ->
 * vocabulary, which imports nothing (plain data, framework-free, in browsers and Node). The shipped code
 * of a package is its `src/` without tests and stories; tests may reach further (the SDK's tests
 * start a real server), but never across a "never" arrow below.
 */

/** Tests, stories and their helpers: not part of what a package ships. */
const TESTS = '(\\.test\\.tsx?$|\\.stories\\.tsx?$|/src/test/)';

/** The packages that run in a browser, and their shipped source (the vocabulary runs there too). */
const BROWSER = '^(packages/(sdk|ui|widgets)|apps/portal)/';
const BROWSER_SRC = '^(packages/(vocabulary|sdk|ui|widgets)|apps/portal)/src/';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'vocabulary-imports-nothing',
      comment:
        'The domain vocabulary is plain data that every package imports: it imports no other package, ' +
        'of ours or from npm (no zod, no framework).',
      severity: 'error',
      from: { path: '^packages/vocabulary/src/' },
      to: { pathNot: '^packages/vocabulary/src/' },
    },
    {
      name: 'sdk-imports-nothing-of-ours',
      comment:
        'The SDK is the contract every other package builds on: it imports no other package of ours but the vocabulary.',
      severity: 'error',
      from: { path: '^packages/sdk/src/', pathNot: TESTS },
      to: { path: '^(packages/(ui|widgets|engine)|apps/(server|portal))/' },
    },
    {
      name: 'engine-never-reaches-the-browser-packages',
      comment:
        'The media engine is server-side only and knows nothing of the browser packages; the vocabulary, ' +
        'which is one for everybody, is its own package.',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: BROWSER },
    },
    {
      name: 'browser-packages-never-import-server-or-engine',
      comment:
        'The portal, ui, widgets and sdk run in a browser: the server and the engine are never theirs ' +
        "(the SDK's own tests start a real server, and the portal's browser tests one with a clock they move, and only they).",
      severity: 'error',
      from: { path: BROWSER, pathNot: '^(packages/sdk/test|apps/portal/e2e)/' },
      to: { path: '^(apps/server|packages/engine)/' },
    },
    {
      name: 'ui-only-uses-the-sdk',
      comment: 'ui builds on the SDK alone: never on the apps or the widgets.',
      severity: 'error',
      from: { path: '^packages/ui/' },
      to: { path: '^(packages/(widgets|engine)|apps/)' },
    },
    {
      name: 'widgets-only-use-ui',
      comment: 'widgets build on ui (its messages) and the SDK: never on the apps.',
      severity: 'error',
      from: { path: '^packages/widgets/' },
      to: { path: '^apps/' },
    },
    {
      name: 'browser-code-never-imports-node-builtins',
      comment: 'Shipped browser code (sdk, ui, widgets, portal) never imports a Node built-in module.',
      severity: 'error',
      from: { path: BROWSER_SRC, pathNot: TESTS },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'widgets-never-import-react',
      comment: 'Widgets are custom elements: their shipped code never imports React (stories may).',
      severity: 'error',
      from: { path: '^packages/widgets/src/', pathNot: TESTS },
      to: { path: '(^|/)node_modules/(react|react-dom)/' },
    },
    {
      name: 'server-never-imports-the-front-end',
      comment:
        'The server serves the built portal as files; it never imports ui, widgets or the portal. ' +
        'One test is exempt: the Storybook recordings test records for the ui and grants the ' +
        "consents at the ui's own text versions, so the recorded pages open without the consent dialog.",
      severity: 'error',
      from: { path: '^apps/server/', pathNot: '^apps/server/test/storybook-recordings\\.test\\.ts$' },
      to: { path: '^(packages/(ui|widgets)|apps/portal)/' },
    },
    {
      name: 'no-circular',
      comment:
        'No module reaches itself again through value imports (a cycle makes load order matter and ' +
        'hides which layer is below which). Type-only imports are gone at run time and do not count ' +
        "(the SDK's resources name their client's type, and it theirs).",
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'no-unresolvable-imports',
      comment:
        'An import the checker cannot resolve would hide an arrow. Known: an optional dependency ' +
        '(ffmpeg, loaded when installed), a type reference (vite/client) and a stylesheet imported as ' +
        "text (`@rebond/ui/tokens.css?raw`) and onnxruntime's WebAssembly module imported as its URL " +
        '(`onnxruntime-web/ort-wasm-simd-threaded.wasm?url`): the query hides a file that the package exports.',
      severity: 'error',
      from: {},
      to: {
        couldNotResolve: true,
        pathNot:
          '^(@ffmpeg-installer/ffmpeg|vite/client|@rebond/ui/tokens\\.css\\?raw|onnxruntime-web/ort-wasm-simd-threaded\\.wasm\\?url)$',
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|storybook-static|coverage)/' },
    // Type-only imports are arrows too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      // Workspace packages resolve to their TypeScript source, as in the apps and tests.
      conditionNames: ['source', 'import', 'require', 'node', 'default'],
      mainFields: ['module', 'main', 'types'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
