import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../../shared/access';
import { paths } from '../../../../shared/routing';
import { Badge, Button, ButtonLink, Card, CardTitle, ErrorState, LoadingState, StackList } from '../../../../shared/ui';
import { useMember } from '../../api/get-member.query';
import { useMemberHousehold } from '../api/get-member-household.query';
import { relationshipLabel } from './household-labels.util';
import { householdPaths } from './household-paths.util';
import { MoveToHouseholdDialog } from './move-to-household.dialog';

const StyledName = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledAddress = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledPerson = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-block-start: ${({ theme }) => theme.space.md};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  margin: 0 0 ${({ theme }) => theme.space.md};
`;

/**
 * A profile's household card: the family's name and address, and links to its people; staff may
 * put the person in a household or move them to another from here. `memberId` is the profile's member.
 */
export function MemberHouseholdCard({ memberId }: { memberId: string }) {
  const { t } = useTranslation('households');
  const canWrite = useCan('members.write');
  const query = useMemberHousehold(memberId);
  const member = useMember(memberId);
  const [moving, setMoving] = useState(false);
  const household = query.data?.household ?? null;
  const fullName = member.data?.fullName ?? household?.members.find((person) => person.memberId === memberId)?.fullName ?? '';
  const moveButton = canWrite && (
    <Button variant="secondary" onClick={() => setMoving(true)}>
      {household ? t('move.open') : t('move.add')}
    </Button>
  );
  return (
    <Card aria-labelledby="member-household-title">
      <CardTitle id="member-household-title">{t('profile.title')}</CardTitle>
      {query.isPending ? (
        <LoadingState label={t('profile.loading')} />
      ) : query.isError ? (
        <ErrorState title={t('profile.loadFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : query.data.household === null ? (
        <>
          <StyledMuted>{t('profile.none')}</StyledMuted>
          {canWrite && (
            <StyledActions>
              {moveButton}
              <ButtonLink to={householdPaths.list()} variant="secondary">
                {t('profile.manage')}
              </ButtonLink>
            </StyledActions>
          )}
        </>
      ) : (
        <>
          <StyledName to={householdPaths.household(query.data.household.id)}>{query.data.household.name}</StyledName>
          {query.data.household.address && <StyledAddress>{query.data.household.address}</StyledAddress>}
          <StackList aria-label={t('detail.people')}>
            {query.data.household.members.map((person) => (
              <StyledPerson key={person.memberId}>
                {person.memberId === memberId ? <span>{person.fullName}</span> : <Link to={paths.member(person.memberId)}>{person.fullName}</Link>}
                <Badge>{relationshipLabel(t, person.relationship)}</Badge>
              </StyledPerson>
            ))}
          </StackList>
          {canWrite && <StyledActions>{moveButton}</StyledActions>}
        </>
      )}
      {moving && (
        <MoveToHouseholdDialog
          person={{ memberId, fullName, from: household ? { id: household.id, name: household.name } : null }}
          onClose={() => setMoving(false)}
        />
      )}
    </Card>
  );
}
