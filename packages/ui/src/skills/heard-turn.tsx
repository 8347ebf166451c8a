import type { HeardTurn, ScorecardTurn } from '@rebond/sdk';
import { isUnsureWord } from '@rebond/vocabulary';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../primitives/button';
import { useSkillMessages } from './messages';
import { SkillChip } from './skill-chip';

export interface HeardTurnProps {
  /** The coach turn: its text, and what the recogniser heard when it was spoken. */
  turn: { content: string; heard?: HeardTurn | undefined };
  /** The turn's code from the scorecard, if any. */
  code?: Pick<ScorecardTurn, 'code' | 'evidence' | 'not_coded'> | undefined;
  /** Saves the confirmed or corrected text (`client.sessions.correctTurn`); without it the turn is read-only. */
  onCorrect?: ((text: string) => Promise<void>) | undefined;
  /** The class of the turn's text paragraph. */
  textClassName: string;
}

/** The chip of a coach turn: its code, or "Not coded" while a spoken turn waits for confirmation. */
export function HeardTurnChip({ turn, code }: Pick<HeardTurnProps, 'turn' | 'code'>) {
  const messages = useSkillMessages().heard;
  if (turn.heard && !turn.heard.confirmed) {
    return (
      <span
        data-slot="skill-chip"
        data-code="not_coded"
        data-kind="other"
        title={messages.notCodedHint}
        className="rb-skill-chip rb-skill-chip--other"
      >
        <span className="rb-skill-chip__label">{messages.notCoded}</span>
        <span className="rb-visually-hidden">. {messages.notCodedHint}</span>
      </span>
    );
  }
  return code && !code.not_coded ? <SkillChip code={code.code} evidence={code.evidence} /> : null;
}

/**
 * A coach turn's text. A spoken turn shows the words the recogniser was unsure of underlined; until
 * the coach confirms it, Confirm and Correct are offered (when `onCorrect` is given). A corrected turn
 * shows what was heard under the corrected text.
 */
export function HeardTurnText({ turn, onCorrect, textClassName }: HeardTurnProps) {
  const messages = useSkillMessages().heard;
  const fieldId = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(turn.content);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const heard = turn.heard;

  const save = async (text: string) => {
    if (!onCorrect || !text.trim()) return;
    setSaving(true);
    setFailed(false);
    try {
      await onCorrect(text.trim());
      setEditing(false);
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(draft);
  };

  const showWords = heard && !heard.corrected && heard.words.length > 0;
  const unsure = heard?.words.some(isUnsureWord) ?? false;
  const noConfidence = heard ? heard.words.every((w) => w.confidence === null) : false;
  return (
    <>
      {editing ? (
        <form className="rb-heard-turn__form" onSubmit={submit} data-slot="heard-turn-form">
          <label htmlFor={fieldId} className="rb-heard-turn__label">
            {messages.fieldLabel}
          </label>
          <textarea
            id={fieldId}
            className="rb-heard-turn__field"
            value={draft}
            rows={3}
            maxLength={2000}
            onChange={(event) => setDraft(event.target.value)}
          />
          <span className="rb-heard-turn__actions">
            <Button type="submit" size="sm" pending={saving} disabled={!draft.trim()}>
              {saving ? messages.saving : messages.save}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setEditing(false)}>
              {messages.cancel}
            </Button>
          </span>
        </form>
      ) : (
        <p className={textClassName} data-slot="heard-turn-text">
          {showWords
            ? heard.words.map((w, i) => {
                const separator = i > 0 ? ' ' : '';
                return isUnsureWord(w) ? (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the words of a turn never change order
                  <span key={i}>
                    {separator}
                    <mark data-slot="unsure-word" className="rb-heard-turn__unsure">
                      {w.word}
                      <span className="rb-visually-hidden"> {messages.unsure}</span>
                    </mark>
                  </span>
                ) : (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the words of a turn never change order
                  <span key={i}>{`${separator}${w.word}`}</span>
                );
              })
            : turn.content}
        </p>
      )}
      {heard?.corrected ? (
        <p className="rb-heard-turn__note" data-slot="heard-as">
          {messages.heardAs(heard.text)}
        </p>
      ) : null}
      {heard && !heard.confirmed && !editing ? (
        <div className="rb-heard-turn__pending" data-slot="heard-turn-pending">
          <p className="rb-heard-turn__note">
            {noConfidence ? messages.noConfidence : unsure ? messages.unsureLegend : null}
          </p>
          {onCorrect ? (
            <span className="rb-heard-turn__actions">
              <Button
                type="button"
                size="sm"
                variant="secondary"
                pending={saving}
                onClick={() => void save(turn.content)}
              >
                {messages.confirm}
              </Button>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => {
                  setDraft(turn.content);
                  setEditing(true);
                }}
              >
                {messages.correct}
              </Button>
            </span>
          ) : null}
        </div>
      ) : null}
      {failed ? (
        <p role="alert" className="rb-heard-turn__error">
          {messages.failed}
        </p>
      ) : null}
    </>
  );
}
