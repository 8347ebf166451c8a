import {
  type Job,
  jobPartStatus,
  type MonitoredJobs,
  monitorAvatarJobs,
  poll,
  pollAvatarJob,
  pollAvatarVoiceCreation,
  pollVoiceClone,
  pollVoiceGeneration,
  type VoicePreview,
  type VoicePreviewRequest,
} from '@rebond/sdk';
import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../api';
import { avatarKeys } from './avatars';

/** The SDK poller of each kind of job the wizard starts (its interval and attempts are the spec's). */
const pollers = {
  creation: pollAvatarJob,
  clone: pollVoiceClone,
  'preview-voice': pollAvatarVoiceCreation,
};
export type AvatarJobKind = keyof typeof pollers;

/** The cache keys of the wizard's jobs: one poll per job, one step-5 monitor per pair of jobs. */
export const avatarJobKeys = {
  poll: (kind: AvatarJobKind, jobId: string | null) => ['avatar-jobs', kind, jobId] as const,
  monitor: (avatarJobId: string | null, voiceJobId: string | null) =>
    ['avatar-jobs', 'monitor', avatarJobId, voiceJobId] as const,
};

/**
 * A job the wizard started, polled in the background while `running`: every read (the failed one
 * too) goes to `onRead`; the query's data is the finished job, its error the SDK's `AvatarJobError`.
 * Leaving the screen cancels the poll (the query's signal).
 */
export function useAvatarJobPoll(
  kind: AvatarJobKind,
  jobId: string | null,
  running: boolean,
  onRead: (job: Job) => void,
) {
  return useQuery({
    queryKey: avatarJobKeys.poll(kind, jobId),
    queryFn:
      jobId && running
        ? ({ signal }) => pollers[kind](api, jobId, { signal, onProgress: onRead })
        : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Step 5's monitor of every unfinished job (every 6 s), while `enabled`; each round goes to `onRound`. */
export function useAvatarJobMonitor(
  jobs: { avatarJobId: string | null; voiceJobId: string | null },
  enabled: boolean,
  onRound: (state: MonitoredJobs) => void,
) {
  return useQuery({
    queryKey: avatarJobKeys.monitor(jobs.avatarJobId, jobs.voiceJobId),
    queryFn: enabled
      ? ({ signal }) => monitorAvatarJobs(api, jobs, { signal, onUpdate: onRound })
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The creation job's first stages: until it leaves them, the photo has not been checked. */
const PHOTO_UNCHECKED_STAGES = new Set(['queued', 'checking_photo']);
/** Step 2's Continue waits for the photo check (a face found or not) 75 reads at 400 ms, then moves on. */
const PHOTO_CHECK_POLLING = { intervalMs: 400, maxAttempts: 75 };

/**
 * Reads the creation job until its photo check is over (it failed, finished, or moved past checking
 * the photo), so a refused photo is shown on step 2 where the coach chose it. Answers the last job
 * read, or undefined when the check took too long or could not be read: the background poll goes on.
 */
function photoChecked(jobId: string): Promise<Job | undefined> {
  return poll({
    read: () => api.avatars.getJob(jobId),
    isDone: (job) =>
      jobPartStatus(job) !== 'processing' || Boolean(job.stage && !PHOTO_UNCHECKED_STAGES.has(job.stage)),
    ...PHOTO_CHECK_POLLING,
  }).catch(() => undefined);
}

/** What the voice job is started from: a chosen preview, or an uploaded file or recording. */
export type VoiceStart = { preview: string; description: string } | { file: File };

/**
 * The wizard's server work: creating the avatar (step 1), uploading its photo and waiting for the
 * photo check (step 2, `onStarted` sees the job's id at once), starting the voice job (step 3),
 * generating voice previews (step 3, polled to the end), and discarding the avatar on Cancel (its
 * jobs, media and voice go with it; one already gone is fine). Saving the profile (step 4) is
 * `useAvatarMutations().saveProfile`.
 */
export function useAvatarCreationMutations() {
  const client = useQueryClient();
  // The avatars list gains or loses the wizard's avatar: read it again.
  const listChanged = () => void client.invalidateQueries({ queryKey: avatarKeys.list, exact: true });
  const create = useMutation({
    mutationFn: (name: string) => api.avatars.createAvatar({ avatar_name: name }),
    onSuccess: listChanged,
  });
  const uploadPicture = useMutation({
    mutationFn: async (input: { avatarId: string; photo: File; onStarted(jobId: string): void }) => {
      const { job_id } = await api.avatars.createEmotionalAvatars(input.avatarId, input.photo);
      input.onStarted(job_id);
      return photoChecked(job_id);
    },
  });
  const startVoice = useMutation({
    mutationFn: async ({ avatarId, from }: { avatarId: string; from: VoiceStart }) =>
      (
        await ('file' in from
          ? api.avatars.cloneVoice(avatarId, from.file)
          : api.avatars.createVoiceFromPreview({
              avatar_id: avatarId,
              generated_voice_id: from.preview,
              voice_description: from.description,
            }))
      ).job_id,
  });
  const generatePreviews = useMutation({
    mutationFn: async (request: VoicePreviewRequest) => {
      const { job_id } = await api.avatars.generateVoicePreview(request);
      const job = await pollVoiceGeneration(api, job_id);
      return (job.job_data.previews ?? []).map(
        (preview): VoicePreview => ({
          generated_voice_id: preview.generated_voice_id,
          preview_url: api.avatars.mediaUrl(preview.preview_url),
        }),
      );
    },
  });
  const discard = useMutation({
    mutationFn: (avatarId: string) => api.avatars.delete(avatarId).catch(() => undefined),
    onSuccess: listChanged,
  });
  return { create, uploadPicture, startVoice, generatePreviews, discard };
}
