import type { ApiPromise } from '../api-promise';
import type { RebondClient, RequestOptions } from '../client';
import type { Ack } from '../contract/common';
import type {
  Scorecard,
  ScorecardQuery,
  SkillCodeRequest,
  SkillCodeResponse,
  SkillTrend,
  Transcript,
  TranscriptCreateRequest,
  TranscriptWithScorecard,
} from '../contract/skills';

/**
 * `/skills/*` and the session scorecard: MITI behaviour codes for coach utterances, each session's
 * scorecard and debrief, the trend over sessions, and coded transcripts of real sessions.
 */
export class SkillsResource {
  constructor(private readonly client: RebondClient) {}

  /**
   * `POST /skills/code`: codes 1 to 200 utterances, answering `{ codes }` in the same order.
   *
   * @example
   * const { codes } = await client.skills.code({ utterances: [{ text: 'What brings you here?' }] });
   */
  code(body: SkillCodeRequest, options?: RequestOptions): ApiPromise<SkillCodeResponse> {
    return this.client.call('codeUtterances', { body }, options);
  }

  /** `GET /sessions/{id}/scorecard`: every coach turn coded, the figures with bands, the debrief in `locale`. */
  scorecard(id: string, query: ScorecardQuery = {}, options?: RequestOptions): ApiPromise<Scorecard> {
    return this.client.call('getSessionScorecard', { params: { id }, query }, options);
  }

  /** `GET /skills/trend`: R:Q, % complex reflections, % open questions and talk share per session, oldest first. */
  trend(options?: RequestOptions): ApiPromise<SkillTrend> {
    return this.client.call('getSkillTrend', {}, options);
  }

  /** `POST /skills/transcripts`: codes a speaker-labelled or WebVTT transcript and keeps it. */
  createTranscript(
    body: TranscriptCreateRequest,
    query: ScorecardQuery = {},
    options?: RequestOptions,
  ): ApiPromise<TranscriptWithScorecard> {
    return this.client.call('createTranscript', { body, query }, options);
  }

  /** `GET /skills/transcripts`: your coded transcripts, newest first. */
  listTranscripts(options?: RequestOptions): ApiPromise<Transcript[]> {
    return this.client.call('listTranscripts', {}, options);
  }

  /** `GET /skills/transcripts/{id}`: one transcript with its scorecard. */
  getTranscript(
    id: string,
    query: ScorecardQuery = {},
    options?: RequestOptions,
  ): ApiPromise<TranscriptWithScorecard> {
    return this.client.call('getTranscript', { params: { id }, query }, options);
  }

  /** `DELETE /skills/transcripts/{id}`. */
  deleteTranscript(id: string, options?: RequestOptions): ApiPromise<Ack> {
    return this.client.call('deleteTranscript', { params: { id } }, options);
  }
}
