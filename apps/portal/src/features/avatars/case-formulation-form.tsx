import {
  CASE_FRAMES,
  CASE_GENDERS,
  type CaseFormulation,
  DISCLOSURE_DEPTHS,
  type DisclosureDepth,
  STAGES_OF_CHANGE,
} from '@rebond/sdk';
import { Button, TextField } from '@rebond/ui';
import '../profile/profile.css';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import type { PortalMessages } from '../../messages';
import { type CaseFormulationDraft, fromDraft, LINE_FIELDS, rowKey, toDraft } from './case-formulation-draft';

export interface CaseFormulationFormProps {
  formulation: CaseFormulation;
  messages: PortalMessages['caseFormulation'];
  pending: boolean;
  onSave(formulation: CaseFormulation): void;
  onCancel(): void;
}

/** A labelled native select: every screen reader and keyboard knows it. */
function Choice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={id}>
        {props.label}
      </label>
      <select
        id={id}
        className="rb-input"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text area with a hint read after its name. */
function Lines(props: { label: string; hint: string; value: string; onChange(value: string): void }) {
  const id = useId();
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={id}>
        {props.label}
      </label>
      <span className="rb-field__hint" id={`${id}-hint`}>
        {props.hint}
      </span>
      <textarea
        id={id}
        className="rb-input"
        rows={3}
        aria-describedby={`${id}-hint`}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </div>
  );
}

function Group(props: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="portal-formulation-form__group">
      <legend>{props.legend}</legend>
      {props.hint ? <p className="rb-field__hint">{props.hint}</p> : null}
      {props.children}
    </fieldset>
  );
}

/**
 * The formulation as a form (never as raw JSON): who the client is, who the coach is to them, the
 * people and story facts as rows (each fact with when it is told), the lists one item a line, and
 * the stage of change. Every control has a visible label; rows are added and removed by buttons.
 */
export function CaseFormulationForm({
  formulation,
  messages,
  pending,
  onSave,
  onCancel,
}: CaseFormulationFormProps) {
  const [draft, setDraft] = useState<CaseFormulationDraft>(() => toDraft(formulation));
  const set = <K extends keyof CaseFormulationDraft>(key: K, value: CaseFormulationDraft[K]) =>
    setDraft((d) => ({ ...d, [key]: value }));
  const setPerson = (key: number, field: 'relation' | 'name' | 'age', value: string) =>
    set(
      'people',
      draft.people.map((p) => (p.key === key ? { ...p, [field]: value } : p)),
    );
  const setFact = (key: number, change: Partial<{ text: string; depth: DisclosureDepth }>) =>
    set(
      'facts',
      draft.facts.map((fact) => (fact.key === key ? { ...fact, ...change } : fact)),
    );
  /** Drops the row `key` of the people or the facts. */
  const remove = (list: 'people' | 'facts', key: number) =>
    setDraft((d) => ({ ...d, [list]: d[list].filter((row) => row.key !== key) }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(fromDraft(draft, formulation));
  };
  const depthOptions = DISCLOSURE_DEPTHS.map((depth) => ({
    value: String(depth),
    label: messages.depths[depth] ?? '',
  }));

  return (
    <form className="portal-formulation-form" onSubmit={submit} aria-label={messages.edit}>
      <Group legend={messages.who}>
        <TextField
          label={messages.name}
          value={draft.name}
          maxLength={100}
          onChange={(e) => set('name', e.target.value)}
        />
        <TextField
          label={messages.age}
          inputMode="numeric"
          value={draft.age}
          maxLength={3}
          onChange={(e) => set('age', e.target.value)}
        />
        <Choice
          label={messages.gender}
          value={draft.gender}
          options={[
            { value: '', label: messages.genders.unsaid },
            ...CASE_GENDERS.map((g) => ({ value: g, label: messages.genders[g] })),
          ]}
          onChange={(value) => set('gender', value)}
        />
        <TextField
          label={messages.role}
          value={draft.role}
          maxLength={200}
          onChange={(e) => set('role', e.target.value)}
        />
        <TextField
          label={messages.traits}
          hint={messages.traitsHint}
          value={draft.traits}
          onChange={(e) => set('traits', e.target.value)}
        />
      </Group>
      <Group legend={messages.coach}>
        <Choice
          label={messages.frame}
          value={draft.frame}
          options={CASE_FRAMES.map((frame) => ({ value: frame, label: messages.frames[frame] }))}
          onChange={(value) => set('frame', value)}
        />
        <TextField
          label={messages.coachRole}
          required
          value={draft.coachRole}
          maxLength={100}
          onChange={(e) => set('coachRole', e.target.value)}
        />
      </Group>
      <Group legend={messages.people}>
        {draft.people.map((p, index) => (
          <fieldset key={p.key} className="portal-formulation-form__row">
            <legend className="rb-visually-hidden">{messages.person(index + 1)}</legend>
            <TextField
              label={messages.relation}
              value={p.relation}
              maxLength={60}
              onChange={(e) => setPerson(p.key, 'relation', e.target.value)}
            />
            <TextField
              label={messages.personName}
              value={p.name}
              maxLength={60}
              onChange={(e) => setPerson(p.key, 'name', e.target.value)}
            />
            <TextField
              label={messages.personAge}
              inputMode="numeric"
              value={p.age}
              maxLength={3}
              onChange={(e) => setPerson(p.key, 'age', e.target.value)}
            />
            <Button type="button" variant="secondary" onClick={() => remove('people', p.key)}>
              {messages.removePerson(index + 1)}
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => set('people', [...draft.people, { key: rowKey(), relation: '', name: '', age: '' }])}
        >
          {messages.addPerson}
        </Button>
      </Group>
      <Group legend={messages.facts} hint={messages.factsHint}>
        {draft.facts.map((fact, index) => (
          <fieldset key={fact.key} className="portal-formulation-form__row">
            <legend className="rb-visually-hidden">{messages.fact(index + 1)}</legend>
            <TextField
              label={messages.fact(index + 1)}
              value={fact.text}
              maxLength={500}
              className="portal-formulation-form__fact"
              onChange={(e) => setFact(fact.key, { text: e.target.value })}
            />
            <Choice
              label={messages.depth(index + 1)}
              value={String(fact.depth)}
              options={depthOptions}
              onChange={(value) => setFact(fact.key, { depth: Number(value) as DisclosureDepth })}
            />
            <Button type="button" variant="secondary" onClick={() => remove('facts', fact.key)}>
              {messages.removeFact(index + 1)}
            </Button>
          </fieldset>
        ))}
        <Button
          type="button"
          variant="secondary"
          onClick={() => set('facts', [...draft.facts, { key: rowKey(), text: '', depth: 0 }])}
        >
          {messages.addFact}
        </Button>
      </Group>
      <TextField
        label={messages.target}
        value={draft.target}
        maxLength={100}
        onChange={(e) => set('target', e.target.value)}
      />
      {LINE_FIELDS.map((field) => (
        <Lines
          key={field}
          label={messages[field]}
          hint={messages.linesHint}
          value={draft[field]}
          onChange={(value) => set(field, value)}
        />
      ))}
      <Choice
        label={messages.stage}
        value={draft.stage}
        options={STAGES_OF_CHANGE.map((stage) => ({ value: stage, label: messages.stages[stage] }))}
        onChange={(value) => set('stage', value)}
      />
      <div className="rb-profile-form__actions">
        <Button type="submit" pending={pending}>
          {messages.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {messages.cancel}
        </Button>
      </div>
    </form>
  );
}
