import {
  type AvatarWizardState,
  Button,
  checkUpload,
  Recorder,
  Select,
  type VoiceLanguage,
  type VoiceOption,
  type VoiceSettings,
} from '@rebond/ui';
import { useId, useRef, useState } from 'react';
import { useAvatarMessages } from './messages';
import { uploadProblemText } from './upload-messages';
import { useObjectUrl } from './use-object-url';
import './avatars.css';

const OPTIONS: readonly VoiceOption[] = ['upload', 'record', 'generate'];
const SETTING_VALUES = {
  gender: ['female', 'male', 'neutral'],
  accent: ['neutral', 'american', 'british', 'australian'],
  speed: ['slow', 'normal', 'fast'],
  tone: ['warm', 'calm', 'energetic', 'serious'],
} as const satisfies { [K in keyof VoiceSettings]: readonly VoiceSettings[K][] };
const LANGUAGES: readonly VoiceLanguage[] = ['english', 'spanish', 'german'];

export interface VoiceStepProps {
  wizard: AvatarWizardState;
  /** Asks the server for three previews from the description, language and settings. */
  onGeneratePreviews(): void;
  /** Previews are being generated. @default false */
  generating?: boolean;
}

/** Step 3: the voice, by upload, recording (WAV) or generation from a description. */
export function VoiceStep({ wizard, onGeneratePreviews, generating = false }: VoiceStepProps) {
  const messages = useAvatarMessages().voice;
  const { data } = wizard.draft;
  const name = useId();

  return (
    <div className="rb-avatar-wizard-step" data-slot="avatar-step-voice" data-option={data.voice_option}>
      <p className="rb-avatar-wizard-step__intro">{messages.intro}</p>
      <fieldset className="rb-avatar-wizard-choice">
        <legend className="rb-field__label">{messages.legend}</legend>
        <div className="rb-avatar-wizard-choice__options">
          {OPTIONS.map((option) => (
            <label
              key={option}
              className="rb-avatar-wizard-choice__option"
              data-checked={data.voice_option === option}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={data.voice_option === option}
                onChange={() => wizard.setVoiceOption(option)}
              />
              <span className="rb-avatar-wizard-choice__text">
                <span className="rb-avatar-wizard-choice__title">{messages.options[option]}</span>
                <span className="rb-avatar-wizard-choice__hint">{messages.optionHints[option]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {data.voice_option === 'upload' ? <UploadVoice wizard={wizard} /> : null}
      {data.voice_option === 'record' ? <RecordVoice wizard={wizard} /> : null}
      {data.voice_option === 'generate' ? (
        <GenerateVoice wizard={wizard} onGeneratePreviews={onGeneratePreviews} generating={generating} />
      ) : null}
    </div>
  );
}

function UploadVoice({ wizard }: { wizard: AvatarWizardState }) {
  const all = useAvatarMessages();
  const messages = all.voice;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const file = wizard.draft.data.voice_file;
  return (
    <div className="rb-avatar-wizard-upload" data-slot="avatar-voice-upload">
      <label htmlFor={id} className="rb-field__label">
        {messages.file}
      </label>
      <p id={`${id}-hint`} className="rb-field__hint">
        {messages.fileHint}
      </p>
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="audio/*"
        className="rb-avatar-wizard-upload__input"
        aria-describedby={[error ? `${id}-error` : '', `${id}-hint`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        onChange={async (event) => {
          const chosen = event.target.files?.[0];
          if (inputRef.current) inputRef.current.value = '';
          if (!chosen) return;
          const problem = await checkUpload(chosen, 'audio');
          if (problem) {
            setError(uploadProblemText(problem, 'audio', all));
            return;
          }
          const accepted = await wizard.setVoiceFile(chosen);
          setError(accepted ? null : messages.notAudio);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="rb-field__error" role="alert">
          {error}
        </p>
      ) : null}
      {file ? <VoiceFileRow wizard={wizard} text={messages.chosen(file.name)} /> : null}
    </div>
  );
}

/**
 * The kept voice file: its name, a player (a `blob:` URL, revoked when the file changes; the CSP
 * refuses `data:` media) unless `player` is false, and Remove.
 */
function VoiceFileRow({
  wizard,
  text,
  player = true,
}: {
  wizard: AvatarWizardState;
  text: string;
  player?: boolean;
}) {
  const messages = useAvatarMessages().voice;
  const file = wizard.draft.data.voice_file;
  const url = useObjectUrl(player ? file : null);
  return (
    <div className="rb-avatar-wizard-file" data-slot="avatar-voice-file">
      <span>{text}</span>
      {file && url ? (
        // biome-ignore lint/a11y/useMediaCaption: a voice sample of the user's own, with no words to caption in advance
        <audio controls src={url} aria-label={file.name} data-slot="avatar-voice-player" />
      ) : null}
      <Button size="sm" variant="ghost" onClick={() => void wizard.setVoiceFile(null)}>
        {messages.removeFile}
      </Button>
    </div>
  );
}

/**
 * Record mode: the recorder, whose own player plays a fresh recording; the kept file's row adds a
 * player only for a recording restored from the draft (the recorder then holds none): one player.
 */
function RecordVoice({ wizard }: { wizard: AvatarWizardState }) {
  const messages = useAvatarMessages().voice;
  const file = wizard.draft.data.voice_file;
  const [recorderHasIt, setRecorderHasIt] = useState(false);
  return (
    <div className="rb-avatar-wizard-record" data-slot="avatar-voice-record">
      <p className="rb-field__hint">{messages.recordIntro}</p>
      <Recorder
        output="wav"
        onRecordingChange={(recording) => {
          setRecorderHasIt(recording !== null);
          void wizard.setVoiceFile(recording?.file ?? null);
        }}
      />
      {file ? (
        <VoiceFileRow wizard={wizard} text={messages.recorded(file.name)} player={!recorderHasIt} />
      ) : null}
    </div>
  );
}

function GenerateVoice({
  wizard,
  onGeneratePreviews,
  generating,
}: {
  wizard: AvatarWizardState;
  onGeneratePreviews(): void;
  generating: boolean;
}) {
  const messages = useAvatarMessages().voice;
  const id = useId();
  const { data } = wizard.draft;
  const previews = data.voice_previews;

  return (
    <div className="rb-avatar-wizard-generate" data-slot="avatar-voice-generate">
      <fieldset className="rb-avatar-wizard-settings">
        <legend className="rb-field__label">{messages.settings}</legend>
        <div className="rb-avatar-wizard-settings__grid">
          {(Object.keys(SETTING_VALUES) as (keyof VoiceSettings)[]).map((setting) => {
            const labels: Record<string, string> = {
              gender: messages.genders,
              accent: messages.accents,
              speed: messages.speeds,
              tone: messages.tones,
            }[setting];
            return (
              <Select
                key={setting}
                id={`${id}-${setting}`}
                label={messages[setting]}
                options={SETTING_VALUES[setting].map((value) => ({ value, label: labels[value] }))}
                value={data.voice_settings[setting]}
                onValueChange={(value) =>
                  wizard.setVoiceSettings({ [setting]: value } as Partial<VoiceSettings>)
                }
              />
            );
          })}
        </div>
      </fieldset>
      <div className="rb-field">
        <label className="rb-field__label" htmlFor={`${id}-description`}>
          {messages.description}
        </label>
        <p className="rb-field__hint" id={`${id}-description-hint`}>
          {messages.descriptionHint}
        </p>
        <textarea
          id={`${id}-description`}
          className="rb-input rb-avatar-textarea"
          rows={3}
          maxLength={1000}
          aria-describedby={`${id}-description-hint`}
          value={data.voice_description}
          onChange={(event) => wizard.setVoiceDescription(event.target.value)}
        />
      </div>
      <Select<VoiceLanguage>
        id={`${id}-language`}
        className="rb-avatar-wizard-generate__language"
        label={messages.language}
        options={LANGUAGES.map((language) => ({ value: language, label: messages.languages[language] }))}
        value={data.voice_language}
        onValueChange={wizard.setVoiceLanguage}
      />
      <div>
        <Button variant="secondary" pending={generating} onClick={onGeneratePreviews}>
          {previews.length > 0 ? messages.regenerate : messages.generate}
        </Button>
      </div>
      {previews.length > 0 ? (
        <fieldset className="rb-avatar-wizard-previews" data-slot="avatar-voice-previews">
          <legend className="rb-field__label">{messages.previews}</legend>
          <p className="rb-field__hint">{messages.previewsHint}</p>
          <ul className="rb-avatar-wizard-previews__list">
            {previews.map((preview, index) => {
              const chosen = data.selected_preview_id === preview.generated_voice_id;
              return (
                <li
                  key={preview.generated_voice_id}
                  className="rb-avatar-wizard-previews__item"
                  data-state={chosen ? 'chosen' : 'idle'}
                >
                  <label className="rb-avatar-wizard-previews__label">
                    <input
                      type="radio"
                      name={`${id}-preview`}
                      checked={chosen}
                      onChange={() => wizard.selectPreview(preview.generated_voice_id)}
                    />
                    {messages.preview(index + 1)}
                  </label>
                  {/* biome-ignore lint/a11y/useMediaCaption: a generated voice sample reading a stock sentence */}
                  <audio
                    controls
                    preload="none"
                    src={preview.preview_url}
                    aria-label={messages.preview(index + 1)}
                  />
                </li>
              );
            })}
          </ul>
        </fieldset>
      ) : null}
    </div>
  );
}
