import '@rebond/ui/styles.css';
import './portal.css';
import { LocaleProvider, matchLocale } from '@rebond/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createRouter } from './router';

const locale = matchLocale(navigator.languages);
document.documentElement.lang = locale;

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
createRoot(root).render(
  <StrictMode>
    <LocaleProvider locale={locale}>
      <RouterProvider router={createRouter()} />
    </LocaleProvider>
  </StrictMode>,
);
