import { type RefObject, useEffect } from 'react';

/**
 * When `when` turns truthy (or changes to another truthy value, e.g. a new reply's URL), moves focus to `target` if focus was lost on the way (it sits on
 * `<body>`, as after the pressed button was taken away): the next thing to do gets it instead.
 * Focus the user put somewhere else is left alone. The target may be a heading or a status: it
 * gets `tabindex="-1"` when it is not focusable itself.
 */
export function useFocusWhenLost(
  target: RefObject<HTMLElement | null>,
  when: boolean | string | null | undefined,
): void {
  useEffect(() => {
    const element = target.current;
    if (!when || !element) return;
    const active = element.ownerDocument.activeElement;
    if (active && active !== element.ownerDocument.body) return;
    if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) element.setAttribute('tabindex', '-1');
    element.focus();
  }, [target, when]);
}
