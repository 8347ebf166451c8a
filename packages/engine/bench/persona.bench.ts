/**
 * The persona evaluation: ten scripted sessions of eight coach turns through the local persona,
 * through the chat adapter against a recorded-response server on 127.0.0.1, and through the
 * embedded model when `REBOND_LLM_MODEL` points at a GGUF file and node-llama-cpp is installed.
 * Prints repeated sentences, the grounding rate, facilitator phrases and question endings of
 * hostile characters, and how resistance moves. Run with `npm run bench:persona`. The persona
 * reads each coach turn with the skill coder: it is trained once before timing, as a server does
 * once per process. It also runs each of the ten scripts as three practices of one coach, as the
 * server names them, and counts the sentences said in more than one: 120 of 535 distinct (78 %) at
 * 6fe8699, 58 of 617 (90 %) after the general composer's pools grew, 0 of 609 (100 %) once each
 * practice kept to its own share before preferring lines on the coach's words.
 */
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LlamaCppWriter, LocalPersonaEngine, OpenAiChatWriter, type ReplyWriter } from '../src/index.js';
import { sharedLocalCoder } from '../src/skills/local-coder.js';
import { fakeService } from '../test/helpers.js';
import { caseTable, evaluateCases } from './persona-case-eval.js';
import { acrossPractices, type EvalSummary, evaluateWriter, type ScriptResult } from './persona-eval.js';
import { evaluateStories, storyTable } from './persona-story-eval.js';

const here = dirname(fileURLToPath(import.meta.url));
const recordedReplies = (
  JSON.parse(readFileSync(resolve(here, '..', 'test', 'recorded', 'persona-chat-replies.json'), 'utf8')) as {
    replies: string[];
  }
).replies;

sharedLocalCoder();

const pct = (v: number) => `${(v * 100).toFixed(1)}%`;
const signed = (v: number) => `${v >= 0 ? '+' : ''}${v.toFixed(3)}`;

function print(name: string, results: ScriptResult[], s: EvalSummary, verbose: boolean): void {
  console.log(`\n== ${name}`);
  console.log(
    'script                          grounded  repeats  facilitator  ?-endings  resistance (start -> end)',
  );
  for (const r of results) {
    console.log(
      `${r.id.padEnd(32)}${`${r.grounded}/${r.replies.length}`.padEnd(10)}${String(r.repeated.length).padEnd(9)}${String(r.facilitator.length).padEnd(13)}${String(r.questionEndings).padEnd(11)}${r.trajectory[0]?.toFixed(2)} -> ${r.trajectory.at(-1)?.toFixed(2)}`,
    );
  }
  console.log(
    [
      `replies ${s.replies}`,
      `repeated sentences ${s.repeatedSentences}`,
      `grounded ${pct(s.groundedRate)}`,
      `facilitator phrases (hostile) ${s.facilitatorHits}`,
      `question endings (hostile) ${s.hostileQuestionEndings}`,
      `mean resistance change: pressure ${signed(s.meanPressureDelta)}, warmth ${signed(s.meanWarmthDelta)}`,
      `fallbacks ${s.fallbacks}`,
      `${s.msPerReply.toFixed(1)} ms/reply`,
    ].join('\n'),
  );
  if (verbose) {
    const sample = results[0];
    if (sample) {
      console.log(`\nsample (${sample.id}):`);
      sample.replies.forEach((reply, i) => {
        console.log(`  avatar ${i + 1}: ${reply}`);
      });
    }
  }
}

async function run(name: string, writer: ReplyWriter, verbose = false): Promise<EvalSummary> {
  const { results, summary } = await evaluateWriter(writer);
  print(name, results, summary, verbose);
  return summary;
}

const local = await run('local persona (local-persona-rules)', new LocalPersonaEngine(), true);

const practices = await acrossPractices(new LocalPersonaEngine());
console.log(
  `three practices of each script (family and work frames): distinct sentences ${practices.distinct}/${practices.sentences} (${((100 * practices.distinct) / Math.max(1, practices.sentences)).toFixed(0)}%), said in 2+ practices ${practices.recurring.length}`,
);

// Before the case formulation read scenarios written about the character (`scenario-story.ts`) and
// the general composer answered questions from it: 32/72 open questions from the story, 3
// sentences in 2+ practices; after: 60/72, 0.
console.log(`\n${storyTable('local persona', await evaluateStories(new LocalPersonaEngine()))}`);

const cases = await evaluateCases(new LocalPersonaEngine());
console.log(
  `\n${caseTable('case evaluation: 6 free-prose characters, 12 scripts x 8 turns x 3 sessions (local persona)', cases.figures)}`,
);
for (const sample of cases.figures.offFrameSamples) console.log(`  off frame: ${sample}`);
for (const sample of cases.figures.offTopicSamples) console.log(`  off topic: ${sample}`);
for (const sample of cases.figures.recurringSamples) console.log(`  recurring: ${sample}`);
const excerpt = cases.runs[0];
if (excerpt) {
  console.log(`\nexcerpt (${excerpt.session}):`);
  excerpt.script.turns.forEach(([, coach], i) => {
    console.log(
      `  coach: ${coach}\n  client (${excerpt.states[i]?.resistance.toFixed(2) ?? '?'}): ${excerpt.replies[i]}`,
    );
  });
}

let served = 0;
const service = await fakeService({
  'POST /v1/chat/completions': () => [
    200,
    {
      id: 'chatcmpl-bench',
      object: 'chat.completion',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: recordedReplies[served++ % recordedReplies.length] },
          finish_reason: 'stop',
        },
      ],
    },
  ],
});
try {
  await run(
    'chat adapter, recorded responses on 127.0.0.1 (sanitizer + local fallback)',
    new OpenAiChatWriter({ url: `${service.url}/v1` }),
  );
  const chatCases = await evaluateCases(new OpenAiChatWriter({ url: `${service.url}/v1` }));
  console.log(
    `\n${caseTable('case evaluation, chat adapter with recorded responses (they know no case: a floor, not a model)', chatCases.figures)}`,
  );
} finally {
  await service.close();
}

const chatUrl = process.env.REBOND_CHAT_URL;
if (chatUrl) {
  const live = new OpenAiChatWriter({
    url: chatUrl,
    ...(process.env.REBOND_CHAT_MODEL ? { model: process.env.REBOND_CHAT_MODEL } : {}),
    ...(process.env.REBOND_CHAT_KEY ? { apiKey: process.env.REBOND_CHAT_KEY } : {}),
  });
  console.log(
    `\n${caseTable(`case evaluation, chat server ${chatUrl}`, (await evaluateCases(live)).figures)}`,
  );
}

const modelPath = process.env.REBOND_LLM_MODEL;
if (modelPath) {
  const embedded = new LlamaCppWriter({ modelPath });
  try {
    await run(`embedded model ${modelPath}`, embedded, true);
    console.log(
      `\n${caseTable(`case evaluation, embedded model ${modelPath}`, (await evaluateCases(embedded)).figures)}`,
    );
  } finally {
    await embedded.dispose();
  }
} else {
  console.log('\n(embedded model: set REBOND_LLM_MODEL=/path/model.gguf to include it)');
}

if (local.repeatedSentences > 0 || local.facilitatorHits > 0 || local.hostileQuestionEndings > 0)
  process.exitCode = 1;
