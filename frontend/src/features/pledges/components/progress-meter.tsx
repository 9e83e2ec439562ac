import { useId } from 'react';
import styled from 'styled-components';

const StyledMeter = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLabel = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledTrack = styled.div`
  block-size: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $tone: 'primary' | 'success' }>`
  block-size: 100%;
  background: ${({ theme, $tone }) => theme.color[$tone]};
`;

/**
 * A labelled progress bar (role=progressbar with its values): the screen reader hears the label and
 * the value in words ("$1,200.00 of $3,600.00"); past the goal the bar is full and the words say how far.
 */
export function ProgressMeter({
  label,
  value,
  max,
  valueText,
  tone = 'primary',
}: {
  label: string;
  value: number;
  max: number;
  valueText: string;
  tone?: 'primary' | 'success';
}) {
  const labelId = useId();
  const shown = Math.max(0, Math.min(value, max));
  const percent = max > 0 ? Math.round((shown / max) * 100) : 0;
  return (
    <StyledMeter>
      <StyledLabel>
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{valueText}</span>
      </StyledLabel>
      <StyledTrack role="progressbar" aria-labelledby={labelId} aria-valuemin={0} aria-valuemax={max} aria-valuenow={shown} aria-valuetext={valueText}>
        <StyledFill $tone={tone} style={{ inlineSize: `${percent}%` }} />
      </StyledTrack>
    </StyledMeter>
  );
}
