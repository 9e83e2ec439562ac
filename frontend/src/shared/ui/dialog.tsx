import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode, type RefObject, useEffectEvent } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  background: ${({ theme }) => theme.color.overlay};
  display: flex;
  align-items: flex-start;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xxxl} ${({ theme }) => theme.space.lg};
  overflow-y: auto;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.sm};
  }
`;

const StyledPanel = styled.div<{ $width: string }>`
  width: 100%;
  max-width: ${({ $width }) => $width};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: 0 24px 60px ${({ theme }) => theme.color.shadow};
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.xl} 0;
`;

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledDescription = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledBody = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

const StyledClose = styled.button`
  flex: none;
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  width: 2.25rem;
  height: 2.25rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
    color: ${({ theme }) => theme.color.text};
  }
`;

export interface DialogProps {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  children: ReactNode;
  width?: string;
  /** The element to focus first; otherwise the first field or button of the body. */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal dialog: labelled by its title, focus kept inside while open, Escape closes it and focus
 * returns to whatever opened it. The page behind is made inert. A click outside does not close it,
 * so a half-filled form is not lost by accident.
 */
export function Dialog({ open, title, description, onClose, children, width = '36rem', initialFocus }: DialogProps) {
  if (!open) return null;
  return (
    <DialogContent title={title} description={description} onClose={onClose} width={width} initialFocus={initialFocus}>
      {children}
    </DialogContent>
  );
}

function DialogContent({ title, description, onClose, children, width, initialFocus }: Omit<DialogProps, 'open'> & { width: string }) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  // The element to start on, as the caller holds it when the dialog opens.
  const takeFocus = useEffectEvent(() => {
    const target = initialFocus?.current ?? bodyRef.current?.querySelector<HTMLElement>(FOCUSABLE) ?? panelRef.current;
    target?.focus();
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    takeFocus();

    const root = document.getElementById('root');
    const wasInert = root?.hasAttribute('inert') ?? false;
    root?.setAttribute('inert', '');
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    return () => {
      if (root && !wasInert) root.removeAttribute('inert');
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
    // Runs once: opening is the only moment to take focus, closing the only one to give it back.
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    if (event.key !== 'Tab' || !panelRef.current) return;
    const focusable = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === panelRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return createPortal(
    <StyledOverlay>
      <StyledPanel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $width={width}
      >
        <StyledHeader>
          <div>
            <StyledTitle id={titleId}>{title}</StyledTitle>
            {description && <StyledDescription id={descriptionId}>{description}</StyledDescription>}
          </div>
          <StyledClose type="button" aria-label={t('actions.closeDialog')} onClick={() => onCloseRef.current()}>
            <span aria-hidden="true">×</span>
          </StyledClose>
        </StyledHeader>
        <StyledBody ref={bodyRef}>{children}</StyledBody>
      </StyledPanel>
    </StyledOverlay>,
    document.body,
  );
}
