/**
 * The languages a transcriber recognises speech in (ISO 639-1, comma-separated, as `/health` reports
 * them), from its implementation id. The local recognisers carry a US English model only; the hosted
 * `/v1/audio/transcriptions` path is meant for multilingual models (whisper and its servers), which
 * hear all four of the portal's languages. An implementation this table does not know reports none.
 */
const LANGUAGES: readonly [prefix: string, languages: string][] = [
  ['pocketsphinx', 'en'],
  ['soundswallower', 'en'],
  ['openai-compatible', 'en,fr,es,de'],
];

export function transcriptionLanguages(implementation: string): string {
  return LANGUAGES.find(([prefix]) => implementation.startsWith(prefix))?.[1] ?? '';
}
