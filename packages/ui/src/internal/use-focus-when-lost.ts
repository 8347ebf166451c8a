import { type RefObject, useEffect } from 'react';

/**
 * When `when` turns truthy (or changes to another truthy value, e.g. a new reply's URL), moves focus to `target` if focus was lost on the way (it sits on
 * `<body>`, as after the pressed button was taken away, or rests on a heading or status a script
 * focused, as after a page change and a shortcut): the next thing to do gets it instead. Focus the
 * user put on a control is left alone. The target may be a heading or a status: it
 * gets `tabindex="-1"` when it is not focusable itself.
 */
export function useFocusWhenLost(
  target: RefObject<HTMLElement | null>,
  when: boolean | string | null | undefined,
): void {
  useEffect(() => {
    const element = target.current;
    if (!when || !element) return;
    const active = element.ownerDocument.activeElement as HTMLElement | null;
    // Lost: on <body>, or resting where a script put it (a heading or status with tabindex -1).
    const resting =
      active?.getAttribute('tabindex') === '-1' && !active.matches('button, a, input, select, textarea');
    if (active && active !== element.ownerDocument.body && !resting) return;
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [target, when]);
}
