import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DialogBody } from './dialog-body';

/** jsdom lays nothing out: each test says how tall the content is against a 300 px box. */
function contentHeight(pixels: number) {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(pixels);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DialogBody', () => {
  it('is no tab stop while its content fits', () => {
    contentHeight(300);
    render(<DialogBody data-testid="body">Short text.</DialogBody>);
    const body = screen.getByTestId('body');
    expect(body).not.toHaveAttribute('tabindex');
    expect(body).toHaveClass('rb-dialog__body');
  });

  it('becomes one when its content is taller than its box, and stops being one when it fits again', async () => {
    contentHeight(900);
    const { rerender } = render(
      <DialogBody data-testid="body" className="mine">
        A long report.
      </DialogBody>,
    );
    const body = screen.getByTestId('body');
    expect(body).toHaveAttribute('tabindex', '0');
    expect(body).toHaveClass('rb-dialog__body', 'mine');
    // The content changes (a report folds away): the body measures itself again.
    contentHeight(200);
    await act(async () => {
      rerender(
        <DialogBody data-testid="body" className="mine">
          Short.
        </DialogBody>,
      );
    });
    expect(body).not.toHaveAttribute('tabindex');
  });

  it('keeps the slot its dialog names it by', () => {
    contentHeight(100);
    render(<DialogBody data-slot="consent-modal-body">Text</DialogBody>);
    expect(screen.getByText('Text')).toHaveAttribute('data-slot', 'consent-modal-body');
  });
});
