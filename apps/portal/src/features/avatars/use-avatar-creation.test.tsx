import { type Avatar, ConflictError, type Job } from '@rebond/sdk';
import { type AvatarWizardDraft, emptyDraft, serializeDraft } from '@rebond/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { DRAFT_KEY } from './draft-storage';
import { useAvatarCreation } from './use-avatar-creation';

const AVATAR_ID = '6f1c2a9e-4b7d-4c1e-9a51-2f0d8c3b7e10';
const PICTURE = { name: 'portrait.png', type: 'image/png', size: 3, dataUrl: 'data:image/png;base64,AAAA' };

const job = (id: string, status: string, change: Partial<Job> = {}) =>
  ({
    id,
    status,
    progress: status === 'success' ? 100 : 10,
    stage: null,
    type: 'avatar_creation',
    job_data: {},
    error: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
    ...change,
  }) as Job;

const avatar = {
  id: AVATAR_ID,
  avatar_name: 'Elena',
  image_url: null,
  character_profile: null,
  heygen_avatar_ids: {},
  variant_urls: { normal: '/media/normal.png' },
  group_id: null,
  voice_id: 'voice-1',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
} as unknown as Avatar;

/** The SDK's answers, each as the ApiPromise the hook awaits. */
const answer = <T,>(value: T) => Promise.resolve(value) as never;

function storeDraft(change: Partial<AvatarWizardDraft>) {
  const draft = emptyDraft();
  sessionStorage.setItem(
    DRAFT_KEY,
    serializeDraft({ ...draft, avatarId: AVATAR_ID, createdName: 'Elena', ...change }),
  );
}

function renderCreation() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: 0 } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const onStartSession = vi.fn();
  const rendered = renderHook(() => useAvatarCreation({ onViewAvatars: vi.fn(), onStartSession }), {
    wrapper,
  });
  return { ...rendered, onStartSession };
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('useAvatarCreation', () => {
  it('creates the avatar on step 1 once, then moves on', async () => {
    const create = vi.spyOn(api.avatars, 'createAvatar').mockImplementation(() => answer(avatar));
    const { result } = renderCreation();
    act(() => result.current.wizard.setAvatarName(' Elena '));
    act(() => result.current.onContinue?.());
    await waitFor(() => expect(result.current.wizard.step).toBe(2));
    expect(create).toHaveBeenCalledWith({ avatar_name: 'Elena' });
    expect(result.current.wizard.draft.avatarId).toBe(AVATAR_ID);
    expect(result.current.busy).toBe(false);
  });

  it('says why the server refused the name', async () => {
    const refusal = new ConflictError('refused', {
      status: 409,
      detail: 'That name is taken.',
      method: 'POST',
      path: '/avatars',
    });
    vi.spyOn(api.avatars, 'createAvatar').mockImplementation(() => Promise.reject(refusal) as never);
    const { result } = renderCreation();
    act(() => result.current.wizard.setAvatarName('Elena'));
    act(() => result.current.onContinue?.());
    await waitFor(() => expect(result.current.error).toBe('That name is taken.'));
    expect(result.current.wizard.step).toBe(1);
  });

  it('keeps the coach on step 2 when the photo check refuses the photo', async () => {
    storeDraft({ step: 2, data: { ...emptyDraft().data, avatar_name: 'Elena', pictures: [PICTURE] } });
    vi.spyOn(api.avatars, 'createEmotionalAvatars').mockImplementation(() =>
      answer({ job_id: 'job-a', status: 'pending' }),
    );
    const refused = job('job-a', 'failed', {
      job_data: { error_message: 'No face was found in the photo.' },
    });
    vi.spyOn(api.avatars, 'getJob').mockImplementation(() => answer(refused));
    const { result } = renderCreation();
    act(() => result.current.onContinue?.());
    await waitFor(() => expect(result.current.wizard.draft.jobs.avatar?.status).toBe('failed'));
    await waitFor(() => expect(result.current.busy).toBe(false));
    expect(result.current.wizard.step).toBe(2);
    expect(result.current.wizard.draft.jobs.avatar?.error).toBe('No face was found in the photo.');
  });

  it('monitors the jobs on step 5 and reads the created avatar for the success dialog', async () => {
    storeDraft({
      step: 5,
      jobs: {
        avatar: { id: 'job-a', status: 'processing', progress: 40 },
        voice: { id: 'job-v', status: 'processing', progress: 40 },
      },
      voiceSource: 'recording.wav:3',
    });
    vi.spyOn(api.avatars, 'getJob').mockImplementation((id: string) =>
      answer(job(id, 'success', { job_data: { voice_provider: 'local' } })),
    );
    vi.spyOn(api.avatars, 'get').mockImplementation(() => answer(avatar));
    const { result, onStartSession } = renderCreation();
    await waitFor(() => expect(result.current.created?.avatarName).toBe('Elena'));
    expect(result.current.wizard.draft.jobs.voice?.status).toBe('completed');
    expect(result.current.created?.variants.map((variant) => variant.emotion)).toEqual(['normal']);
    expect(result.current.checkFailed).toBe(false);
    act(() => result.current.onStartSession?.());
    expect(onStartSession).toHaveBeenCalledWith(AVATAR_ID);
    expect(sessionStorage.getItem(DRAFT_KEY)).not.toContain(AVATAR_ID);
  });

  it('deletes the avatar on Cancel and starts again at step 1', async () => {
    storeDraft({ step: 3 });
    const remove = vi.spyOn(api.avatars, 'delete').mockImplementation(() => answer({ ok: true }));
    const { result } = renderCreation();
    act(() => result.current.onCancel?.());
    await waitFor(() => expect(remove).toHaveBeenCalledWith(AVATAR_ID));
    expect(result.current.wizard.step).toBe(1);
    expect(result.current.wizard.draft.avatarId).toBeNull();
  });

  it('stops polling the running job when the screen goes', async () => {
    storeDraft({
      step: 3,
      jobs: { avatar: { id: 'job-a', status: 'processing', progress: 10 }, voice: null },
    });
    const signals: (AbortSignal | undefined)[] = [];
    vi.spyOn(api.avatars, 'getJob').mockImplementation((id: string, options?: { signal?: AbortSignal }) => {
      signals.push(options?.signal);
      return answer(job(id, 'processing'));
    });
    const { unmount } = renderCreation();
    await waitFor(() => expect(signals.length).toBeGreaterThan(0));
    unmount();
    expect(signals[0]?.aborted).toBe(true);
  });
});
