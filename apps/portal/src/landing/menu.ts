/**
 * The public header's menu toggle on narrow screens, as the React header (`SiteHeader`) does it:
 * `aria-expanded` on the toggle and `data-state="open|closed"` on the header and the menu; Escape
 * closes it and returns focus to the toggle, and following a link closes it.
 */
export function enhanceMenu() {
  const header = document.querySelector<HTMLElement>('.rb-public-header');
  const toggle = header?.querySelector<HTMLButtonElement>('.rb-public-menu-toggle');
  const menu = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!header || !toggle || !menu) return;
  const isOpen = () => toggle.getAttribute('aria-expanded') === 'true';
  const setOpen = (open: boolean) => {
    const state = open ? 'open' : 'closed';
    header.dataset.state = state;
    menu.dataset.state = state;
    toggle.setAttribute('aria-expanded', String(open));
  };
  toggle.addEventListener('click', () => setOpen(!isOpen()));
  menu.addEventListener('click', (event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !isOpen()) return;
    setOpen(false);
    toggle.focus();
  });
}
