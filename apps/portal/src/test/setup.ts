import { LOCALES } from '@rebond/ui';
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
