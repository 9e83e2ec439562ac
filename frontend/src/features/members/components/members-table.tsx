import type { ReactNode } from 'react';
import type { MemberView, MinistryView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/routing';
import { Badge, DataTable, type DataTableColumn } from '../../../shared/ui';
import { roleLabel } from './member-labels.util';
import { ministryLabel } from './ministry-labels.util';
import { MemberPhoto } from './member-photo';
import { NotShared } from './not-shared';
import { useFormatPhone } from './use-format-phone.hook';

const StyledNameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledName = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** A phone number keeps to one line. */
const StyledPhone = styled(StyledMuted)`
  white-space: nowrap;
`;

/** An email that may wrap only after its @ and before its dots: `rebecca.cook@` / `outlook.com`, never `outlook.co` / `m`. */
export function breakableEmail(email: string): ReactNode[] {
  return email.split(/(?<=@)|(?=\.)/).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]));
}

/**
 * The directory's rows. A contact detail absent from the answer was not shared with the reader:
 * it says so rather than leaving a gap. `ownId` marks the reader's own record.
 */
export function MembersTable({ members, ministries, ownId }: { members: MemberView[]; ministries: MinistryView[] | undefined; ownId?: string | null }) {
  const { t } = useTranslation('members');
  const none = t('directory.noValue');
  const formatPhone = useFormatPhone();
  // Emails and phone numbers read left to right in every language.
  const contact = (value: string | undefined, kind: 'email' | 'phone') => {
    if (value === undefined) return <NotShared />;
    const Text = kind === 'phone' ? StyledPhone : StyledMuted;
    return <Text dir={value ? 'ltr' : undefined}>{value ? (kind === 'email' ? breakableEmail(value) : formatPhone(value)) : none}</Text>;
  };
  const columns: Array<DataTableColumn<MemberView>> = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (member) => (
        <StyledName>
          <MemberPhoto member={member} />
          <StyledNameLink to={paths.member(member.id)}>{member.fullName}</StyledNameLink>
          {member.status === 'archived' && (
            <>
              {' '}
              <Badge $tone="warning">{t('statuses.archived')}</Badge>
            </>
          )}
          {!member.privacy.listed && (
            <>
              {' '}
              <Badge>{t('directory.notListed')}</Badge>
            </>
          )}
          {member.id === ownId && (
            <>
              {' '}
              <Badge $tone="success">{t('directory.you')}</Badge>
            </>
          )}
        </StyledName>
      ),
    },
    { id: 'email', header: t('fields.email'), cell: (member) => contact(member.email, 'email') },
    { id: 'phone', header: t('fields.phone'), cell: (member) => contact(member.phone, 'phone') },
    { id: 'ministry', header: t('fields.ministry'), cell: (member) => (member.ministry ? ministryLabel(ministries, member.ministry) : none) },
    { id: 'role', header: t('fields.role'), cell: (member) => <Badge $tone="primary">{roleLabel(t, member.role)}</Badge> },
  ];
  return <DataTable caption={t('directory.tableCaption')} captionHidden columns={columns} rows={members} rowKey={(member) => member.id} />;
}
