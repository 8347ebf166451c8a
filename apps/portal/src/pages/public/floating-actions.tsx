import { type ReactNode, useEffect, useId, useState } from 'react';
import { Link } from 'react-router';
import { BookIcon, CalendarIcon, ChatIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';

interface FloatingActionProps {
  to: string;
  label: string;
  hint: string;
  icon: ReactNode;
}

/**
 * One round icon link with a tooltip. The label is the link's accessible name and the hint its
 * description, so screen readers get the tooltip text without hovering. The tooltip shows on
 * hover and focus (`data-state="open|closed"`) and Escape dismisses it (WCAG 1.4.13).
 */
function FloatingAction({ to, label, hint, icon }: FloatingActionProps) {
  const [open, setOpen] = useState(false);
  const hintId = useId();

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key === 'Escape') setOpen(false);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  return (
    <li
      className="rb-floating__item"
      onPointerEnter={() => setOpen(true)}
      onPointerLeave={() => setOpen(false)}
    >
      <Link
        to={to}
        className="rb-floating__button"
        aria-label={label}
        aria-describedby={hintId}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
      >
        {icon}
      </Link>
      <span className="rb-floating__tooltip" data-state={open ? 'open' : 'closed'}>
        <span className="rb-floating__tooltip-title" aria-hidden="true">
          {label}
        </span>
        <span role="tooltip" id={hintId}>
          {hint}
        </span>
      </span>
    </li>
  );
}

/**
 * The landing page's floating help buttons: live chat support (/support), documentation (/help)
 * and scheduling a demo (/contact).
 */
export function FloatingActions() {
  const messages = usePublicMessages().landing.floating;
  return (
    <nav className="rb-floating" aria-label={messages.label}>
      <ul className="rb-floating__list">
        <FloatingAction
          to="/support"
          label={messages.liveChat.label}
          hint={messages.liveChat.hint}
          icon={<ChatIcon size={22} />}
        />
        <FloatingAction
          to="/help"
          label={messages.docs.label}
          hint={messages.docs.hint}
          icon={<BookIcon size={22} />}
        />
        <FloatingAction
          to="/contact"
          label={messages.demo.label}
          hint={messages.demo.hint}
          icon={<CalendarIcon size={22} />}
        />
      </ul>
    </nav>
  );
}
