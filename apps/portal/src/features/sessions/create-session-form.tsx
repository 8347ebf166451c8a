import { canStartSession } from '@rebond/sdk';
import {
  AvatarPicker,
  Button,
  buttonVariants,
  Checkbox,
  type CreateSessionDraft,
  type CreateSessionField,
  type CreateSessionFormValues,
  type CreateSessionProblem,
  createSessionAvatarChosen,
  createSessionProblems,
  createSessionValues,
  EMOTIONAL_TONES,
  type EmotionalTone,
  emptyCreateSessionDraft,
  Field,
  type HeadingLevel,
  Link,
  Notice,
  OPENING_LINE_MAX,
  RELATIONSHIP_TYPES,
  type RelationshipType,
  SESSION_DIFFICULTIES,
  Select,
  type SessionAvatar,
  type SessionDifficulty,
  Spinner,
  TextField,
} from '@rebond/ui';
import { type ChangeEvent, type FormEvent, type ReactNode, useState } from 'react';
import './create-session-form.css';
import { type SessionScreenMessages, useSessionScreenMessages } from './messages';

export interface CreateSessionFormProps {
  /** The coach's avatars; only active ones (with a picture) can be chosen. */
  avatars: readonly SessionAvatar[];
  /** The avatar chosen at the start. */
  defaultAvatarId?: string | null;
  /** Submit with valid values. */
  onSubmit(values: CreateSessionFormValues): void;
  /** The session (and its avatar and first message) is being created. @default false */
  pending?: boolean;
  /** What is happening while pending, e.g. 'Creating the avatar from your photo... 40%'. */
  progress?: string | null;
  /** Why it failed (the server's reason); may hold a link to the session that was started. */
  error?: ReactNode;
  /** The back button's target. @default '/dashboard/coach' */
  backHref?: string;
  /** @default 1 */
  headingLevel?: HeadingLevel;
}

/** Each field's problem in words. */
function problemTexts(
  problems: Partial<Record<CreateSessionField, CreateSessionProblem>>,
  text: SessionScreenMessages['form'],
): Partial<Record<CreateSessionField, string>> {
  const label: Partial<Record<CreateSessionField, string>> = {
    sessionTitle: text.sessionTitle,
    sessionDescription: text.sessionDescription,
    context: text.context,
    textToSpeechText: text.textToSpeechText,
  };
  const words: Record<CreateSessionProblem, (field: CreateSessionField) => string> = {
    'avatar-required': () => text.avatarRequired,
    required: (field) => text.required(label[field] ?? ''),
    'not-an-image': () => text.photosInvalid,
    'not-audio': () => text.audioInvalid,
    'too-long': () => text.textTooLong(OPENING_LINE_MAX),
    'one-first-message': () => text.oneFirstMessage,
  };
  return Object.fromEntries(
    Object.entries(problems).map(([field, problem]) => [field, words[problem](field as CreateSessionField)]),
  );
}

/**
 * The create-session form (spec sections 2, 3 and 5): an active avatar (or photos to make a new one
 * from the first), the session title, patient ID, description, relationship, context, emotional
 * tone, difficulty, an audio file or a typed opening line as the first message. Title, description
 * and context are required; photos take images only and the audio file audio only (checked by
 * `accept` and by each file's content type). Errors show inline after the first submit.
 */
export function CreateSessionForm({
  avatars,
  defaultAvatarId = null,
  onSubmit,
  pending = false,
  progress,
  error,
  backHref = '/dashboard/coach',
  headingLevel = 1,
}: CreateSessionFormProps) {
  const text = useSessionScreenMessages().form;
  const Heading = `h${headingLevel}` as const;
  const eligible = avatars.filter(canStartSession);
  const [avatarId, setAvatarId] = useState(() => emptyCreateSessionDraft(avatars, defaultAvatarId).avatarId);
  const [sessionTitle, setSessionTitle] = useState('');
  const [patientId, setPatientId] = useState('');
  const [sessionDescription, setSessionDescription] = useState('');
  const [relationshipType, setRelationshipType] = useState<RelationshipType>('other');
  const [context, setContext] = useState('');
  const [emotionalTone, setEmotionalTone] = useState<EmotionalTone>('empathetic');
  const [difficulty, setDifficulty] = useState<SessionDifficulty>('medium');
  const [photos, setPhotos] = useState<File[]>([]);
  const [audioFile, setAudioFile] = useState<File | null>(null);
  const [useTextToSpeech, setUseTextToSpeech] = useState(false);
  const [textToSpeechText, setTextToSpeechText] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const draft: CreateSessionDraft = {
    avatarId,
    sessionTitle,
    patientId,
    sessionDescription,
    relationshipType,
    context,
    emotionalTone,
    difficulty,
    photos,
    audioFile,
    useTextToSpeech,
    textToSpeechText,
  };
  const errors = problemTexts(createSessionProblems(draft, avatars), text);
  // File type errors show at once; the others after the first submit.
  const shown = (field: CreateSessionField) =>
    submitted || field === 'photos' || field === 'audioFile' ? errors[field] : undefined;
  const invalid = Object.keys(errors).length > 0;
  const avatarChosen = createSessionAvatarChosen(draft, avatars);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    if (invalid) return;
    const values = createSessionValues(draft, avatars);
    if (values) onSubmit(values);
  }

  const choosePhotos = (event: ChangeEvent<HTMLInputElement>) =>
    setPhotos(Array.from(event.target.files ?? []));
  const chooseAudio = (event: ChangeEvent<HTMLInputElement>) => setAudioFile(event.target.files?.[0] ?? null);
  const avatarErrorId = 'create-session-avatar-error';

  return (
    <form
      data-slot="create-session-form"
      className="rb-session-form"
      onSubmit={submit}
      noValidate
      aria-busy={pending || undefined}
    >
      <div className="rb-session-form__header">
        <Link href={backHref} className={buttonVariants({ variant: 'ghost', size: 'sm' })}>
          <span aria-hidden="true">← </span>
          {text.back}
        </Link>
        <Heading className="rb-sessions__title">{text.title}</Heading>
        <p className="rb-sessions__muted">{text.subtitle}</p>
      </div>

      <fieldset className="rb-session-form__section" disabled={pending}>
        <legend className="rb-choice-group__legend">{text.avatar}</legend>
        <p className="rb-field__hint">{eligible.length ? text.avatarHint : text.noAvatarYet}</p>
        {eligible.length ? (
          <AvatarPicker
            avatars={eligible}
            value={avatarId}
            onChange={setAvatarId}
            name="create-session-avatar"
            legend={text.avatar}
            errorId={shown('avatar') ? avatarErrorId : undefined}
          />
        ) : null}
        {avatarChosen ? (
          <Button variant="ghost" size="sm" onClick={() => setAvatarId(null)}>
            {text.clearAvatar}
          </Button>
        ) : null}
        {shown('avatar') ? (
          <p id={avatarErrorId} className="rb-field__error">
            {shown('avatar')}
          </p>
        ) : null}
      </fieldset>

      <fieldset className="rb-session-form__section" disabled={pending}>
        <TextField
          label={text.sessionTitle}
          required
          value={sessionTitle}
          maxLength={200}
          autoComplete="off"
          error={shown('sessionTitle')}
          onChange={(event) => setSessionTitle(event.target.value)}
        />
        <TextField
          label={text.patientId}
          value={patientId}
          maxLength={200}
          autoComplete="off"
          onChange={(event) => setPatientId(event.target.value)}
        />
        <Field label={text.sessionDescription} required error={shown('sessionDescription')}>
          {(control) => (
            <textarea
              {...control}
              className="rb-input rb-textarea"
              rows={3}
              required
              value={sessionDescription}
              onChange={(event) => setSessionDescription(event.target.value)}
            />
          )}
        </Field>
        <div className="rb-session-form__row">
          <Select<RelationshipType>
            label={text.relationshipType}
            options={RELATIONSHIP_TYPES.map((value) => ({ value, label: text.relationships[value] }))}
            value={relationshipType}
            onValueChange={setRelationshipType}
          />
          <Select<EmotionalTone>
            label={text.emotionalTone}
            options={EMOTIONAL_TONES.map((value) => ({ value, label: text.tones[value] }))}
            value={emotionalTone}
            onValueChange={setEmotionalTone}
          />
          <Select<SessionDifficulty>
            label={text.difficulty}
            options={SESSION_DIFFICULTIES.map((value) => ({ value, label: text.difficulties[value] }))}
            value={difficulty}
            onValueChange={setDifficulty}
          />
        </div>
        <Field label={text.context} hint={text.contextHint} required error={shown('context')}>
          {(control) => (
            <textarea
              {...control}
              className="rb-input rb-textarea"
              rows={4}
              required
              value={context}
              onChange={(event) => setContext(event.target.value)}
            />
          )}
        </Field>
      </fieldset>

      <fieldset className="rb-session-form__section" disabled={pending}>
        <Field label={text.photos} hint={text.photosHint} error={shown('photos')}>
          {(control) => (
            <input
              {...control}
              type="file"
              accept="image/*"
              multiple
              className="rb-file"
              onChange={choosePhotos}
            />
          )}
        </Field>
        {photos.length > 0 && avatarChosen ? <p className="rb-field__hint">{text.photosUnused}</p> : null}
        {photos.length > 1 && !avatarChosen ? <p className="rb-field__hint">{text.photosIgnored}</p> : null}
        <Field label={text.audioFile} hint={text.audioFileHint} error={shown('audioFile')}>
          {(control) => (
            <input {...control} type="file" accept="audio/*" className="rb-file" onChange={chooseAudio} />
          )}
        </Field>
        <Checkbox
          label={text.useTextToSpeech}
          checked={useTextToSpeech}
          onCheckedChange={(checked) => setUseTextToSpeech(checked)}
        />
        {useTextToSpeech ? (
          <Field
            label={text.textToSpeechText}
            hint={text.textToSpeechHint}
            required
            error={shown('textToSpeechText')}
          >
            {(control) => (
              <textarea
                {...control}
                className="rb-input rb-textarea"
                rows={3}
                required
                value={textToSpeechText}
                onChange={(event) => setTextToSpeechText(event.target.value)}
              />
            )}
          </Field>
        ) : null}
      </fieldset>

      {submitted && invalid ? <Notice tone="error">{text.fixErrors}</Notice> : null}
      {error && !pending ? <Notice tone="error">{error}</Notice> : null}
      {pending && progress ? (
        <p className="rb-session-form__progress" role="status">
          <Spinner decorative size="sm" />
          {progress}
        </p>
      ) : null}

      <div className="rb-wizard__actions">
        <span />
        <Button type="submit" pending={pending}>
          {text.submit}
        </Button>
      </div>
    </form>
  );
}
