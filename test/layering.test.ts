/**
 * The layering checks fail when they should: dependency-cruiser's rules (`npm run test:deps`) over a
 * fixture laid out like this repository, and the per-package tsconfigs (`npm run test:types`) over
 * a probe file compiled as part of a browser package and of the server.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = promisify(execFile);

describe('the dependency rules (.dependency-cruiser.cjs)', () => {
  let fixture: string;
  afterAll(() => (fixture ? rm(fixture, { recursive: true, force: true }) : undefined));

  /** Writes `files` under a fresh folder shaped like the repo and cruises it with our config. */
  async function violations(files: Record<string, string>): Promise<string[]> {
    fixture = await mkdtemp(path.join(tmpdir(), 'rebond-layering-'));
    const all: Record<string, string> = {
      'tsconfig.base.json': '{}',
      'node_modules/react/package.json': '{"name":"react","main":"index.js"}',
      'node_modules/react/index.js': '',
      'apps/server/src/index.ts': 'export const server = 1;',
      'packages/engine/src/index.ts': 'export const engine = 1;',
      'packages/vocabulary/src/index.ts': 'export const LOCALES = [] as const;',
      'packages/sdk/src/index.ts': "export { LOCALES } from '../../vocabulary/src/index';",
      'packages/ui/src/index.ts': "export { sdk } from '../../sdk/src/index';",
      ...files,
    };
    for (const [file, text] of Object.entries(all)) {
      await mkdir(path.dirname(path.join(fixture, file)), { recursive: true });
      await writeFile(path.join(fixture, file), text);
    }
    const cli = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
    const config = path.join(repoRoot, '.dependency-cruiser.cjs');
    const answer = await run(
      process.execPath,
      [cli, 'apps', 'packages', '--config', config, '--output-type', 'json', '--no-progress'],
      { cwd: fixture },
    ).catch((error: { stdout: string }) => error);
    const result = JSON.parse(answer.stdout) as {
      summary: { violations: { rule: { name: string }; from: string; to: string }[] };
    };
    return result.summary.violations.map((v) => `${v.rule.name}: ${v.from} -> ${v.to}`).sort();
  }

  it('accepts the arrows of ARCHITECTURE.md', async () => {
    expect(
      await violations({
        'apps/portal/src/main.ts': "import '../../../packages/ui/src/index';",
        'apps/server/src/app.ts': "import '../../../packages/engine/src/index';\nimport 'node:fs';",
        'packages/engine/src/words.ts': "import '../../vocabulary/src/index';",
      }),
    ).toEqual([]);
  });

  it('refuses every "never" arrow', async () => {
    expect(
      await violations({
        'packages/ui/src/probe.ts': "import 'node:fs';\nimport '../../../apps/server/src/index';",
        'apps/portal/src/probe.ts': "import '../../server/src/index';",
        'packages/widgets/src/probe.ts': "import 'react';",
        'packages/engine/src/probe.ts': "import '../../ui/src/index';",
        'packages/sdk/src/probe.ts': "import '../../ui/src/index';",
        'packages/vocabulary/src/probe.ts': "import '../../sdk/src/index';\nimport 'react';",
      }),
    ).toEqual([
      'browser-code-never-imports-node-builtins: packages/ui/src/probe.ts -> fs',
      'browser-packages-never-import-server-or-engine: apps/portal/src/probe.ts -> apps/server/src/index.ts',
      'browser-packages-never-import-server-or-engine: packages/ui/src/probe.ts -> apps/server/src/index.ts',
      'engine-never-reaches-the-browser-packages: packages/engine/src/probe.ts -> packages/ui/src/index.ts',
      'sdk-imports-nothing-of-ours: packages/sdk/src/probe.ts -> packages/ui/src/index.ts',
      'ui-only-uses-the-sdk: packages/ui/src/probe.ts -> apps/server/src/index.ts',
      'vocabulary-imports-nothing: packages/vocabulary/src/probe.ts -> node_modules/react/index.js',
      'vocabulary-imports-nothing: packages/vocabulary/src/probe.ts -> packages/sdk/src/index.ts',
      'widgets-never-import-react: packages/widgets/src/probe.ts -> node_modules/react/index.js',
    ]);
  });

  it('refuses any import cycle through value imports', async () => {
    expect(
      await violations({
        // A planted cycle of two ui modules.
        'packages/ui/src/first.ts': "import { second } from './second';\nexport const first = () => second;",
        'packages/ui/src/second.ts': "import { first } from './first';\nexport const second = () => first;",
        // The server's old cycle (audit -> http/context -> auth/tokens -> audit), planted again.
        'apps/server/src/audit.ts': "import './http/context';",
        'apps/server/src/http/context.ts': "import '../auth/tokens';",
        'apps/server/src/auth/tokens.ts': "import '../audit';",
        // Type-only imports are gone at run time: no cycle.
        'packages/sdk/src/client.ts': "import type { Users } from './users';\nexport type Client = Users;",
        'packages/sdk/src/users.ts': "import type { Client } from './client';\nexport type Users = Client;",
      }),
    ).toEqual([
      'no-circular: apps/server/src/audit.ts -> apps/server/src/http/context.ts',
      'no-circular: packages/ui/src/first.ts -> packages/ui/src/second.ts',
    ]);
  });
});

describe('the per-package tsconfigs', () => {
  /** Type-checks `text` as if it were a file of the project `tsconfig` (only that file and its imports). */
  function errors(tsconfig: string, text: string): string[] {
    const parsed = ts.getParsedCommandLineOfConfigFile(
      path.join(repoRoot, tsconfig),
      {},
      {
        ...ts.sys,
        onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
          throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
        },
      },
    );
    if (!parsed) throw new Error(`cannot read ${tsconfig}`);
    const probe = path.join(path.dirname(path.join(repoRoot, tsconfig)), 'src/layering-probe.ts');
    const host = ts.createCompilerHost(parsed.options);
    const getSourceFile = host.getSourceFile.bind(host);
    host.getSourceFile = (file, language, ...rest) =>
      path.resolve(file) === probe
        ? ts.createSourceFile(file, text, language)
        : getSourceFile(file, language, ...rest);
    const fileExists = host.fileExists.bind(host);
    host.fileExists = (file) => path.resolve(file) === probe || fileExists(file);
    const program = ts.createProgram([probe], parsed.options, host);
    return ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, ' '));
  }

  const usesNode = "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;";
  const usesDom = 'export const title = () => document.title;';

  it('a browser package cannot use Node: packages/ui has no Node types', () => {
    expect(errors('packages/ui/tsconfig.json', usesNode).join('\n')).toMatch(/node:fs/);
    expect(errors('packages/ui/tsconfig.json', usesDom)).toEqual([]);
  });

  it('the server and the engine cannot use the DOM, and can use Node', () => {
    expect(errors('apps/server/tsconfig.json', usesDom).join('\n')).toMatch(/document/);
    expect(errors('packages/engine/tsconfig.json', usesDom).join('\n')).toMatch(/document/);
    expect(errors('apps/server/tsconfig.json', usesNode)).toEqual([]);
  });
});
