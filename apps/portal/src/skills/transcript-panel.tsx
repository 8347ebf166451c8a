import { type HeadingLevel, TranscriptForm, useLocale } from '@rebond/ui';
import { api } from '../api';
import { useErrorMessage } from '../use-error-message';

export interface TranscriptPanelProps {
  /** @default 2 */
  headingLevel?: HeadingLevel;
}

/** "Code a transcript": sends a pasted or uploaded transcript to `POST /skills/transcripts`. */
export function TranscriptPanel({ headingLevel = 2 }: TranscriptPanelProps) {
  const locale = useLocale();
  const errorMessage = useErrorMessage();
  return (
    <TranscriptForm
      headingLevel={headingLevel}
      onSubmit={(body) => api.skills.createTranscript(body, { locale })}
      errorMessage={(error) => errorMessage(error, 'generic')}
    />
  );
}
