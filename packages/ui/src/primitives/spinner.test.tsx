import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../i18n/locale';
import { expectNoAxeViolations } from '../test/axe';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('given defaults, announces that something is loading', async () => {
    const { container } = render(<Spinner />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await expectNoAxeViolations(container);
  });

  it('given a label, announces it', () => {
    render(<Spinner label="Creating your video" />);
    expect(screen.getByRole('status')).toHaveTextContent('Creating your video');
  });

  it('when decorative, is hidden from assistive technology', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('in German, says it is loading in German', () => {
    render(
      <LocaleProvider locale="de">
        <Spinner />
      </LocaleProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Wird geladen...');
  });
});
