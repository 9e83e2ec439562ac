import type { SermonSummaryView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge } from '../../../shared/ui';

export const StyledMeta = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const StyledBadges = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** Who preached and when (the specification's "sermon shows speaker and date"), then the series and scripture. */
export function SermonMeta({ sermon }: { sermon: SermonSummaryView }) {
  const { t } = useTranslation('sermons');
  const format = useFormat();
  const parts = [t('meta.byOn', { speaker: sermon.speaker.name, date: format.date(sermon.preachedOn) })];
  if (sermon.scripture.length > 0) parts.push(sermon.scripture.map((ref) => ref.label).join('; '));
  return <StyledMeta>{parts.join(' · ')}</StyledMeta>;
}

export function SermonBadges({ sermon }: { sermon: SermonSummaryView }) {
  const { t } = useTranslation('sermons');
  return (
    <StyledBadges>
      {sermon.series && <Badge $tone="primary">{sermon.series.name}</Badge>}
      {sermon.status === 'draft' && <Badge $tone="warning">{t('status.draft')}</Badge>}
    </StyledBadges>
  );
}
