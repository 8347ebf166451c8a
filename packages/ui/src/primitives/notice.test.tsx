import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../test/axe';
import { Notice } from './notice';

describe('Notice', () => {
  it('given the success tone, is a green polite status message', async () => {
    const { container } = render(<Notice tone="success">Registration successful. Please sign in.</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Registration successful. Please sign in.');
    expect(notice).toHaveAttribute('data-tone', 'success');
    expect(notice).toHaveClass('rb-notice--success');
    await expectNoAxeViolations(container);
  });

  it('given the error tone, is an alert', async () => {
    const { container } = render(<Notice tone="error">Login failed</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('Login failed');
    await expectNoAxeViolations(container);
  });

  it('given no tone, is informational, and shows a title when given', () => {
    render(<Notice title="Heads up">Maintenance tonight</Notice>);
    const notice = screen.getByRole('status');
    expect(notice).toHaveAttribute('data-tone', 'info');
    expect(notice).toHaveTextContent('Heads upMaintenance tonight');
  });
});
