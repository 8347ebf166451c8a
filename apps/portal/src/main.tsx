import '@rebond/ui/styles.css';
import './portal.css';
import {
  AuthStoreProvider,
  hasSession,
  LocaleProvider,
  matchLocale,
  useDevicePreferencesStore,
} from '@rebond/ui';
import { StrictMode, Suspense, useDeferredValue, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { authStore } from './auth/auth-store';
import { portalMessages } from './messages';
import { publicMessages } from './pages/public/messages/use-public-messages';
import { createRouter } from './router';

const browserLocale = matchLocale(navigator.languages);
const router = createRouter();

// The texts of the first screen's language, fetched beside the entry rather than after its first
// render: the public ones, and the portal's own when signed in. Other catalogues (and other
// languages) load when first shown.
const firstLocale = useDevicePreferencesStore.getState().preferences.language ?? browserLocale;
const publicTexts = publicMessages.load(firstLocale);
if (hasSession(authStore.getState())) void portalMessages.load(firstLocale);

/**
 * The language chosen in Settings (kept on this device), else the browser's. A new language's
 * catalogues are fetched before it shows: until then the screen keeps the previous language.
 */
function LocalizedApp() {
  const chosen = useDevicePreferencesStore((state) => state.preferences.language) ?? browserLocale;
  const locale = useDeferredValue(chosen);
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <LocaleProvider locale={locale}>
      <AuthStoreProvider store={authStore}>
        <RouterProvider router={router} />
      </AuthStoreProvider>
    </LocaleProvider>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// The server sends the landing page prerendered in the browser's language (scripts/prerender.mjs).
// A language chosen in Settings may differ: that markup is not this device's, so it goes at once.
if (root.dataset.prerendered && root.dataset.prerendered !== firstLocale) root.replaceChildren();
// The first render waits for the public texts, so it replaces the prerendered page with the same
// page rather than with an empty screen while they arrive (if they fail, the screen suspends
// until a later render fetches them again).
const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Suspense fallback={null}>
        <LocalizedApp />
      </Suspense>
    </StrictMode>,
  );
void publicTexts.then(render, render);
