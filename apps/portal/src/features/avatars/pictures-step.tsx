import { type AvatarWizardState, Button, checkUpload } from '@rebond/ui';
import { useId, useRef, useState } from 'react';
import { useAvatarMessages } from './messages';
import { uploadProblemText } from './upload-messages';
import { useObjectUrl } from './use-object-url';
import './avatars.css';

/**
 * Step 2: one picture (1/1) with a preview. Only pictures the server will take are kept: a file
 * over 10 MB, or one that is not an image inside (a text file named .png), is refused with the
 * reason before any preview or upload.
 */
export function PicturesStep({ wizard }: { wizard: AvatarWizardState }) {
  const all = useAvatarMessages();
  const messages = all.pictures;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const picture = wizard.draft.data.pictures[0];
  const previewUrl = useObjectUrl(picture);
  const count = wizard.draft.data.pictures.length;

  return (
    <div className="rb-avatar-wizard-step" data-slot="avatar-step-pictures">
      <p className="rb-avatar-wizard-step__intro">{messages.intro}</p>
      <div className="rb-avatar-wizard-upload">
        <div className="rb-avatar-wizard-upload__head">
          <label htmlFor={inputId} className="rb-field__label">
            {picture ? messages.replace : messages.choose}
          </label>
          <span className="rb-avatar-wizard-upload__count">
            <span aria-hidden="true">{messages.count(count)}</span>
            <span className="rb-visually-hidden">{messages.countLabel(count)}</span>
          </span>
        </div>
        <p id={hintId} className="rb-field__hint">
          {messages.hint}
        </p>
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="rb-avatar-wizard-upload__input"
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          onChange={async (event) => {
            const file = event.target.files?.[0];
            if (inputRef.current) inputRef.current.value = '';
            if (!file) return;
            const problem = await checkUpload(file, 'image');
            if (problem) {
              setError(uploadProblemText(problem, 'image', all));
              return;
            }
            const accepted = await wizard.setPicture(file);
            setError(accepted ? null : messages.notImage);
          }}
        />
        {error ? (
          <p id={errorId} className="rb-field__error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {picture && previewUrl ? (
        <figure className="rb-avatar-wizard-preview" data-slot="avatar-picture-preview">
          <img src={previewUrl} alt={messages.previewAlt(picture.name)} />
          <figcaption>
            <span>{picture.name}</span>
            <Button size="sm" variant="ghost" onClick={() => wizard.removePicture()}>
              {messages.remove}
            </Button>
          </figcaption>
        </figure>
      ) : picture ? (
        <p className="rb-field__hint">{picture.name}</p>
      ) : (
        <p className="rb-avatar-wizard-empty">{messages.empty}</p>
      )}
    </div>
  );
}
