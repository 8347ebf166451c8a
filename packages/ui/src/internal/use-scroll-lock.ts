import { useEffect } from 'react';

/**
 * Stops the page behind a modal from scrolling while `active`, keeping the scrollbar's width as
 * padding so nothing shifts, and restores the page's own values after. Radix's `Dialog.Overlay`
 * does this with react-remove-scroll (4 KB gzipped); a modal that cannot be dismissed and already
 * blocks outside pointer events (Radix's modal content does) needs only this.
 */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    const gap = window.innerWidth - documentElement.clientWidth;
    const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight };
    body.style.overflow = 'hidden';
    if (gap > 0) body.style.paddingRight = `${gap}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, [active]);
}
