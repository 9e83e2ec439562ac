import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';

/** Specification, section 9: a toast closes after 5 seconds and only one shows at a time. */
export const TOAST_DURATION_MS = 5000;

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastMessage {
  tone: ToastTone;
  title?: string;
  message: string;
}

interface ShownToast extends ToastMessage {
  id: number;
}

interface ToastContextValue {
  show: (toast: ToastMessage) => void;
  dismiss: () => void;
}

const ToastContext = createContext<ToastContextValue | null>(null);

const StyledViewport = styled.div`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-inline-end: ${({ theme }) => theme.space.xl};
  bottom: ${({ theme }) => theme.space.xl};
  width: min(24rem, calc(100vw - 2rem));
  pointer-events: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    inset-inline-end: ${({ theme }) => theme.space.lg};
    bottom: ${({ theme }) => theme.space.lg};
  }
`;

const StyledToast = styled.div<{ $tone: ToastTone }>`
  pointer-events: auto;
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
  padding: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid
    ${({ theme, $tone }) =>
      $tone === 'error' ? theme.color.danger : $tone === 'success' ? theme.color.success : theme.color.primary};
  box-shadow: 0 10px 30px ${({ theme }) => theme.color.shadow};
`;

const StyledToastBody = styled.div`
  flex: 1;
  min-width: 0;
`;

const StyledToastTitle = styled.p`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledToastText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledDismiss = styled.button`
  border: 0;
  background: transparent;
  color: ${({ theme }) => theme.color.textSubtle};
  cursor: pointer;
  border-radius: ${({ theme }) => theme.radius.sm};
  width: 1.75rem;
  height: 1.75rem;
  font-size: ${({ theme }) => theme.font.size.lg};
  line-height: 1;
  &:hover { background: ${({ theme }) => theme.color.surfaceMuted}; color: ${({ theme }) => theme.color.text}; }
`;

export function ToastProvider({ children, duration = TOAST_DURATION_MS }: { children: ReactNode; duration?: number }) {
  const { t } = useTranslation('common');
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(0);

  const show = useCallback((message: ToastMessage) => {
    nextId.current += 1;
    setPaused(false);
    setToast({ ...message, id: nextId.current });
  }, []);
  const dismiss = useCallback(() => setToast(null), []);

  // Hovering or focusing the toast holds it open, so nobody loses a message they are reading.
  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(() => setToast((current) => (current?.id === toast.id ? null : current)), duration);
    return () => clearTimeout(timer);
  }, [toast, paused, duration]);

  const value = useMemo(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={value}>
      {children}
      <StyledViewport>
        {toast && (
          <StyledToast
            key={toast.id}
            $tone={toast.tone}
            role={toast.tone === 'error' ? 'alert' : 'status'}
            aria-live={toast.tone === 'error' ? 'assertive' : 'polite'}
            aria-atomic="true"
            onMouseEnter={() => setPaused(true)}
            onMouseLeave={() => setPaused(false)}
            onFocus={() => setPaused(true)}
            onBlur={() => setPaused(false)}
          >
            <StyledToastBody>
              {toast.title && <StyledToastTitle>{toast.title}</StyledToastTitle>}
              <StyledToastText>{toast.message}</StyledToastText>
            </StyledToastBody>
            <StyledDismiss type="button" aria-label={t('actions.dismiss')} onClick={dismiss}>
              <span aria-hidden="true">×</span>
            </StyledDismiss>
          </StyledToast>
        )}
      </StyledViewport>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastContextValue {
  const value = useContext(ToastContext);
  if (!value) throw new Error('useToast needs a ToastProvider');
  return value;
}
