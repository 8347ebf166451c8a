import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { loadMessages } from '../i18n/catalogue';
import { LOCALES } from '../i18n/locales';

// The catalogues the test file imported load their other languages ahead, as an app may with
// `loadMessages`, so a test rendering French finds it on the first frame.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadMessages));
});

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

// jsdom has no pointer capture, scrollIntoView or ResizeObserver (browsers do; Radix Select and
// the popper-placed parts call them): no-ops here, the stories run the same parts in Chromium.
// (Files that run in node, like the tarball test, have no Element at all.)
if (typeof Element !== 'undefined' && typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (typeof Element !== 'undefined' && typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
