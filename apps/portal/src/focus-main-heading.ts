/**
 * Puts focus on the page's main heading (`main h1`) once it is shown and no dialog is open: after
 * the consent modal closes, focus would otherwise fall to `<body>`. Keeps at it for a few seconds,
 * while a screen loads, a page replaces the one before (its heading goes, the new one comes) or a
 * closing dialog hands focus back; it stops as soon as the user presses a key or the pointer, so
 * focus they move on is never taken back.
 * With `path`, it waits until the page at that path is shown (after signing in, not the sign-in
 * page's own heading).
 */
export function focusMainHeading(timeoutMs = 5000, path?: string): void {
  const started = performance.now();
  let userActed = false;
  const onUserAction = () => {
    userActed = true;
  };
  const listen = (on: boolean) => {
    for (const type of ['keydown', 'pointerdown'] as const) {
      if (on) document.addEventListener(type, onUserAction, { capture: true });
      else document.removeEventListener(type, onUserAction, { capture: true });
    }
  };
  const attempt = () => {
    if (userActed) return listen(false);
    const shown = !path || window.location.pathname === path;
    const heading = shown ? document.querySelector<HTMLElement>('main h1') : null;
    if (heading && !document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      if (document.activeElement !== heading) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
    }
    if (performance.now() - started < timeoutMs) setTimeout(attempt, 50);
    else listen(false);
  };
  // The key or click that led here (Enter on Sign In, say) is over before the listeners are on.
  setTimeout(() => {
    listen(true);
    attempt();
  }, 0);
}
