import '@testing-library/jest-dom/vitest';
import { LOCALES, loadMessages } from '@rebond/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { portalMessages } from '../messages';
import { publicMessages } from '../pages/public/messages/use-public-messages';

// The app fetches each locale's catalogue when it is first shown; components under test render
// synchronously, so every catalogue of every locale is fetched once before the tests.
await Promise.all(
  [publicMessages, portalMessages].flatMap((catalogue) => LOCALES.map((locale) => catalogue.load(locale))),
);
// The features' catalogues (`defineCatalogue`) register when the test file imports them: their
// other languages load before its tests.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadMessages));
});

// The files of a worker share one window (vitest.config.ts, `isolate: false`): each test ends with
// the web storage a fresh tab has, so a draft or a step one file saved is not another file's first
// visit (draft-storage.test.ts found one from use-avatar-creation.test.tsx, in a CI run's order).
afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});

// jsdom has no pointer capture, scrollIntoView or ResizeObserver (browsers do; Radix Select and
// the popper-placed parts call them): no-ops here, the stories run the same parts in Chromium.
if (typeof Element.prototype.hasPointerCapture !== 'function') {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => undefined;
  Element.prototype.releasePointerCapture = () => undefined;
}
if (typeof Element.prototype.scrollIntoView !== 'function') {
  Element.prototype.scrollIntoView = () => undefined;
}
if (typeof globalThis.ResizeObserver !== 'function') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}
