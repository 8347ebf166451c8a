/**
 * Puts focus on the page's main heading (`main h1`) once it is shown and no dialog is open: after
 * the consent modal closes, focus would otherwise fall to `<body>`. Keeps trying for a few seconds,
 * while a screen loads or a closing dialog hands focus back, until focus stays on the heading; it
 * stops as soon as the user presses a key or the pointer, so focus they move on is never taken back.
 */
export function focusMainHeading(timeoutMs = 5000): void {
  const started = performance.now();
  let steady = 0;
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
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      if (document.activeElement === heading) steady += 1;
      else {
        steady = 0;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      if (steady >= 2) return listen(false);
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
