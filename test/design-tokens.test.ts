/**
 * One design language: colours are written only in packages/ui/src/styles/tokens.css; every
 * stylesheet of the ui, the widgets, the portal and the Storybook reads `--rb-*` tokens that
 * exist; the high-contrast palette is the same whether asked for by `data-theme` or by the user's
 * `prefers-contrast`; the stylesheets sit in the `rebond` layer; the consent choices come in one order.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKENS = 'packages/ui/src/styles/tokens.css';
const ROOTS = ['packages/ui/src', 'packages/widgets/src', 'apps/portal/src', '.storybook'];

/** Hex colours, colour functions and the named colours a stylesheet is likely to use. */
const RAW_COLOUR =
  /(?<![&\w-])#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|(?<![\w-])(?:white|black|red|green|blue|gray|grey|silver|navy|teal|orange|yellow|purple)\b(?![\w-])/i;

function walk(dir: string): string[] {
  return readdirSync(path.join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : walk(relative);
    return [relative];
  });
}

const files = ROOTS.flatMap(walk);
const stylesheets = files.filter((file) => file.endsWith('.css') || file.endsWith('.styles.ts'));
const read = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?\*\//g, '');

/** The places in `text` where a colour is written out, as `line: excerpt`. */
function rawColours(text: string, lineFilter: (line: string) => boolean = () => true): string[] {
  return withoutComments(text)
    .split('\n')
    .flatMap((line, index) =>
      lineFilter(line) && RAW_COLOUR.test(line) ? [`${index + 1}: ${line.trim()}`] : [],
    );
}

describe('colours are written only in the token file', () => {
  it('finds a colour written out in a stylesheet (the check can fail)', () => {
    expect(rawColours('.a {\n  color: #7a4b00;\n}\n.b { background: rgb(0 0 0 / 0.5); }')).toHaveLength(2);
    expect(rawColours('.a { border-color: white; }')).toHaveLength(1);
    expect(rawColours('.a { color: var(--rb-color-warning); } /* #fff */')).toEqual([]);
  });

  it('no stylesheet, shadow-root style or inline style outside tokens.css writes a colour', () => {
    expect(stylesheets.length).toBeGreaterThan(15);
    const found = stylesheets
      .filter((file) => file !== TOKENS)
      .flatMap((file) => rawColours(read(file)).map((hit) => `${file}:${hit}`));
    const inline = files
      .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.styles.ts'))
      .flatMap((file) =>
        rawColours(read(file), (line) => /style=\{\{/.test(line)).map((hit) => `${file}:${hit}`),
      );
    expect([...found, ...inline]).toEqual([]);
  });

  it('the widgets use the ui token names, not a second set', () => {
    const second = files
      .filter((file) => file.startsWith('packages/widgets/src') && /\.ts$/.test(file))
      .filter((file) => /--rebond-/.test(read(file)));
    expect(second).toEqual([]);
  });

  it('every --rb-* custom property a stylesheet reads is defined', () => {
    const sources = stylesheets.map(read).join('\n');
    const defined = new Set([...sources.matchAll(/(--rb-[\w-]+)\s*:/g)].map((match) => match[1]));
    const undefinedRead = [...sources.matchAll(/var\((--rb-[\w-]+)\s*([,)])/g)]
      .filter(([, name, next]) => next === ')' && !defined.has(name!))
      .map(([, name]) => name);
    expect([...new Set(undefinedRead)]).toEqual([]);
  });
});

describe('the themes', () => {
  const tokens = withoutComments(read(TOKENS));
  const declarations = (block: string) =>
    [...block.matchAll(/(--rb-[\w-]+)\s*:\s*([^;]+);/g)].map(([, name, value]) => `${name}: ${value}`);

  /** The declarations of the rule whose selector list is `selector` (exactly, spaces aside). */
  const rule = (selector: string) => {
    const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/,\s*/g, ',\\s*');
    const match = tokens.match(new RegExp(`${escaped}\\s*\\{([^}]*)\\}`));
    expect(match, selector).toBeTruthy();
    return declarations(match![1]!);
  };
  const light = () => rule(':root,\n  :host,\n  [data-theme="light"],\n  :host([data-theme="light"])');
  const dark = () => rule('[data-theme="dark"],\n  :host([data-theme="dark"])');
  const contrast = () => rule('[data-theme="contrast"],\n  :host([data-theme="contrast"])');
  const preferred = (feature: string) => {
    const match = tokens.match(new RegExp(`@media \\(${feature}\\)\\s*\\{[^{]*\\{([^}]*)\\}`));
    expect(match, feature).toBeTruthy();
    return declarations(match![1]!);
  };
  const names = (lines: string[]) => lines.map((line) => line.split(':')[0]).sort();

  it('the dark and high-contrast palettes are the same under data-theme and under the user preference', () => {
    expect(dark().length).toBeGreaterThan(30);
    expect(preferred('prefers-color-scheme: dark')).toEqual(dark());
    expect(contrast().length).toBeGreaterThan(30);
    expect(preferred('prefers-contrast: more')).toEqual(contrast());
  });

  it('every colour token has a light, a dark and a high-contrast value', () => {
    expect(names(dark())).toEqual(names(light()));
    expect(names(contrast())).toEqual(names(light()));
  });
});

describe('the stylesheets of @rebond/ui', () => {
  it('each source stylesheet is wholly inside the rebond cascade layer', () => {
    const sources = stylesheets.filter((file) => file.startsWith('packages/ui/src') && file.endsWith('.css'));
    const outside = sources.filter((file) => {
      const css = withoutComments(read(file)).trim();
      if (file === 'packages/ui/src/styles.css') return !/^(@import "[^"]+";\s*)+$/.test(css);
      return !(css.startsWith('@layer rebond {') && css.endsWith('}') && css.indexOf('@layer', 1) === -1);
    });
    expect(outside).toEqual([]);
  });
});

describe('the consent choices', () => {
  it('come in one order everywhere: decline, then accept', () => {
    const order = (file: string, decline: RegExp, accept: RegExp) => {
      const text = read(file);
      const [d, a] = [text.search(decline), text.search(accept)];
      if (d < 0 || a < 0) return `not both in ${file}`;
      return d < a ? 'decline, accept' : 'accept, decline';
    };
    expect(order('packages/ui/src/consent/consent-modal.tsx', /onDecline\(\)/, /onClick=\{onAccept\}/)).toBe(
      'decline, accept',
    );
    expect(
      order(
        'packages/widgets/src/consent-notice/consent-notice.component.ts',
        /part="decline"/,
        /part="accept"/,
      ),
    ).toBe('decline, accept');
    expect(
      order(
        'packages/widgets/src/recorder/recorder.template.ts',
        /data-action="decline"/,
        /data-action="accept"/,
      ),
    ).toBe('decline, accept');
  });
});
