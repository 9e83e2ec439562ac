import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card, CardTitle, EmptyState, ErrorState, LoadingState } from '../../../shared/ui';
import { useMemberGroups } from '../api/get-member-groups.query';
import { groupPath } from '../groups-paths.constant';
import { whenItMeets } from './group-labels.util';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.sm};
    padding-block: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
  }
`;

const StyledWhen = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * A person's study groups on their profile, loaded on its own (lazily, with the groups' words): the
 * app shows it to the person themself and to groups.rosters.read, whom the server answers.
 */
export default function MemberGroupsCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('groups');
  const groups = useMemberGroups(memberId);
  return (
    <Card aria-labelledby="member-groups-title">
      <CardTitle id="member-groups-title">{t('profile.title')}</CardTitle>
      {groups.isPending ? (
        <LoadingState label={t('profile.loading')} />
      ) : groups.isError ? (
        <ErrorState title={t('profile.failed')} onRetry={() => void groups.refetch()} retrying={groups.isFetching} />
      ) : groups.data.length === 0 ? (
        <EmptyState title={t('profile.empty')} />
      ) : (
        <StyledList>
          {groups.data.map((group) => (
            <li key={group.groupId}>
              <span>
                <Link to={groupPath(group.groupId)}>{group.name}</Link>
                <StyledWhen>{whenItMeets(t, group)}</StyledWhen>
              </span>
              <Badge $tone={group.standing === 'pending' ? 'neutral' : 'primary'}>{t(`profile.standing.${group.standing}`)}</Badge>
            </li>
          ))}
        </StyledList>
      )}
    </Card>
  );
}
