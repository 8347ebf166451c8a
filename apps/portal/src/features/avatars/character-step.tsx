import {
  EMOTIONAL_RESPONSE_KEYS,
  type EmotionalResponseKey,
  OPTIONAL_PROFILE_FIELDS,
  REQUIRED_PROFILE_FIELDS,
  TOPIC_BEHAVIOR_KEYS,
} from '@rebond/sdk';
import {
  ANGRY_RESPONSE_PRESETS,
  type AvatarWizardState,
  CHARACTER_TEMPLATES,
  missingProfileFields,
  SAD_RESPONSE_PRESETS,
  TextField,
} from '@rebond/ui';
import { useId } from 'react';
import { useAvatarMessages } from './messages';
import { StatusBadge } from './status-badge';
import './avatars.css';

/** Step 4: quick-start templates, the character form with preset chips, and the generated profile. */
export function CharacterStep({ wizard }: { wizard: AvatarWizardState }) {
  const messages = useAvatarMessages().character;
  const form = wizard.draft.character;
  const id = useId();
  const missing = missingProfileFields(form);

  return (
    <div className="rb-avatar-wizard-step" data-slot="avatar-step-character">
      <p className="rb-avatar-wizard-step__intro">{messages.intro}</p>
      <section aria-labelledby={`${id}-templates`} className="rb-avatar-wizard-templates">
        <h3 id={`${id}-templates`} className="rb-avatar-wizard-section__title">
          {messages.templates}
        </h3>
        <ul className="rb-avatar-wizard-templates__list">
          {CHARACTER_TEMPLATES.map((template) => {
            const name = messages.templateNames[template.id] ?? template.id;
            return (
              <li key={template.id} className="rb-avatar-wizard-template" data-tag={template.tag}>
                <span className="rb-avatar-wizard-template__tag" data-tag={template.tag}>
                  {messages.tags[template.tag]}
                </span>
                <button
                  type="button"
                  className="rb-avatar-wizard-template__button"
                  aria-describedby={`${id}-${template.id}`}
                  onClick={() => wizard.applyTemplate(template.id)}
                >
                  <span className="rb-avatar-wizard-template__name">
                    <span className="rb-visually-hidden">{`${messages.templatePrefix} `}</span>
                    {name}
                  </span>
                  <span
                    id={`${id}-${template.id}`}
                    className="rb-avatar-wizard-template__summary"
                    aria-hidden="true"
                  >
                    {template.form.role_occupation}, {template.form.age}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      </section>

      <fieldset className="rb-avatar-wizard-form">
        <legend className="rb-avatar-wizard-section__title">{messages.required}</legend>
        <div className="rb-avatar-wizard-form__grid">
          {REQUIRED_PROFILE_FIELDS.map((field) => (
            <TextField
              key={field}
              label={messages.fields[field]}
              required
              value={form[field]}
              onChange={(event) => wizard.setCharacterField(field, event.target.value)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="rb-avatar-wizard-form">
        <legend className="rb-avatar-wizard-section__title">{messages.optional}</legend>
        <div className="rb-avatar-wizard-form__grid">
          {OPTIONAL_PROFILE_FIELDS.map((field) => (
            <TextArea
              key={field}
              id={`${id}-${field}`}
              label={messages.fields[field]}
              value={form[field]}
              onChange={(value) => wizard.setCharacterField(field, value)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset className="rb-avatar-wizard-form">
        <legend className="rb-avatar-wizard-section__title">{messages.emotionalResponses}</legend>
        <div className="rb-avatar-wizard-form__grid">
          {EMOTIONAL_RESPONSE_KEYS.map((key) => (
            <div key={key} className="rb-avatar-wizard-form__cell">
              <TextArea
                id={`${id}-${key}`}
                label={messages.emotional[key]}
                value={form.emotional_responses[key]}
                onChange={(value) => wizard.setEmotionalResponse(key, value)}
              />
              <PresetChips field={key} wizard={wizard} />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="rb-avatar-wizard-form">
        <legend className="rb-avatar-wizard-section__title">{messages.topicBehaviors}</legend>
        <div className="rb-avatar-wizard-form__grid">
          {TOPIC_BEHAVIOR_KEYS.map((key) => (
            <TextField
              key={key}
              label={messages.topics[key]}
              value={form.topic_behaviors[key]}
              onChange={(event) => wizard.setTopicBehavior(key, event.target.value)}
            />
          ))}
        </div>
      </fieldset>

      <section
        aria-labelledby={`${id}-preview`}
        className="rb-avatar-wizard-profile"
        data-slot="avatar-profile-preview"
      >
        <div className="rb-avatar-wizard-profile__head">
          <h3 id={`${id}-preview`} className="rb-avatar-wizard-section__title">
            {messages.preview}
          </h3>
          <StatusBadge
            status={wizard.profileComplete ? 'completed' : 'pending'}
            data-profile-state={wizard.profileComplete ? 'complete' : 'pending'}
          >
            {wizard.profileComplete ? messages.complete : messages.pending}
          </StatusBadge>
        </div>
        {missing.length > 0 ? (
          <p className="rb-field__hint">
            {messages.missing(missing.map((field) => messages.fields[field]).join(', '))}
          </p>
        ) : null}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the preview scrolls, so keyboard users must reach it */}
        <pre className="rb-avatar-wizard-profile__text" tabIndex={0}>
          {wizard.profileText}
        </pre>
      </section>
    </div>
  );
}

function TextArea({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <div className="rb-field">
      <label className="rb-field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="rb-input rb-avatar-textarea"
        rows={2}
        maxLength={2000}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}

function PresetChips({ field, wizard }: { field: EmotionalResponseKey; wizard: AvatarWizardState }) {
  const messages = useAvatarMessages().character;
  const presets =
    field === 'sad_grieving'
      ? Object.entries(SAD_RESPONSE_PRESETS).map(([key, text]) => ({
          label: messages.sadPresets[key as keyof typeof SAD_RESPONSE_PRESETS],
          text,
        }))
      : field === 'angry_defensive'
        ? Object.entries(ANGRY_RESPONSE_PRESETS).map(([key, text]) => ({
            label: messages.angryPresets[key as keyof typeof ANGRY_RESPONSE_PRESETS],
            text,
          }))
        : [];
  if (presets.length === 0) return null;
  const current = wizard.draft.character.emotional_responses[field];
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form section
    <div
      role="group"
      aria-label={`${messages.presets}: ${messages.emotional[field]}`}
      className="rb-avatar-wizard-chips"
    >
      {presets.map((preset) => (
        <button
          key={preset.label}
          type="button"
          className="rb-avatar-wizard-chip"
          aria-pressed={current === preset.text}
          onClick={() => wizard.setEmotionalResponse(field, preset.text)}
        >
          {preset.label}
        </button>
      ))}
    </div>
  );
}
