import { describe, expect, it } from 'vitest';
import {
  initialSessionWizard,
  type SessionWizardEvent,
  type SessionWizardState,
  sessionWizardAvatars,
  sessionWizardReducer,
  sessionWizardStatus,
  sessionWizardValues,
} from './session-wizard-model';

const avatars = [
  { id: 'a1', avatar_name: 'Marion', image_url: 'https://example.test/marion.png' },
  { id: 'a2', avatar_name: 'Not ready', image_url: null },
];

const run = (events: SessionWizardEvent[], start: SessionWizardState = initialSessionWizard()) =>
  events.reduce((state, event) => sessionWizardReducer(state, event, avatars), start);

describe('the session wizard model (no React, no DOM)', () => {
  it('offers only the avatars a session can start with', () => {
    expect(sessionWizardAvatars(avatars).map((avatar) => avatar.id)).toEqual(['a1']);
  });

  it('stays on step 1 until an active avatar is chosen; an avatar without a picture does not count', () => {
    expect(sessionWizardStatus(initialSessionWizard(), avatars).stepValid).toBe(false);
    expect(run([{ type: 'submit' }]).step).toBe(1);
    expect(run([{ type: 'choose-avatar', avatarId: 'a2' }, { type: 'submit' }]).step).toBe(1);
    const chosen = run([{ type: 'choose-avatar', avatarId: 'a1' }, { type: 'submit' }]);
    expect(chosen.step).toBe(2);
    expect(sessionWizardStatus(chosen, avatars).steps.map((step) => step.state)).toEqual([
      'complete',
      'current',
      'upcoming',
    ]);
  });

  it('creates a dynamic session with a normal emotion and no blank patient name', () => {
    const state = run([{ type: 'submit' }, { type: 'type-patient-name', value: '   ' }, { type: 'submit' }], {
      ...initialSessionWizard('a1'),
    });
    expect(state.step).toBe(3);
    expect(sessionWizardValues(state, avatars)).toEqual({
      avatarId: 'a1',
      dynamicSession: true,
      emotion: 'normal',
      scenarioPrompt: undefined,
      patientName: undefined,
    });
  });

  it('holds a scenario session until its prompt is not blank, then sends it trimmed', () => {
    const blank = run(
      [
        { type: 'submit' },
        { type: 'choose-session-type', dynamicSession: false },
        { type: 'submit' },
        { type: 'type-scenario-prompt', value: '   ' },
      ],
      initialSessionWizard('a1'),
    );
    expect(sessionWizardStatus(blank, avatars)).toMatchObject({ stepValid: false, promptError: false });
    expect(sessionWizardValues(blank, avatars)).toBeUndefined();
    const submitted = sessionWizardReducer(blank, { type: 'submit' }, avatars);
    expect(submitted.promptTouched).toBe(true);
    expect(sessionWizardStatus(submitted, avatars).promptError).toBe(true);

    const typed = run(
      [
        { type: 'type-scenario-prompt', value: '  My manager refuses my raise. ' },
        { type: 'choose-emotion', emotion: 'anger' },
        { type: 'type-patient-name', value: ' Alex ' },
      ],
      submitted,
    );
    expect(sessionWizardValues(typed, avatars)).toEqual({
      avatarId: 'a1',
      dynamicSession: false,
      emotion: 'anger',
      scenarioPrompt: 'My manager refuses my raise.',
      patientName: 'Alex',
    });
  });

  it('on the last step without a usable avatar, marks the avatar missing instead of creating', () => {
    const state = { ...initialSessionWizard('gone'), step: 3 as const };
    expect(sessionWizardValues(state, avatars)).toBeUndefined();
    const next = sessionWizardReducer(state, { type: 'submit' }, avatars);
    expect(next.avatarMissing).toBe(true);
    expect(sessionWizardReducer(next, { type: 'choose-avatar', avatarId: 'a1' }, avatars).avatarMissing).toBe(
      false,
    );
  });

  it('goes back one step at a time, never before step 1, and go-to only goes back', () => {
    const third = { ...initialSessionWizard('a1'), step: 3 as const };
    expect(run([{ type: 'back' }], third).step).toBe(2);
    expect(run([{ type: 'back' }, { type: 'back' }, { type: 'back' }], third).step).toBe(1);
    expect(sessionWizardStatus(initialSessionWizard(), avatars).canGoBack).toBe(false);
    expect(run([{ type: 'go-to', step: 1 }], third).step).toBe(1);
    expect(run([{ type: 'go-to', step: 3 }], initialSessionWizard('a1')).step).toBe(1);
  });
});
