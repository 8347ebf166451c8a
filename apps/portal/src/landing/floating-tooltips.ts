/**
 * The floating help buttons' tooltips, as the React `FloatingActions` do it: each shows on hover
 * and focus (`data-state="open|closed"`) and Escape dismisses them (WCAG 1.4.13).
 */
export function enhanceFloatingTooltips() {
  const tooltips: HTMLElement[] = [];
  for (const item of document.querySelectorAll<HTMLElement>('.rb-floating__item')) {
    const button = item.querySelector<HTMLElement>('.rb-floating__button');
    const tooltip = item.querySelector<HTMLElement>('.rb-floating__tooltip');
    if (!button || !tooltip) continue;
    tooltips.push(tooltip);
    const show = (open: boolean) => () => {
      tooltip.dataset.state = open ? 'open' : 'closed';
    };
    item.addEventListener('pointerenter', show(true));
    item.addEventListener('pointerleave', show(false));
    button.addEventListener('focus', show(true));
    button.addEventListener('blur', show(false));
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const tooltip of tooltips) tooltip.dataset.state = 'closed';
  });
}
