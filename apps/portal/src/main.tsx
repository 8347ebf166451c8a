import '@rebond/ui/styles.css';
import './portal.css';
import { AuthStoreProvider, LocaleProvider, matchLocale, useDevicePreferencesStore } from '@rebond/ui';
import { StrictMode, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { authStore } from './auth/auth-store';
import { createRouter } from './router';

const browserLocale = matchLocale(navigator.languages);
const router = createRouter();

/** The language chosen in Settings (kept on this device), else the browser's. */
function LocalizedApp() {
  const locale = useDevicePreferencesStore((state) => state.preferences.language) ?? browserLocale;
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
createRoot(root).render(
  <StrictMode>
    <LocalizedApp />
  </StrictMode>,
);
