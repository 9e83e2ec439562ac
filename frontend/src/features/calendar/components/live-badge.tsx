import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LiveStatus } from '../../../shared/realtime';

const StyledBadge = styled.span<{ $tone: 'live' | 'waiting' | 'off' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-inline-start: auto;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'live' ? theme.color.success : $tone === 'waiting' ? theme.color.warning : theme.color.textSubtle)};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** Whether the calendar hears changes as they happen, in words and a coloured dot (the words carry the meaning). */
export function LiveBadge({ live }: { live: LiveStatus }) {
  const { t } = useTranslation('calendar');
  const tone = live.status === 'live' ? 'live' : live.status === 'connecting' || live.status === 'reconnecting' ? 'waiting' : 'off';
  const text = t(`live.${live.status}`);
  return (
    <StyledBadge $tone={tone} role="status" aria-label={t('live.label', { status: text })}>
      {text}
    </StyledBadge>
  );
}
