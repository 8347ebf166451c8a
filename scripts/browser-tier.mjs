// `npm run test:browser`: the built output in Chromium (project `browser`) and the portal end to
// end (project `e2e`), in two lanes side by side. The e2e files are split between two vitest runs of
// project `e2e`, each with its own shared product (e2e/global-setup.ts) and one file at a time: the
// files that keep the media engine or a build busy (recorded turns, replies, avatars, a fresh clone)
// run in the first lane after the `browser` files, the files that mostly wait (token lifetimes,
// timers, page loads) in the second from the start. Two engine files at once on 2 cores pushed the
// session test past its timeout on a loaded machine; one beside a waiting one keeps both cores busy
// without that. A new e2e file runs in the first lane unless it is listed below.
//
// `--with-visual` (what `npm test` runs) adds the visual tier (`test:visual`: every story of the
// static Storybook rendered once, its play function and axe in every theme, and its screenshots) in
// two halves (VISUAL_SHARD): one beside the `browser` files at the head of the first lane, the other
// after the waiting lane's files. In one piece at the head of the first lane it took 686 s in CI
// beside the waiting files, and the lanes ended 400 s apart.
//
// Each part's lines are prefixed with its name; at the end each part's time is printed, and the
// exit status is the first failure's.
import { runPrefixed } from './run-prefixed.mjs';

/**
 * The e2e files of the `waits` lane (path fragments, as vitest's filters and `--exclude` read them).
 * embed-lifetime, tabs and auth no longer wait out token lifetimes: they move the server's clock
 * (e2e/clocked-product.ts); embed-lifetime's time is now its four recorded turns and replies
 * (engine work), tabs' its clicks. In CI the lanes then took 918 s (stories 311, engine files 607)
 * and 803 s (these 424, visual 379): the four short files (session-form, overview, two-factor,
 * static-landing, about 57 s) come back to this lane to even them out. Then 980 s (stories 322,
 * engine files 658) against about 880 s (these 547, visual 333): job-progress (44 s, one recorded
 * turn and its reply, then mostly waiting on pushed states and polls) moves here too. With the
 * story check in halves: 1,157 s (browser and visual 1/2 320, engine files 837) against 1,077 s
 * (these 751, visual 2/2 326): heard-turns (20 to 37 s) moves here. Then 1,084 s (browser and
 * visual 1/2 374, engine files 710) against 1,003 s (these 711, visual 2/2 292): session-loop (22 s)
 * and case-formulation (12 s), each one reply, move here.
 */
const WAITS = [
  'e2e/embed-lifetime.e2e.test.ts',
  'e2e/tabs.e2e.test.ts',
  'e2e/rough-edges.e2e.test.ts',
  'e2e/auth.e2e.test.ts',
  'e2e/coach-trust.e2e.test.ts',
  'e2e/embed-tab.e2e.test.ts',
  'e2e/history-profile.e2e.test.ts',
  'e2e/embed-docs.e2e.test.ts',
  'e2e/first-load.e2e.test.ts',
  'e2e/session-form.e2e.test.ts',
  'e2e/overview.e2e.test.ts',
  'e2e/two-factor.e2e.test.ts',
  'e2e/static-landing.e2e.test.ts',
  'e2e/job-progress.e2e.test.ts',
  'e2e/heard-turns.e2e.test.ts',
  'e2e/session-loop.e2e.test.ts',
  'e2e/case-formulation.e2e.test.ts',
];

const vitest = ['exec', '--', 'vitest', 'run'];
const withVisual = process.argv.includes('--with-visual');

const parts = [];
const part = async (name, args, env = process.env) => {
  const result = await runPrefixed(name, [...vitest, ...args], env);
  parts.push(result);
  return result.status === 0;
};
/** The visual tier's half `k` of 2. */
const visualHalf = (k) => ({ ...process.env, VISUAL_SHARD: `${k}/2` });
await Promise.all([
  (async () =>
    (await part(
      withVisual ? 'browser, visual 1/2' : 'browser',
      ['--maxWorkers=2', '--project', 'browser', ...(withVisual ? ['--project', 'visual'] : [])],
      visualHalf(1),
    )) &&
    (await part('e2e engine', [
      '--project',
      'e2e',
      ...WAITS.flatMap((file) => ['--exclude', `**/${file}`]),
    ])))(),
  (async () =>
    (await part('e2e waits', ['--project', 'e2e', ...WAITS])) &&
    (!withVisual || (await part('visual 2/2', ['--project', 'visual'], visualHalf(2)))))(),
]);
console.log(
  `\ntest:browser, time of each part:\n${parts
    .map(
      ({ name, seconds, status }) =>
        `  ${name.padEnd(18)} ${seconds.toFixed(0).padStart(5)} s  ${status === 0 ? 'ok' : `failed (${status})`}`,
    )
    .join('\n')}`,
);
process.exit(parts.find((part) => part.status !== 0)?.status ?? 0);
