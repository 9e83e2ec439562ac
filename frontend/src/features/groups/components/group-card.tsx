import type { GroupView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Card } from '../../../shared/ui';
import { groupPath } from '../groups-paths.constant';
import { howFull, whenItMeets } from './group-labels.util';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  min-inline-size: 0;
`;

const StyledName = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};

  a {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledLine = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** One group in the list: what it is, when and where it meets, who leads it, and whether it takes people now. */
export function GroupCard({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const leaders = group.leaders.map((leader) => leader.fullName).filter(Boolean);
  return (
    <StyledCard as="article" aria-labelledby={`group-${group.id}`}>
      <StyledName id={`group-${group.id}`}>
        <Link to={groupPath(group.id)}>{group.name}</Link>
      </StyledName>
      <StyledLine>
        {whenItMeets(t, group)} · {group.onlineLink ? t('card.online') : group.place || t('card.noPlace')}
      </StyledLine>
      {leaders.length > 0 && <StyledLine>{t('card.ledBy', { names: leaders.join(', ') })}</StyledLine>}
      <StyledLine>{howFull(t, group)}</StyledLine>
      <StyledBadges>
        {group.openness === 'closed' ? (
          <Badge>{t('openness.closed')}</Badge>
        ) : group.full ? (
          <Badge $tone="warning">{t('card.full')}</Badge>
        ) : (
          <Badge $tone="success">{t('openness.open')}</Badge>
        )}
        {group.standing !== 'none' && <Badge $tone="primary">{t(`standing.${group.standing}`)}</Badge>}
        {group.tags.map((tag) => (
          <Badge key={tag}>{tag}</Badge>
        ))}
      </StyledBadges>
    </StyledCard>
  );
}
