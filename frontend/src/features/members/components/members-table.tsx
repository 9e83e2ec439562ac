import type { ReactNode } from 'react';
import type { MemberView, MinistryView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/routing';
import { Badge, VisuallyHidden } from '../../../shared/ui';
import { ministryLabel, roleLabel } from './member-labels.util';
import { NotShared } from './not-shared';

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: middle;
  }

  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  tbody tr:hover {
    background: ${({ theme }) => theme.color.surfaceHover};
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }

  /* Words break between words; an email only after its @ and before its dots (see breakableEmail). */
  td {
    overflow-wrap: normal;
  }
  td[data-kind='phone'] {
    white-space: nowrap;
  }

  /* Narrow screens: each member becomes a small card, each cell labelled. */
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      justify-items: start;
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
      border: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textSubtle};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
  }
`;

const StyledNameLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
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
  // Emails and phone numbers read left to right in every language.
  const contact = (value: string | undefined, kind: 'email' | 'phone') =>
    value === undefined ? (
      <NotShared />
    ) : (
      <StyledMuted dir={value ? 'ltr' : undefined}>{value ? (kind === 'email' ? breakableEmail(value) : value) : none}</StyledMuted>
    );
  const columns = {
    name: t('fields.name'),
    email: t('fields.email'),
    phone: t('fields.phone'),
    ministry: t('fields.ministry'),
    role: t('fields.role'),
  };
  return (
    // Explicit roles keep the table a table for screen readers when narrow screens restyle its rows.
    <StyledTable role="table">
      <caption>
        <VisuallyHidden>{t('directory.tableCaption')}</VisuallyHidden>
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          <th scope="col" role="columnheader">
            {columns.name}
          </th>
          <th scope="col" role="columnheader">
            {columns.email}
          </th>
          <th scope="col" role="columnheader">
            {columns.phone}
          </th>
          <th scope="col" role="columnheader">
            {columns.ministry}
          </th>
          <th scope="col" role="columnheader">
            {columns.role}
          </th>
        </tr>
      </thead>
      <tbody role="rowgroup">
        {members.map((member) => (
          <tr key={member.id} role="row">
            <td role="cell" data-label={columns.name}>
              <span>
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
              </span>
            </td>
            <td role="cell" data-label={columns.email}>
              {contact(member.email, 'email')}
            </td>
            <td role="cell" data-label={columns.phone} data-kind="phone">
              {contact(member.phone, 'phone')}
            </td>
            <td role="cell" data-label={columns.ministry}>
              {member.ministry ? ministryLabel(ministries, member.ministry) : none}
            </td>
            <td role="cell" data-label={columns.role}>
              <Badge $tone="primary">{roleLabel(t, member.role)}</Badge>
            </td>
          </tr>
        ))}
      </tbody>
    </StyledTable>
  );
}
