import {
  AVATAR_VARIANT_EMOTIONS,
  AvatarJobError,
  type ErrorMessageKey,
  isRebondError,
  type Job,
  jobPartStatus,
  monitorAvatarJobs,
  pollAvatarJob,
  pollAvatarVoiceCreation,
  pollVoiceClone,
  pollVoiceGeneration,
} from '@rebond/sdk';
import {
  type AvatarCreatedDetails,
  type AvatarMessages,
  type AvatarWizardDraft,
  type AvatarWizardProps,
  creationOutcome,
  fileKey,
  toFile,
  uploadErrorText,
  useAvatarMessages,
  useAvatarWizard,
  type WizardJob,
} from '@rebond/ui';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';

/** The job as the wizard shows it: part status, percent and the server's reason. */
function toWizardJob(job: Job): WizardJob {
  const status = jobPartStatus(job);
  const reason = [job.job_data.error_message, job.error].find((text) => typeof text === 'string' && text);
  return {
    id: job.id,
    status: status === 'skipped' ? 'processing' : status,
    progress: job.progress,
    ...(reason ? { error: reason } : {}),
  };
}

const started = (id: string): WizardJob => ({ id, status: 'processing', progress: 0 });

/** Which catalogue text stands for each SDK polling message. */
function pollingText(key: ErrorMessageKey, messages: AvatarMessages): string {
  const map: Partial<Record<ErrorMessageKey, string>> = {
    voiceGenerationFailed: messages.errors.generationFailed,
    voiceGenerationTimedOut: messages.errors.generationTimedOut,
    voiceGenerateFailed: messages.errors.generateFailed,
    voiceCloningFailed: messages.errors.cloneFailed,
    voiceCloningTimedOut: messages.errors.cloneTimedOut,
    voiceCloneFailed: messages.errors.cloneError,
    avatarVoiceCreationFailed: messages.errors.fromPreviewFailed,
    avatarVoiceCreationTimedOut: messages.errors.fromPreviewTimedOut,
    avatarVoiceCreateFailed: messages.errors.fromPreviewError,
    avatarStatusCheckFailed: messages.monitor.checkFailed,
    avatarCreationFailed: messages.failure.title,
  };
  return map[key] ?? messages.monitor.checkFailed;
}

/** The text of a polling failure: the server's reason when it gave one, else the catalogue's. */
function jobErrorText(error: unknown, messages: AvatarMessages, fallback: string): string {
  if (!(error instanceof AvatarJobError)) return fallback;
  const message = error.userMessage;
  return message.kind === 'detail'
    ? message.text
    : message.kind === 'message'
      ? pollingText(message.key, messages)
      : fallback;
}

/** A refused upload says why (size, type); anything else gets the step's message. */
function requestErrorText(error: unknown, fallback: string): string {
  if (
    isRebondError(error) &&
    error.status !== undefined &&
    error.status >= 400 &&
    error.status < 500 &&
    error.detail
  ) {
    return error.status === 401 || error.status === 404 ? fallback : error.detail;
  }
  return fallback;
}

/** The description the server reads: the user's words plus the voice settings. */
function voiceDescription(draft: AvatarWizardDraft): string {
  const { voice_description, voice_settings } = draft.data;
  const settings = `Voice settings: ${voice_settings.gender} voice, ${voice_settings.accent} accent, ${voice_settings.speed} pace, ${voice_settings.tone} tone.`;
  return `${voice_description.trim().replace(/[.\s]+$/, '')}. ${settings}`;
}

/**
 * What the voice step says once the voice job succeeded, honestly: the local engine only matches
 * the sample's pitch and pace (`voice_provider: 'local'`); only a cloning service clones it.
 */
export function voiceNotice(job: Job, fromPreview: boolean, messages: AvatarMessages): string {
  if (fromPreview) return messages.notices.voiceCreated;
  const provider = job.job_data.voice_provider;
  if (provider === 'local') return messages.notices.matchedLocally;
  return provider === 'elevenlabs' ? messages.notices.clonedHosted : messages.notices.cloned;
}

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The creation job's first stages: until it leaves them, the photo has not been checked. */
const PHOTO_UNCHECKED_STAGES = new Set(['queued', 'checking_photo']);
/** How long step 2's Continue waits for the photo check (a face found or not) before moving on. */
const PHOTO_CHECK_WAIT_MS = 30_000;

/**
 * Reads the creation job until its photo check is over (it failed, finished, or moved past
 * checking the photo), so a refused photo is shown on step 2 where the coach chose it. Answers the
 * last job read; gives up waiting (undefined) after `PHOTO_CHECK_WAIT_MS`, the background poll goes on.
 */
async function photoChecked(jobId: string): Promise<Job | undefined> {
  const until = Date.now() + PHOTO_CHECK_WAIT_MS;
  while (Date.now() < until) {
    const job = await api.avatars.getJob(jobId);
    const status = jobPartStatus(job);
    if (status === 'failed' || status === 'completed') return job;
    if (job.stage && !PHOTO_UNCHECKED_STAGES.has(job.stage)) return job;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return undefined;
}

/**
 * The avatar wizard with its side effects: step 1 creates the avatar, step 2 uploads the picture,
 * starts the creation job and waits for its photo check (a refused photo keeps the coach on step 2,
 * the failure shown in the main panel; the rest is polled in the background, 30 x 2 s), step 3 starts voice cloning
 * (upload or WAV recording) or creates the voice from the chosen preview, step 4 saves the profile
 * as JSON text, step 5 monitors unfinished jobs every 6 s. The draft lives in session storage.
 */
export function useAvatarCreation(options: {
  onViewAvatars(): void;
  /** Start Session in the success dialog, with the new avatar's id. */
  onStartSession(avatarId: string): void;
}): AvatarWizardProps {
  const messages = useAvatarMessages();
  const initialDraft = useMemo(loadDraft, []);
  const wizard = useAvatarWizard({ initialDraft, onDraftChange: saveDraft });
  const { draft, setJob } = wizard;
  const draftRef = useRef(draft);
  draftRef.current = draft;
  const [busy, setBusy] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [checkFailed, setCheckFailed] = useState(false);
  const [voicePrompt, setVoicePrompt] = useState<'noVoice' | 'voiceFailed' | null>(null);
  const [created, setCreated] = useState<AvatarCreatedDetails | null>(null);

  // A message about the last Continue goes once the user changes the voice choice.
  const voiceChoice = `${draft.data.voice_option}:${draft.data.selected_preview_id}`;
  useEffect(() => {
    if (voiceChoice) setError(null);
  }, [voiceChoice]);

  const avatarJob = draft.jobs.avatar;
  const voiceJob = draft.jobs.voice;
  const avatarJobRunning = avatarJob?.status === 'processing' ? avatarJob.id : null;
  const voiceJobRunning = voiceJob?.status === 'processing' ? voiceJob.id : null;
  const voiceFromPreview = draft.voiceSource?.startsWith('preview:') ?? false;

  // Background poll of the creation job started in step 2 (spec: 30 attempts at 2 s).
  useEffect(() => {
    if (!avatarJobRunning) return;
    const controller = new AbortController();
    pollAvatarJob(api, avatarJobRunning, {
      signal: controller.signal,
      onProgress: (job) => setJob('avatar', toWizardJob(job)),
    })
      .then((job) => setJob('avatar', toWizardJob(job)))
      .catch((failure: unknown) => {
        if (failure instanceof AvatarJobError && failure.job) setJob('avatar', toWizardJob(failure.job));
      });
    return () => controller.abort();
  }, [avatarJobRunning, setJob]);

  // Background poll of the voice job started in step 3 (clone: 60 x 2 s; from a preview: every 2 s).
  useEffect(() => {
    if (!voiceJobRunning) return;
    const controller = new AbortController();
    const poller = voiceFromPreview ? pollAvatarVoiceCreation : pollVoiceClone;
    poller(api, voiceJobRunning, {
      signal: controller.signal,
      onProgress: (job) => setJob('voice', toWizardJob(job)),
    })
      .then((job) => {
        setJob('voice', toWizardJob(job));
        setNotice(voiceNotice(job, voiceFromPreview, messages));
      })
      .catch((failure: unknown) => {
        if (failure instanceof AvatarJobError && failure.job) setJob('voice', toWizardJob(failure.job));
      });
    return () => controller.abort();
  }, [voiceJobRunning, voiceFromPreview, setJob, messages]);

  // Step 5 monitors every unfinished job every 6 s.
  const monitoring = draft.step === 5 && (avatarJobRunning !== null || voiceJobRunning !== null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a retried job (new id) restarts the monitor with it
  useEffect(() => {
    if (!monitoring) return;
    const controller = new AbortController();
    setCheckFailed(false);
    const { avatar, voice } = draftRef.current.jobs;
    monitorAvatarJobs(
      api,
      { avatarJobId: avatar?.id ?? null, voiceJobId: voice?.id ?? null },
      {
        signal: controller.signal,
        onUpdate: (state) => {
          if (state.avatarJob) setJob('avatar', toWizardJob(state.avatarJob));
          if (state.voiceJob) setJob('voice', toWizardJob(state.voiceJob));
        },
      },
    ).catch((failure: unknown) => {
      if (!isAbort(failure) && !controller.signal.aborted) setCheckFailed(true);
    });
    return () => controller.abort();
  }, [monitoring, avatarJobRunning, voiceJobRunning, setJob]);

  // Once everything succeeded, read the avatar for the success dialog.
  const outcome = creationOutcome(avatarJob, voiceJob);
  const avatarId = draft.avatarId;
  useEffect(() => {
    if (draft.step !== 5 || outcome !== 'completed' || !avatarId) {
      setCreated(null);
      return;
    }
    const controller = new AbortController();
    api.avatars
      .get(avatarId, { signal: controller.signal })
      .then((avatar) =>
        setCreated({
          avatarName: avatar.avatar_name,
          groupId: avatar.group_id,
          voiceId: avatar.voice_id,
          createdAt: avatar.created_at,
          variants: AVATAR_VARIANT_EMOTIONS.filter((emotion) => avatar.variant_urls[emotion]).map(
            (emotion) => ({ emotion, url: api.avatars.mediaUrl(avatar.variant_urls[emotion]) }),
          ),
        }),
      )
      .catch((failure: unknown) => {
        if (!isAbort(failure)) setCheckFailed(true);
      });
    return () => controller.abort();
  }, [draft.step, outcome, avatarId]);

  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } finally {
      setBusy(false);
    }
  }, []);

  const uploadPicture = useCallback(
    async (current: AvatarWizardDraft): Promise<boolean> => {
      const picture = current.data.pictures[0];
      const file = picture ? toFile(picture) : null;
      if (!current.avatarId) {
        setError(messages.errors.avatarIdNotFound);
        return false;
      }
      if (!picture || !file) {
        setError(messages.errors.fileLost);
        return false;
      }
      const { job_id } = await api.avatars.createEmotionalAvatars(current.avatarId, file);
      setJob('avatar', started(job_id), fileKey(picture));
      const checked = await photoChecked(job_id).catch(() => undefined);
      if (!checked) return true;
      const job = toWizardJob(checked);
      setJob('avatar', job, fileKey(picture));
      return job.status !== 'failed';
    },
    [messages, setJob],
  );

  /** Starts the voice job from the current voice input; false when there is nothing to start from. */
  const startVoice = useCallback(
    async (current: AvatarWizardDraft): Promise<boolean> => {
      if (!current.avatarId) {
        setError(messages.errors.avatarIdMissing);
        return false;
      }
      if (current.data.voice_option === 'generate') {
        const chosen = current.data.voice_previews.find(
          (preview) => preview.generated_voice_id === current.data.selected_preview_id,
        );
        if (!chosen) {
          setError(messages.errors.invalidPreview);
          return false;
        }
        const { job_id } = await api.avatars.createVoiceFromPreview({
          avatar_id: current.avatarId,
          generated_voice_id: chosen.generated_voice_id,
          voice_description: voiceDescription(current),
        });
        setJob('voice', started(job_id), `preview:${chosen.generated_voice_id}`);
        return true;
      }
      const stored = current.data.voice_file;
      const file = stored ? toFile(stored) : null;
      if (!stored || !file) {
        setError(
          current.data.voice_option === 'record' ? messages.errors.noRecording : messages.errors.fileLost,
        );
        return false;
      }
      const { job_id } = await api.avatars.cloneVoice(current.avatarId, file);
      setJob('voice', started(job_id), fileKey(stored));
      return true;
    },
    [messages, setJob],
  );

  const continueStep = () =>
    run(async () => {
      const current = draftRef.current;
      if (current.step === 1) {
        if (!current.avatarId) {
          try {
            const avatar = await api.avatars.createAvatar({ avatar_name: current.data.avatar_name.trim() });
            wizard.setAvatarId(avatar.id, avatar.avatar_name);
          } catch (failure) {
            setError(requestErrorText(failure, messages.errors.createFailed));
            return;
          }
        }
        wizard.next();
        return;
      }
      if (current.step === 2) {
        const picture = current.data.pictures[0];
        const running = current.jobs.avatar && current.jobs.avatar.status !== 'failed';
        if (!(running && current.pictureSource === fileKey(picture))) {
          try {
            if (!(await uploadPicture(current))) return;
          } catch (failure) {
            const picture = current.data.pictures[0];
            setError(
              uploadErrorText(failure, 'image', messages, picture ? { size: picture.size } : null) ??
                requestErrorText(failure, messages.errors.uploadFailed),
            );
            return;
          }
        }
        wizard.next();
        return;
      }
      if (current.step === 3) {
        const { voice_option, voice_file, voice_previews, selected_preview_id } = current.data;
        const generate = voice_option === 'generate';
        if (!generate && !voice_file) {
          setVoicePrompt('noVoice');
          return;
        }
        if (generate && !selected_preview_id) {
          if (voice_previews.length > 0) setError(messages.errors.selectPreview);
          else setVoicePrompt('noVoice');
          return;
        }
        const source = generate ? `preview:${selected_preview_id}` : fileKey(voice_file);
        const voice = current.jobs.voice;
        if (!(voice && voice.status !== 'failed' && current.voiceSource === source)) {
          try {
            if (!(await startVoice(current))) return;
          } catch (failure) {
            const voiceFile = current.data.voice_file;
            const refused = generate
              ? null
              : uploadErrorText(failure, 'audio', messages, voiceFile ? { size: voiceFile.size } : null);
            setError(
              refused ??
                (generate ? messages.errors.fromPreviewStartFailed : messages.errors.cloneStartFailed),
            );
            if (!isRebondError(failure) || failure.status !== 401) setVoicePrompt('voiceFailed');
            return;
          }
        }
        wizard.next();
        return;
      }
      if (current.step === 4) {
        if (!current.avatarId) {
          setError(messages.errors.avatarIdNotFound);
          return;
        }
        try {
          await api.avatars.update(current.avatarId, { character_profile: wizard.profileText });
        } catch {
          setError(messages.errors.profileFailed);
          return;
        }
        wizard.next();
      }
    });

  const generatePreviews = async () => {
    const current = draftRef.current;
    setError(null);
    if (!current.avatarId) {
      setError(messages.errors.voiceNeedsAvatar);
      return;
    }
    if (!current.data.voice_description.trim()) {
      setError(messages.errors.descriptionRequired);
      return;
    }
    setGenerating(true);
    try {
      const { job_id } = await api.avatars.generateVoicePreview({
        avatar_id: current.avatarId,
        voice_description: voiceDescription(current),
        language: current.data.voice_language,
      });
      const job = await pollVoiceGeneration(api, job_id);
      wizard.setVoicePreviews(
        (job.job_data.previews ?? []).map((preview) => ({
          generated_voice_id: preview.generated_voice_id,
          preview_url: api.avatars.mediaUrl(preview.preview_url),
        })),
      );
    } catch (failure) {
      setError(jobErrorText(failure, messages, messages.errors.generateFailed));
    } finally {
      setGenerating(false);
    }
  };

  const resetAll = () => {
    clearDraft();
    wizard.reset();
    setError(null);
    setNotice(null);
    setCheckFailed(false);
    setVoicePrompt(null);
    setCreated(null);
  };

  return {
    wizard,
    busy,
    generatingPreviews: generating,
    error,
    notice,
    checkFailed,
    voicePrompt,
    created,
    onContinue: () => void continueStep(),
    onCancel: () => {
      // Cancel means the avatar should not exist: delete what the wizard created (its jobs,
      // media and voice go with it). One already gone is fine.
      const created = draftRef.current.avatarId;
      resetAll();
      if (created) void api.avatars.delete(created).catch(() => undefined);
    },
    onReset: resetAll,
    onCreateAnother: resetAll,
    onViewAvatars: () => {
      resetAll();
      options.onViewAvatars();
    },
    onStartSession: () => {
      const avatarId = draftRef.current.avatarId;
      if (!avatarId) return;
      resetAll();
      options.onStartSession(avatarId);
    },
    onGeneratePreviews: () => void generatePreviews(),
    onRetryAvatar: () =>
      void run(async () => {
        try {
          await uploadPicture(draftRef.current);
        } catch {
          setError(messages.errors.retryAvatarFailed);
        }
      }),
    onRetryVoice: () =>
      void run(async () => {
        try {
          await startVoice(draftRef.current);
        } catch {
          setError(messages.errors.retryVoiceFailed);
        }
      }),
    onTryAgain: () => {
      setError(null);
      wizard.goTo(draftRef.current.jobs.avatar?.status === 'failed' ? 2 : 3);
    },
    onVoicePromptConfirm: () => {
      setVoicePrompt(null);
      setError(null);
      setJob('voice', null, null);
      wizard.next();
    },
    onVoicePromptDismiss: () => setVoicePrompt(null),
  };
}
