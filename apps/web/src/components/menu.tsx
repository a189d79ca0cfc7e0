import './menu.css';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';

export interface MenuItem {
  id: string;
  label: string;
  /** A link to another screen, or an action. */
  to?: string;
  onSelect?: () => void;
  tone?: 'danger';
}

interface MenuProps {
  /** Names the button and the menu, e.g. "More actions for Everest Hostel". */
  label: string;
  items: MenuItem[];
}

/**
 * A three-dot action menu (WAI-ARIA menu button): opens with a click, Enter or Space, arrow keys
 * move between items, Escape closes and returns focus; a click or focus anywhere else closes it.
 */
export function Menu({ label, items }: MenuProps) {
  const [isOpen, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const menuId = useId();

  const menuItems = () =>
    Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!isOpen) return;
    menuItems()[0]?.focus();
    const closeOnOutside = (event: Event) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutside);
    document.addEventListener('focusin', closeOnOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOnOutside);
      document.removeEventListener('focusin', closeOnOutside);
    };
  }, [isOpen]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = menuItems();
    const current = all.findIndex((item) => item === document.activeElement);
    const focusAt = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') focusAt(current + 1);
    else if (event.key === 'ArrowUp') focusAt(current - 1);
    else if (event.key === 'Home') focusAt(0);
    else if (event.key === 'End') focusAt(all.length - 1);
    else if (event.key === 'Escape') close(true);
    else if (event.key === 'Tab') {
      setOpen(false);
      return;
    } else return;
    event.preventDefault();
  };

  return (
    <div ref={rootRef} className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="menu__button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={menuId}
        onClick={() => setOpen((open) => !open)}
      >
        <span className="menu__dots" aria-hidden="true" />
      </button>
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-label={label}
        className="menu__list"
        hidden={!isOpen}
        onKeyDown={handleMenuKeyDown}
      >
        {items.map((item) => {
          const className = item.tone === 'danger' ? 'menu__item menu__item--danger' : 'menu__item';
          return (
            <li key={item.id} role="none">
              {item.to !== undefined ? (
                <Link role="menuitem" tabIndex={-1} className={className} to={item.to}>
                  {item.label}
                </Link>
              ) : (
                <button
                  role="menuitem"
                  tabIndex={-1}
                  type="button"
                  className={className}
                  onClick={() => {
                    close(true);
                    item.onSelect?.();
                  }}
                >
                  {item.label}
                </button>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
