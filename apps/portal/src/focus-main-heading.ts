/**
 * Puts focus on the page's main heading (`main h1`) once it is shown and no dialog is open: after
 * the consent modal closes, focus would otherwise fall to `<body>`. Keeps trying for a few seconds,
 * while a screen loads or a closing dialog hands focus back, until focus stays on the heading.
 */
export function focusMainHeading(timeoutMs = 5000): void {
  const started = performance.now();
  let steady = 0;
  const attempt = () => {
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading && !document.querySelector('[role="dialog"], [role="alertdialog"]')) {
      if (document.activeElement === heading) steady += 1;
      else {
        steady = 0;
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        heading.focus();
      }
      if (steady >= 2) return;
    }
    if (performance.now() - started < timeoutMs) setTimeout(attempt, 50);
  };
  setTimeout(attempt, 0);
}
