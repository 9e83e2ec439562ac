import type { MemberView } from '@koinonia/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Dialog, useToast } from '../../../shared/ui';
import { useArchiveMember } from '../api/archive-member.mutation';
import { useRestoreMember } from '../api/restore-member.mutation';

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

/**
 * Asks before archiving or restoring a member, then does it against the revision on screen.
 * Mount it when asking: what it asks is fixed then, even as the member refreshes behind it.
 */
export function MemberStatusDialog({ member, onClose }: { member: MemberView; onClose: () => void }) {
  const { t } = useTranslation('members');
  const toast = useToast();
  const archive = useArchiveMember();
  const restore = useRestoreMember();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [archiving] = useState(member.status === 'active');
  const mutation = archiving ? archive : restore;

  const confirm = () => {
    mutation.mutate(
      { id: member.id, revision: member.revision },
      {
        onSuccess: () => {
          toast.show({
            tone: 'success',
            message: t(archiving ? 'profile.archived' : 'profile.restored', { name: member.fullName }),
          });
          onClose();
        },
        onError: (error) => {
          toast.show({ tone: 'error', message: errorMessageOf(t, error) });
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} title={t(archiving ? 'profile.archiveTitle' : 'profile.restoreTitle')} width="30rem" initialFocus={cancelRef}>
      <StyledText>{t(archiving ? 'profile.archiveText' : 'profile.restoreText', { name: member.fullName })}</StyledText>
      <StyledFooter>
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant={archiving ? 'danger' : 'primary'} onClick={confirm} disabled={mutation.isPending}>
          {mutation.isPending ? t('profile.working') : t(archiving ? 'profile.archiveConfirm' : 'profile.restoreConfirm')}
        </Button>
      </StyledFooter>
    </Dialog>
  );
}
