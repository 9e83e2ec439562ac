import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { LiveStatus } from '../../../shared/realtime';

const StyledStatus = styled.span<{ $tone: 'live' | 'waiting' | 'off' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $tone }) => ($tone === 'live' ? theme.color.success : $tone === 'waiting' ? theme.color.warning : theme.color.textSubtle)};

  &::before {
    content: '';
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** The feed's connection, in words and a coloured dot (the words carry the meaning). */
export function LiveStatusBadge({ live }: { live: LiveStatus }) {
  const { t } = useTranslation('security');
  const tone = live.status === 'live' ? 'live' : live.status === 'connecting' || live.status === 'reconnecting' ? 'waiting' : 'off';
  const text = t(`live.${live.status}`);
  return (
    <StyledStatus $tone={tone} role="status" aria-label={t('live.label', { status: text })}>
      {text}
    </StyledStatus>
  );
}
