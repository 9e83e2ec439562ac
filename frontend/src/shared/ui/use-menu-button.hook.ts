import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The menu button pattern (WAI-ARIA APG): the trigger opens a menu with Enter, Space or ArrowDown;
 * inside it the arrows, Home and End move between items, Escape closes and returns to the trigger,
 * Tab and a click outside close it. Spread `triggerProps` on the button and `menuProps` on the
 * element holding the `role="menuitem"` items; `wrapperRef` goes on what holds both.
 */
export function useMenuButton() {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement & HTMLLIElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement & HTMLUListElement>(null);

  const close = useCallback(() => setOpen(false), []);

  const items = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      list[(index + step + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list[list.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return {
    open,
    close,
    wrapperRef,
    triggerProps: {
      ref: triggerRef,
      type: 'button' as const,
      'aria-haspopup': 'menu' as const,
      'aria-expanded': open,
      'aria-controls': open ? menuId : undefined,
      onClick: () => setOpen((value) => !value),
      onKeyDown: (event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'ArrowDown') {
          event.preventDefault();
          setOpen(true);
        }
      },
    },
    menuProps: { ref: menuRef, id: menuId, role: 'menu' as const, onKeyDown: onMenuKeyDown },
  };
}
