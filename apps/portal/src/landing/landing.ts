/**
 * The only script of the prerendered public pages, the landing page first (a few KB, no framework:
 * `STATIC_PUBLIC_PATHS`): the server sends each page as HTML and CSS (scripts/prerender.mjs), its
 * links are plain anchors into the app, and this
 * script makes the rest work: the mobile menu, the floating buttons' tooltips, Watch Demo and the
 * typing animation. When this visit needs the app itself (see `wantsApp`), it loads the app
 * instead, which then draws the same page in its place.
 */

import { enhanceFloatingTooltips } from './floating-tooltips';
import { enhanceMenu } from './menu';
import { enhanceShowButtons } from './show-buttons';
import { animateTyping } from './typing';
import { wantsApp } from './wants-app';

function enhance() {
  enhanceMenu();
  enhanceFloatingTooltips();
  enhanceShowButtons();
  animateTyping();
}

const app = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;
if (app && wantsApp()) import(/* @vite-ignore */ app).catch(enhance);
else enhance();
