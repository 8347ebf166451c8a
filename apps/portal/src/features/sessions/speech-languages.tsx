import { Button, Notice, useLocale, useLocaleTag } from '@rebond/ui';
import { type FormEvent, useId, useState } from 'react';
import { useSessionScreenMessages } from './messages';
import './sessions.css';

/** A language's name in the interface's language (`en` in French: "anglais"), else the tag itself. */
function languageName(tag: string, localeTag: string): string {
  try {
    return new Intl.DisplayNames([localeTag], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
}

/** The languages as one phrase in the interface's language ("English and French"). */
function languageList(tags: readonly string[], localeTag: string): string {
  const names = tags.map((tag) => languageName(tag, localeTag));
  try {
    return new Intl.ListFormat([localeTag], { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

export interface SpeechLanguagesProps {
  /** The languages the server's recogniser hears (ISO 639-1, from `/health`'s `engine.transcribe.languages`). */
  languages: readonly string[];
}

/**
 * Which languages speech is recognised in, before the coach records; in an interface language the
 * recogniser cannot hear, a notice says so and points to the typed message.
 */
export function SpeechLanguages({ languages }: SpeechLanguagesProps) {
  const text = useSessionScreenMessages().speech;
  const locale = useLocale();
  const localeTag = useLocaleTag();
  if (languages.length === 0) return null;
  const list = languageList(languages, localeTag);
  return languages.includes(locale) ? (
    <p className="rb-sessions__muted" data-slot="speech-languages">
      {text.recognisedIn(list)}
    </p>
  ) : (
    <Notice
      tone="info"
      title={text.notHeardTitle(languageName(locale, localeTag))}
      data-slot="speech-languages"
    >
      {text.notHeardText(list)}
    </Notice>
  );
}

export interface TypedMessageFormProps {
  /** Sends the typed message; resolves true once sent (the field is then emptied). */
  onSend(text: string): Promise<boolean>;
  disabled?: boolean;
}

/** The coach's message typed instead of spoken: it becomes the turn as written, with no recognition. */
export function TypedMessageForm({ onSend, disabled = false }: TypedMessageFormProps) {
  const text = useSessionScreenMessages().speech;
  const fieldId = useId();
  const [draft, setDraft] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    if (await onSend(draft.trim())) setDraft('');
  };
  return (
    <form className="rb-typed-message" data-slot="typed-message" onSubmit={(event) => void submit(event)}>
      <label htmlFor={fieldId} className="rb-typed-message__label">
        {text.typedLabel}
      </label>
      <textarea
        id={fieldId}
        className="rb-typed-message__field"
        rows={2}
        maxLength={2000}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
      />
      <Button type="submit" variant="secondary" size="sm" disabled={disabled || !draft.trim()}>
        {text.typedSend}
      </Button>
    </form>
  );
}
