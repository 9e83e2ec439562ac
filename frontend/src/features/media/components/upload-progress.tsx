import styled from 'styled-components';

const StyledTrack = styled.div`
  position: relative;
  block-size: 0.625rem;
  inline-size: 100%;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $tone: 'primary' | 'success' | 'danger' | 'paused' }>`
  block-size: 100%;
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : $tone === 'paused' ? theme.color.borderStrong : theme.color.primary};
  transition: inline-size ${({ theme }) => theme.motion.fast};
`;

/** A real progress bar: its value is read out (role=progressbar with min, max, now and a text). */
export function UploadProgress({
  label,
  percent,
  valueText,
  tone,
}: {
  label: string;
  percent: number;
  valueText: string;
  tone: 'primary' | 'success' | 'danger' | 'paused';
}) {
  return (
    <StyledTrack role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-valuetext={valueText}>
      <StyledFill $tone={tone} style={{ inlineSize: `${percent}%` }} />
    </StyledTrack>
  );
}
