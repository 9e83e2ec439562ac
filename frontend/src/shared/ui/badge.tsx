import styled from 'styled-components';

export type BadgeTone = 'neutral' | 'success' | 'warning' | 'primary' | 'danger';

export const Badge = styled.span<{ $tone?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
  ${({ theme, $tone = 'neutral' }) => {
    const c = theme.color;
    const tones = {
      neutral: [c.surfaceMuted, c.textMuted],
      success: [c.successSoft, c.success],
      warning: [c.warningSoft, c.warning],
      primary: [c.primarySoft, c.primary],
      danger: [c.dangerSoft, c.danger],
    } as const;
    const [background, color] = tones[$tone];
    return `background: ${background}; color: ${color};`;
  }}
`;
