import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { Dialog } from './dialog';
import { InlineAlert } from './page';

const StyledText = styled.div`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledAlert = styled(InlineAlert)`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * Asks before something that cannot simply be taken back. Cancel has the focus, so Enter on an
 * accidental open does nothing harmful.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  tone = 'danger',
  pending = false,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  tone?: 'danger' | 'primary';
  pending?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open title={title} onClose={onClose} width="30rem" initialFocus={cancelRef}>
      <StyledText>{children}</StyledText>
      {error && <StyledAlert role="alert">{error}</StyledAlert>}
      <StyledFooter>
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {t('actions.cancel')}
        </Button>
        <Button variant={tone} onClick={onConfirm} disabled={pending}>
          {pending && pendingLabel ? pendingLabel : confirmLabel}
        </Button>
      </StyledFooter>
    </Dialog>
  );
}
