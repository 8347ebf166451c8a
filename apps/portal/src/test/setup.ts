import '@testing-library/jest-dom/vitest';
import { LOCALES, loadMessages } from '@rebond/ui';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { portalMessages } from '../messages';
import { publicMessages } from '../pages/public/messages/use-public-messages';
import { sessionPageMessages } from '../pages/sessions/messages';

// The app fetches each locale's catalogue when it is first shown; components under test render
// synchronously, so every catalogue of every locale is fetched once before the tests.
await Promise.all(
  [publicMessages, portalMessages, sessionPageMessages].flatMap((catalogue) =>
    LOCALES.map((locale) => catalogue.load(locale)),
  ),
);
// The features' catalogues (`defineCatalogue`) register when the test file imports them: their
// other languages load before its tests.
beforeAll(async () => {
  await Promise.all(LOCALES.map(loadMessages));
});

afterEach(() => {
  cleanup();
});
