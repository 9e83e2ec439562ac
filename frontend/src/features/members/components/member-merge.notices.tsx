import type { MemberView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { Button, InlineAlert } from '../../../shared/ui';
import { useUnmergeMember } from '../api/unmerge-member.mutation';

const StyledNotice = styled(InlineAlert)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-end: ${({ theme }) => theme.space.sm};
`;

/**
 * On a merged record: where it went, with a link. On a survivor: each record merged into it, when,
 * and (for those who may change the directory) an Unmerge that puts both back as they were.
 */
export function MemberMergeNotices({ member }: { member: MemberView }) {
  const { t } = useTranslation(['members', 'memberMerge']);
  const format = useFormat();
  const canWrite = useCan('members.write');
  const unmerge = useUnmergeMember();
  const date = (iso: string) => format.date(iso.slice(0, 10));
  return (
    <>
      {member.mergedInto && (
        <StyledNotice $tone="warning">
          <span>{t('memberMerge:notices.mergedInto', { name: member.mergedInto.fullName, date: date(member.mergedInto.mergedAt) })}</span>
          <Link to={paths.member(member.mergedInto.id)}>{t('memberMerge:notices.openSurvivor', { name: member.mergedInto.fullName })}</Link>
        </StyledNotice>
      )}
      {member.mergedFrom?.map((link) => (
        <StyledNotice key={link.id} $tone="success">
          <span>
            {t('memberMerge:notices.mergedFrom', { name: link.fullName, date: date(link.mergedAt) })} (
            <Link to={paths.member(link.id)}>{t('memberMerge:notices.openMerged')}</Link>)
          </span>
          {canWrite && (
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('memberMerge:notices.unmergeLabel', { name: link.fullName })}
              disabled={unmerge.isPending}
              onClick={() => unmerge.mutate({ survivorId: member.id, mergedId: link.id })}
            >
              {unmerge.isPending && unmerge.variables?.mergedId === link.id ? t('memberMerge:notices.unmerging') : t('memberMerge:notices.unmerge')}
            </Button>
          )}
        </StyledNotice>
      ))}
      {unmerge.isError && <InlineAlert role="alert">{errorMessageOf(t, unmerge.error)}</InlineAlert>}
    </>
  );
}
