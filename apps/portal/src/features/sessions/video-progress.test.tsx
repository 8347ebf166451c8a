import { LocaleProvider, TypicalWaitsProvider } from '@rebond/ui';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VideoProgress } from './video-progress';

describe('Creating Video... with the measured wait', () => {
  it('announces the median the server measured, in the locale', async () => {
    render(
      <LocaleProvider locale="fr">
        <TypicalWaitsProvider waits={{ replySeconds: 5.2, avatarSeconds: null }}>
          <VideoProgress percent={40} stage="generatingLipSync" />
        </TypicalWaitsProvider>
      </LocaleProvider>,
    );
    expect(
      await screen.findByText(
        'Les réponses prennent environ 5 secondes sur ce serveur ces derniers temps...',
      ),
    ).toBeInTheDocument();
  });
  it('promises no time before anything was measured', () => {
    render(<VideoProgress percent={10} stage="uploading" />);
    expect(screen.getByText('Your reply is on its way...')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/\d+\s*-\s*\d+ seconds/);
  });
});
