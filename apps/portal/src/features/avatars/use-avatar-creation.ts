import { AVATAR_VARIANT_EMOTIONS, type Avatar, isRebondError, type Job, jobPartStatus } from '@rebond/sdk';
import {
  type AvatarWizardDraft,
  creationOutcome,
  fileKey,
  toFile,
  useAvatarWizard,
  type WizardJob,
} from '@rebond/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { api } from '../../api';
import {
  useAvatarCreationMutations,
  useAvatarJobMonitor,
  useAvatarJobPoll,
} from '../../data/avatar-creation';
import { useAvatar, useAvatarMutations } from '../../data/avatars';
import type { AvatarWizardProps } from './avatar-wizard';
import { jobErrorText, requestErrorText, voiceNotice } from './creation-messages';
import { clearDraft, loadDraft, saveDraft } from './draft-storage';
import { useAvatarMessages } from './messages';
import type { AvatarCreatedDetails } from './success-dialog';
import { uploadErrorText } from './upload-messages';

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

/** The description the server reads: the user's words plus the voice settings. */
function voiceDescription(draft: AvatarWizardDraft): string {
  const { voice_description, voice_settings } = draft.data;
  const settings = `Voice settings: ${voice_settings.gender} voice, ${voice_settings.accent} accent, ${voice_settings.speed} pace, ${voice_settings.tone} tone.`;
  return `${voice_description.trim().replace(/[.\s]+$/, '')}. ${settings}`;
}

/** The success dialog's details of the created avatar. */
const createdDetails = (avatar: Avatar): AvatarCreatedDetails => ({
  avatarName: avatar.avatar_name,
  groupId: avatar.group_id,
  voiceId: avatar.voice_id,
  createdAt: avatar.created_at,
  variants: AVATAR_VARIANT_EMOTIONS.filter((emotion) => avatar.variant_urls[emotion]).map((emotion) => ({
    emotion,
    url: api.avatars.mediaUrl(avatar.variant_urls[emotion]),
  })),
});

/**
 * The avatar wizard with its server work (the data layer's queries and mutations): step 1 creates
 * the avatar, step 2 uploads the picture and waits for its photo check (a refused photo keeps the
 * coach on step 2; the creation job is polled in the background, 30 x 2 s), step 3 starts voice
 * cloning (upload or WAV recording) or creates the voice from the chosen preview, step 4 saves the
 * profile as JSON text, step 5 monitors unfinished jobs every 6 s and then reads the avatar for the
 * success dialog. The draft lives in session storage; leaving the screen stops the polls.
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
  const server = useAvatarCreationMutations();
  const { saveProfile } = useAvatarMutations();
  const [error, setError] = useState<string | null>(null);
  const [voicePrompt, setVoicePrompt] = useState<'noVoice' | 'voiceFailed' | null>(null);

  // A message about the last Continue goes once the user changes the voice choice.
  const voiceChoice = `${draft.data.voice_option}:${draft.data.selected_preview_id}`;
  useEffect(() => {
    if (voiceChoice) setError(null);
  }, [voiceChoice]);

  const { avatar: avatarJob, voice: voiceJob } = draft.jobs;
  const jobIds = { avatarJobId: avatarJob?.id ?? null, voiceJobId: voiceJob?.id ?? null };
  const avatarRunning = avatarJob?.status === 'processing';
  const voiceRunning = voiceJob?.status === 'processing';
  const voiceFromPreview = draft.voiceSource?.startsWith('preview:') ?? false;
  useAvatarJobPoll('creation', jobIds.avatarJobId, avatarRunning, (job) =>
    setJob('avatar', toWizardJob(job)),
  );
  const voicePoll = useAvatarJobPoll(
    voiceFromPreview ? 'preview-voice' : 'clone',
    jobIds.voiceJobId,
    voiceRunning,
    (job) => setJob('voice', toWizardJob(job)),
  );
  const monitor = useAvatarJobMonitor(
    jobIds,
    draft.step === 5 && (avatarRunning || voiceRunning),
    (state) => {
      if (state.avatarJob) setJob('avatar', toWizardJob(state.avatarJob));
      if (state.voiceJob) setJob('voice', toWizardJob(state.voiceJob));
    },
  );
  const outcome = creationOutcome(avatarJob, voiceJob);
  const created = useAvatar(
    draft.step === 5 && outcome === 'completed' ? draft.avatarId : null,
    createdDetails,
  );

  const fail = (text: string) => {
    setError(text);
    return false;
  };

  /** Uploads the picture and waits for its photo check; false when it could not start or was refused. */
  const uploadPicture = async (current: AvatarWizardDraft): Promise<boolean> => {
    const picture = current.data.pictures[0];
    const file = picture ? toFile(picture) : null;
    if (!current.avatarId) return fail(messages.errors.avatarIdNotFound);
    if (!picture || !file) return fail(messages.errors.fileLost);
    const source = fileKey(picture);
    const checked = await server.uploadPicture.mutateAsync({
      avatarId: current.avatarId,
      photo: file,
      onStarted: (jobId) => setJob('avatar', started(jobId), source),
    });
    if (!checked) return true;
    const job = toWizardJob(checked);
    setJob('avatar', job, source);
    return job.status !== 'failed';
  };

  /** Starts the voice job from the current voice input; false when there is nothing to start from. */
  const startVoice = async (current: AvatarWizardDraft): Promise<boolean> => {
    const { avatarId, data } = current;
    if (!avatarId) return fail(messages.errors.avatarIdMissing);
    if (data.voice_option === 'generate') {
      const chosen = data.voice_previews.find(
        (preview) => preview.generated_voice_id === data.selected_preview_id,
      );
      if (!chosen) return fail(messages.errors.invalidPreview);
      const from = { preview: chosen.generated_voice_id, description: voiceDescription(current) };
      const jobId = await server.startVoice.mutateAsync({ avatarId, from });
      setJob('voice', started(jobId), `preview:${chosen.generated_voice_id}`);
      return true;
    }
    const stored = data.voice_file;
    const file = stored ? toFile(stored) : null;
    if (!stored || !file) {
      return fail(data.voice_option === 'record' ? messages.errors.noRecording : messages.errors.fileLost);
    }
    const jobId = await server.startVoice.mutateAsync({ avatarId, from: { file } });
    setJob('voice', started(jobId), fileKey(stored));
    return true;
  };

  /** Each step's work on Continue; true moves to the next step. */
  const stepWork: Record<1 | 2 | 3 | 4, (current: AvatarWizardDraft) => Promise<boolean>> = {
    1: async (current) => {
      if (current.avatarId) return true;
      try {
        const avatar = await server.create.mutateAsync(current.data.avatar_name.trim());
        wizard.setAvatarId(avatar.id, avatar.avatar_name);
        return true;
      } catch (failure) {
        return fail(requestErrorText(failure, messages.errors.createFailed));
      }
    },
    2: async (current) => {
      const picture = current.data.pictures[0];
      const running = current.jobs.avatar && current.jobs.avatar.status !== 'failed';
      if (running && current.pictureSource === fileKey(picture)) return true;
      try {
        return await uploadPicture(current);
      } catch (failure) {
        const refused = uploadErrorText(failure, 'image', messages, picture ? { size: picture.size } : null);
        return fail(refused ?? requestErrorText(failure, messages.errors.uploadFailed));
      }
    },
    3: async (current) => {
      const { voice_option, voice_file, voice_previews, selected_preview_id } = current.data;
      const generate = voice_option === 'generate';
      if (generate && !selected_preview_id && voice_previews.length > 0) {
        return fail(messages.errors.selectPreview);
      }
      if (generate ? !selected_preview_id : !voice_file) {
        setVoicePrompt('noVoice');
        return false;
      }
      const source = generate ? `preview:${selected_preview_id}` : fileKey(voice_file);
      const voice = current.jobs.voice;
      if (voice && voice.status !== 'failed' && current.voiceSource === source) return true;
      try {
        return await startVoice(current);
      } catch (failure) {
        if (!isRebondError(failure) || failure.status !== 401) setVoicePrompt('voiceFailed');
        const size = voice_file ? { size: voice_file.size } : null;
        const refused = generate ? null : uploadErrorText(failure, 'audio', messages, size);
        return fail(
          refused ?? (generate ? messages.errors.fromPreviewStartFailed : messages.errors.cloneStartFailed),
        );
      }
    },
    4: async (current) => {
      if (!current.avatarId) return fail(messages.errors.avatarIdNotFound);
      try {
        await saveProfile.mutateAsync({ id: current.avatarId, profile: wizard.profileText });
        return true;
      } catch {
        return fail(messages.errors.profileFailed);
      }
    },
  };

  const continueStep = async () => {
    setError(null);
    const current = draftRef.current;
    if (current.step !== 5 && (await stepWork[current.step](current))) wizard.next();
  };

  const retry = async (work: () => Promise<unknown>, failureText: string) => {
    setError(null);
    await work().catch(() => setError(failureText));
  };

  const generatePreviews = async () => {
    const current = draftRef.current;
    setError(null);
    if (!current.avatarId) return fail(messages.errors.voiceNeedsAvatar);
    if (!current.data.voice_description.trim()) return fail(messages.errors.descriptionRequired);
    try {
      const previews = await server.generatePreviews.mutateAsync({
        avatar_id: current.avatarId,
        voice_description: voiceDescription(current),
        language: current.data.voice_language,
      });
      wizard.setVoicePreviews(previews);
    } catch (failure) {
      fail(jobErrorText(failure, messages, messages.errors.generateFailed));
    }
  };

  const resetAll = () => {
    clearDraft();
    wizard.reset();
    setError(null);
    setVoicePrompt(null);
  };

  return {
    wizard,
    busy: [server.create, server.uploadPicture, server.startVoice, saveProfile].some(
      (step) => step.isPending,
    ),
    generatingPreviews: server.generatePreviews.isPending,
    error,
    notice: voicePoll.data ? voiceNotice(voicePoll.data, voiceFromPreview, messages) : null,
    checkFailed: monitor.isError || created.isError,
    voicePrompt,
    created: created.data ?? null,
    onContinue: () => void continueStep(),
    onCancel: () => {
      // Cancel means the avatar should not exist: the server deletes what the wizard created.
      const avatarId = draftRef.current.avatarId;
      resetAll();
      if (avatarId) server.discard.mutate(avatarId);
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
    onRetryAvatar: () => void retry(() => uploadPicture(draftRef.current), messages.errors.retryAvatarFailed),
    onRetryVoice: () => void retry(() => startVoice(draftRef.current), messages.errors.retryVoiceFailed),
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
