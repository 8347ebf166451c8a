import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
});

// jsdom has no object URLs (browsers do): each call gives a distinct blob: URL, revoking is a no-op.
if (typeof URL.createObjectURL !== 'function') {
  let next = 0;
  URL.createObjectURL = () => {
    next += 1;
    return `blob:jsdom/${next}`;
  };
  URL.revokeObjectURL = () => undefined;
}
