import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, Card, CardTitle, ListBody, Spinner, VisuallyHidden } from '../../../shared/ui';
import { useMembers } from '../api/get-members.query';
import { useMinistries } from '../api/get-ministries.query';
import { ministryLabel } from './ministry-labels.util';

/** The dashboard's question: how many, and who joined last. */
const NEWEST = { pageSize: 5, sort: '-joined' } as const;

const StyledCount = styled.p`
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  margin: ${({ theme }) => theme.space.sm} 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.primary};
`;

/** The count's own box while it loads (line-height 1: one em high), so the cards after it do not move when it comes. */
const StyledCountPending = styled(StyledCount).attrs({ as: 'div' })`
  display: flex;
  align-items: center;
  height: 1em;
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  &:last-child {
    border-bottom: 0;
  }
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledName = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** The dashboard's count card: how many active members. */
export function MemberCountCard() {
  const { t } = useTranslation('members-overview');
  const newest = useMembers(NEWEST);
  return (
    <Card aria-labelledby="overview-count-title">
      <CardTitle id="overview-count-title">{t('overview.memberCount')}</CardTitle>
      {newest.isPending ? (
        <StyledCountPending role="status">
          <Spinner aria-hidden="true" />
          <VisuallyHidden>{t('loading', { ns: 'common' })}</VisuallyHidden>
        </StyledCountPending>
      ) : newest.isError ? (
        <StyledCount aria-hidden="true">–</StyledCount>
      ) : (
        <StyledCount>{newest.data.total}</StyledCount>
      )}
      <ButtonLink to={paths.members} size="sm">
        {t('overview.openDirectory')}
      </ButtonLink>
    </Card>
  );
}

/** The dashboard's card of the five members who joined last. */
export function NewestMembersCard() {
  const { t } = useTranslation('members-overview');
  const format = useFormat();
  const newest = useMembers(NEWEST);
  const ministries = useMinistries();

  return (
    <Card aria-labelledby="overview-newest-title">
      <CardTitle id="overview-newest-title">{t('overview.newest')}</CardTitle>
      <ListBody
        query={newest}
        words={{ loading: t('loading'), failed: t('overview.loadFailed'), empty: t('overview.newestEmpty') }}
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <StyledList>
            {page.items.map((member) => (
              <StyledItem key={member.id}>
                <StyledName to={paths.member(member.id)}>{member.fullName}</StyledName>
                <StyledMeta>
                  {[member.ministry && ministryLabel(ministries.data, member.ministry), t('overview.joined', { date: format.date(member.joinedAt) })]
                    .filter(Boolean)
                    .join(' · ')}
                </StyledMeta>
              </StyledItem>
            ))}
          </StyledList>
        )}
      </ListBody>
    </Card>
  );
}
