import type { Avatar, CaseFormulation } from '@rebond/sdk';
import { Button, type HeadingLevel, Notice, Spinner } from '@rebond/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useCaseFormulation, useSaveCaseFormulation } from '../../data/case-formulation';
import { panelState } from '../../data/panel-state';
import { usePortalMessages } from '../../messages';
import { useErrorMessage } from '../../use-error-message';
import { CaseFormulationForm } from './case-formulation-form';
import { CaseFormulationView } from './case-formulation-view';

export interface CaseFormulationSectionProps {
  /** The coach's avatars; the section shows one at a time. */
  avatars: readonly Avatar[];
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/**
 * The avatars page's case formulation: what the chosen avatar knows about itself, read from its
 * character profile, shown for review and editable as a form. Saving the profile again (the
 * avatar's `updated_at` moves) reads it afresh.
 */
export function CaseFormulationSection({ avatars, headingLevel = 2 }: CaseFormulationSectionProps) {
  const messages = usePortalMessages().caseFormulation;
  const errorText = useErrorMessage();
  const [chosen, setChosen] = useState<string>();
  const avatar = avatars.find((a) => a.id === chosen) ?? avatars[0];
  const query = useCaseFormulation(avatar);
  const saveFormulation = useSaveCaseFormulation();
  const answer = query.data;
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState(false);
  const headingId = useId();
  const selectId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const Heading = `h${headingLevel}` as const;
  const loaded = panelState(query);
  const state = loaded !== 'ready' ? loaded : editing ? 'edit' : 'view';

  // Another avatar, or its profile saved again: its formulation is read afresh, nothing said yet.
  const avatarId = avatar?.id;
  const profileSavedAt = avatar?.updated_at;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the formulation shown changes
  useEffect(() => {
    setEditing(false);
    setError(undefined);
    setSaved(false);
  }, [avatarId, profileSavedAt]);

  if (!avatar) return null;

  const save = async (formulation: CaseFormulation) => {
    setError(undefined);
    try {
      await saveFormulation.mutateAsync({ avatar, formulation });
      setSaved(true);
      setEditing(false);
      heading.current?.focus();
    } catch (failure) {
      setError(messages.saveFailed(errorText(failure, 'generic')));
    }
  };

  return (
    <section aria-labelledby={headingId} className="portal-panel" data-slot="case-formulation">
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {messages.heading}
      </Heading>
      <p>{messages.intro}</p>
      {avatars.length > 1 ? (
        <div className="rb-field">
          <label className="rb-field__label" htmlFor={selectId}>
            {messages.avatar}
          </label>
          <select
            id={selectId}
            className="rb-input"
            value={avatar.id}
            disabled={state === 'edit'}
            onChange={(event) => setChosen(event.target.value)}
          >
            {avatars.map((a) => (
              <option key={a.id} value={a.id}>
                {a.avatar_name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {state === 'loading' ? <Spinner label={messages.loading} /> : null}
      {state === 'error' ? <Notice tone="error">{messages.loadFailed}</Notice> : null}
      {saved ? <Notice tone="success">{messages.saved}</Notice> : null}
      {error ? <Notice tone="error">{error}</Notice> : null}
      {answer && state === 'view' ? (
        <>
          <p className="portal-formulation__origin">{answer.edited ? messages.edited : messages.built}</p>
          <CaseFormulationView formulation={answer.formulation} messages={messages} />
          <div>
            <Button
              type="button"
              onClick={() => {
                setSaved(false);
                setEditing(true);
              }}
            >
              {messages.edit}
            </Button>
          </div>
        </>
      ) : null}
      {answer && state === 'edit' ? (
        <CaseFormulationForm
          formulation={answer.formulation}
          messages={messages}
          pending={saveFormulation.isPending}
          onSave={(formulation) => void save(formulation)}
          onCancel={() => {
            setError(undefined);
            setEditing(false);
          }}
        />
      ) : null}
    </section>
  );
}
