import { useId } from 'react';
import styled from 'styled-components';

const StyledRow = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledText = styled.div`
  min-width: 0;
`;

const StyledLabel = styled.span`
  display: block;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledDescription = styled.span`
  display: block;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledTrack = styled.button`
  position: relative;
  flex: none;
  width: 2.75rem;
  height: 1.5rem;
  margin-top: ${({ theme }) => theme.space.xxs};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.surfaceMuted};
  cursor: pointer;
  transition: background-color ${({ theme }) => theme.motion.fast};

  &::after {
    content: '';
    position: absolute;
    top: 2px;
    inset-inline-start: 2px;
    width: 1.125rem;
    height: 1.125rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textSubtle};
    transition: inset-inline-start ${({ theme }) => theme.motion.fast};
  }

  &[aria-checked='true'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }
  /* The knob moves to the end of the line (the left, in Arabic). */
  &[aria-checked='true']::after {
    inset-inline-start: calc(2px + 1.25rem);
    background: ${({ theme }) => theme.color.onPrimary};
  }
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export interface SwitchProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** An on/off switch (role=switch) named by its visible label and described by its description. */
export function Switch({ label, description, checked, onChange, disabled }: SwitchProps) {
  const id = useId();
  return (
    <StyledRow>
      <StyledText>
        <StyledLabel id={`${id}-label`}>{label}</StyledLabel>
        {description && <StyledDescription id={`${id}-description`}>{description}</StyledDescription>}
      </StyledText>
      <StyledTrack
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-description` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
      />
    </StyledRow>
  );
}
