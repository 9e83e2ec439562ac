import { useEffect, useRef, type KeyboardEvent, type ReactNode, type RefObject, useEffectEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Icon } from './icons';
import { SIDEBAR_WIDTH } from './sidebar';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.overlay};
`;

const StyledPanel = styled.div`
  position: fixed;
  top: 0;
  bottom: 0;
  inset-inline-start: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  width: min(${SIDEBAR_WIDTH.expanded}, 88vw);
  overflow-y: auto;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 24px 60px ${({ theme }) => theme.color.shadow};
  padding-bottom: ${({ theme }) => theme.space.xl};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-block: ${({ theme }) => theme.space.md} 0;
  padding-inline: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledClose = styled.button`
  display: inline-grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

/**
 * Under 1024 px the sidebar lives here: a modal panel from the side. Focus stays inside while it
 * is open, Escape or the backdrop closes it, and focus goes back to the menu button.
 */
export function Drawer({ open, onClose, returnFocus, children }: DrawerProps) {
  if (!open) return null;
  return (
    <DrawerContent onClose={onClose} returnFocus={returnFocus}>
      {children}
    </DrawerContent>
  );
}

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  /** Where focus goes on closing (the menu button); otherwise whatever had it on opening. */
  returnFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
}

function DrawerContent({ onClose, returnFocus, children }: Omit<DrawerProps, 'open'>) {
  const { t } = useTranslation('shell');
  const panelRef = useRef<HTMLDivElement>(null);

  // Where focus goes back on closing: the caller's element as it is then, else whoever opened it.
  const giveFocusBack = useEffectEvent((opener: HTMLElement | null) => {
    const target = returnFocus?.current ?? opener;
    if (target?.isConnected) target.focus();
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const root = document.getElementById('root');
    const wasInert = root?.hasAttribute('inert') ?? false;
    root?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      if (root && !wasInert) root.removeAttribute('inert');
      document.body.style.overflow = overflow;
      giveFocusBack(opener);
    };
    // Runs once: opening is the moment to take focus, closing the one to give it back.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) return;
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <>
      <StyledOverlay onClick={onClose} />
      <StyledPanel ref={panelRef} role="dialog" aria-modal="true" aria-label={t('drawer.label')} onKeyDown={onKeyDown}>
        <StyledHeader>
          <span>{t('drawer.label')}</span>
          <StyledClose type="button" aria-label={t('drawer.close')} onClick={onClose}>
            <Icon name="close" />
          </StyledClose>
        </StyledHeader>
        {children}
      </StyledPanel>
    </>,
    document.body,
  );
}
