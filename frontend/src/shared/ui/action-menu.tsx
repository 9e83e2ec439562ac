import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const StyledWrapper = styled.div`
  position: relative;
  display: inline-block;
`;

const StyledTrigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  white-space: nowrap;
  &:hover { background: ${({ theme }) => theme.color.surfaceHover}; }
`;

const StyledMenu = styled.div`
  position: absolute;
  inset-inline-end: 0;
  top: calc(100% + ${({ theme }) => theme.space.xs});
  z-index: ${({ theme }) => theme.zIndex.menu};
  min-width: 13rem;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 12px 32px ${({ theme }) => theme.color.shadow};
`;

const StyledItem = styled.button<{ $danger?: boolean }>`
  display: block;
  width: 100%;
  text-align: start;
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme, $danger }) => ($danger ? theme.color.danger : theme.color.text)};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  &:hover, &:focus-visible { background: ${({ theme }) => theme.color.surfaceMuted}; }
`;

export interface ActionMenuItem {
  label: string;
  onSelect: () => void;
  danger?: boolean;
}

/** A button that opens a short list of actions (the menu button pattern: arrows, Home/End, Escape). */
export function ActionMenu({ label, accessibleLabel, items }: { label: string; accessibleLabel: string; items: ActionMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const entries = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  useEffect(() => {
    if (!open) return;
    entries()[0]?.focus();
    const closeOnOutside = (event: MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOnOutside);
    return () => document.removeEventListener('mousedown', closeOnOutside);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      list[(index + (event.key === 'ArrowDown' ? 1 : -1) + list.length) % list.length]?.focus();
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      (event.key === 'Home' ? list[0] : list[list.length - 1])?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <StyledWrapper ref={wrapperRef}>
      <StyledTrigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={accessibleLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setOpen(true);
          }
        }}
      >
        {label}
        <span aria-hidden="true">▾</span>
      </StyledTrigger>
      {open && (
        <StyledMenu ref={menuRef} id={menuId} role="menu" aria-label={accessibleLabel} onKeyDown={onMenuKeyDown}>
          {items.map((item) => (
            <StyledItem
              key={item.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              $danger={item.danger}
              onClick={() => {
                setOpen(false);
                item.onSelect();
              }}
            >
              {item.label}
            </StyledItem>
          ))}
        </StyledMenu>
      )}
    </StyledWrapper>
  );
}
