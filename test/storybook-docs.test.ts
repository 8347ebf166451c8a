/**
 * The static Storybook (storybook-static, built by `npm run build-storybook` in `npm test` and
 * .ci/run) has a docs entry for every component @rebond/ui exports and every widget element
 * @rebond/widgets exports, plus the foundation pages, counted from its index.json against the
 * packages' exports as the TypeScript compiler sees them; and its props tables (the docgen data in
 * its chunks) spell every type out.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const indexFile = path.join(repoRoot, 'storybook-static/index.json');

/** Names of the components (functions or classes, PascalCase) a package entry exports. */
function exportedComponents(entry: string, keep: (type: ts.Type, symbol: ts.Symbol) => boolean): string[] {
  const file = path.join(repoRoot, entry);
  const program = ts.createProgram([file], {
    jsx: ts.JsxEmit.ReactJSX,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    target: ts.ScriptTarget.ES2022,
    skipLibCheck: true,
    noEmit: true,
    customConditions: ['source'],
  });
  const checker = program.getTypeChecker();
  const module = checker.getSymbolAtLocation(program.getSourceFile(file)!)!;
  return checker
    .getExportsOfModule(module)
    .filter((symbol) => /^[A-Z][a-z]/.test(symbol.name))
    .filter((exported) => {
      const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
      return symbol.flags & ts.SymbolFlags.Value && keep(checker.getTypeOfSymbol(symbol), symbol);
    })
    .map((symbol) => symbol.name)
    .sort();
}

const isComponent = (type: ts.Type) => type.getCallSignatures().length > 0;
/** A custom element class: its instances have `attachShadow` (an HTMLElement). */
const isElementClass = (type: ts.Type, symbol: ts.Symbol) =>
  (symbol.flags & ts.SymbolFlags.Class) !== 0 &&
  type.getConstructSignatures().some((signature) => signature.getReturnType().getProperty('attachShadow'));

describe('the docs of the static Storybook', () => {
  it('has a docs entry for every exported component and widget, and the foundation pages', () => {
    expect(existsSync(indexFile), 'storybook-static/index.json: run `npm run build-storybook`').toBe(true);
    const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
      entries: Record<string, { type: string; title: string }>;
    };
    const docs = Object.values(index.entries).filter((entry) => entry.type === 'docs');
    const documented = new Set(docs.map((entry) => entry.title.split('/').at(-1)!));

    const components = exportedComponents('packages/ui/src/index.ts', isComponent);
    const widgets = exportedComponents('packages/widgets/src/index.ts', isElementClass);
    expect(components.length).toBeGreaterThan(50);
    expect(widgets).toEqual(['RebondConsentNotice', 'RebondRecorder']);

    const missing = [
      ...components.filter((name) => !documented.has(name)),
      ...widgets.filter(
        (name) => !docs.some((entry) => entry.title === `Widgets/${name.replace(/^Rebond/, '')}`),
      ),
    ];
    expect(missing).toEqual([]);

    const foundations = ['Colours', 'Type', 'Spacing', 'Radius', 'Elevation', 'Motion', 'Voice and tone'];
    expect(
      foundations.filter((name) => !docs.some((entry) => entry.title === `Foundations/${name}`)),
    ).toEqual([]);
    expect(docs.some((entry) => entry.title === 'Widgets/How to embed')).toBe(true);
    expect(docs.length).toBeGreaterThanOrEqual(components.length + widgets.length + foundations.length + 1);
  }, 120_000);

  it('has props tables that spell their types out (no `unknown[number]`, no bare "union")', () => {
    const assets = path.join(repoRoot, 'storybook-static/assets');
    expect(existsSync(assets), 'storybook-static/assets: run `npm run build-storybook`').toBe(true);
    const chunks = readdirSync(assets)
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, text: readFileSync(path.join(assets, file), 'utf8') }));
    // Docgen's data is an object literal assigned to each component (`X.__docgenInfo={...}`).
    const documented = chunks.filter(({ text }) => text.includes('__docgenInfo={'));
    expect(documented.length).toBeGreaterThan(10);
    const unreadable = documented.flatMap(({ file, text }) =>
      [...text.matchAll(/type:\{name:["'`](unknown\[number\]|union)["'`]/g)].map(
        (match) => `${file}: ${match[1]}`,
      ),
    );
    expect(unreadable).toEqual([]);
  }, 120_000);
});
