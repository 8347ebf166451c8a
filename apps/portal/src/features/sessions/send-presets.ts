import type { FollowReplyOptions, Job, PollingRule, SendMessageOptions, SendRules } from '@rebond/sdk';
import { followReply, type RebondClient, sendMessage } from '@rebond/sdk';

/**
 * The portal's screens that send a message, each with the polling and messages the spec
 * gives it (sections 4, 8 and 9). The SDK has one sending flow (`videos.send`); these are its
 * screen presets.
 */

/** Session page: each job every 6 s, up to 60 times. */
export const SESSION_PAGE_POLLING: PollingRule = { intervalMs: 6_000, maxAttempts: 60 };
/** Create Video screen: the session job rule of section 9, every 3 s up to 60 times per job. */
export const CREATE_VIDEO_POLLING: PollingRule = { intervalMs: 3_000, maxAttempts: 60 };

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
const detailsUrl = (job: Job) =>
  text((job.job_data.details as Record<string, unknown> | undefined)?.video_url) ??
  text(job.job_data.video_url);

/**
 * The active session page: 'Job polling timeout', 'Failed to get polling_job_id from first job.',
 * 'Video was processed but no video URL was returned.', 'Video creation failed: {reason}', the
 * server's detail for a refused upload, else 'Failed to process audio. Please try again.'
 */
export const SESSION_PAGE_RULES: SendRules = {
  polling: SESSION_PAGE_POLLING,
  retryOnError: false,
  timeout: 'videoJobPollingTimeout',
  failed: 'videoProcessAudioFailed',
  noUrl: 'videoProcessedNoUrl',
  url: detailsUrl,
};

/** The Create Video screen: a failed read counts as an attempt and polling goes on; the URL is `job_data.video_url`, else `job_data.url`. */
export const CREATE_VIDEO_RULES: SendRules = {
  polling: CREATE_VIDEO_POLLING,
  retryOnError: true,
  timeout: 'videoCreationTimedOut',
  failed: 'videoCreateFailed',
  noUrl: 'videoCreatedNoUrl',
  url: (job) => text(job.job_data.video_url) ?? text(job.job_data.url),
};

/** Sends from the active session page. */
export const sendMessageSessionPage = (client: RebondClient, options: SendMessageOptions) =>
  sendMessage(client, options, SESSION_PAGE_RULES);

/** Sends from the Create Video screen. */
export const createVideoMessage = (client: RebondClient, options: SendMessageOptions) =>
  sendMessage(client, options, CREATE_VIDEO_RULES);

/** Follows, on the session page, a reply sent before the coach left it (same polling and messages). */
export const followReplySessionPage = (client: RebondClient, options: FollowReplyOptions) =>
  followReply(client, options, SESSION_PAGE_RULES);
