/**
 * Buttons that bring a section of the page into view (`data-shows` names its id: the landing's
 * Watch Demo): it scrolls there, smoothly unless motion is reduced, and takes the focus.
 */
export function enhanceShowButtons() {
  for (const button of document.querySelectorAll<HTMLElement>('[data-shows]')) {
    button.addEventListener('click', () => {
      const target = document.getElementById(button.dataset.shows ?? '');
      if (!target) return;
      const reduced = matchMedia('(prefers-reduced-motion: reduce)').matches;
      target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
      target.focus({ preventScroll: true });
    });
  }
}
