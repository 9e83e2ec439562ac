import { useId } from 'react';
import styled from 'styled-components';
import { StyledFieldError, StyledHint } from './field.styles';

const StyledFieldset = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledLegend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledOptions = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $columns }) => $columns}, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledOption = styled.label`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 2.25rem;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.color.primary};
    flex: none;
  }
`;

export interface CheckboxOption {
  value: string;
  label: string;
}

/** Several choices under one visible legend; its hint and error are read with the group. */
export function CheckboxGroup({
  legend,
  options,
  values,
  onChange,
  error,
  hint,
  disabled,
  columns = 2,
}: {
  legend: string;
  options: CheckboxOption[];
  values: readonly string[];
  onChange: (values: string[]) => void;
  error?: string;
  hint?: string;
  disabled?: boolean;
  columns?: number;
}) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const toggle = (value: string, checked: boolean) =>
    onChange(checked ? options.map((o) => o.value).filter((v) => v === value || values.includes(v)) : values.filter((v) => v !== value));
  return (
    <StyledFieldset aria-describedby={describedBy} aria-invalid={error ? true : undefined}>
      <StyledLegend>{legend}</StyledLegend>
      <StyledOptions $columns={columns}>
        {options.map((option) => (
          <StyledOption key={option.value}>
            <input
              type="checkbox"
              value={option.value}
              checked={values.includes(option.value)}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            {option.label}
          </StyledOption>
        ))}
      </StyledOptions>
      {hint && <StyledHint id={`${id}-hint`}>{hint}</StyledHint>}
      {error && <StyledFieldError id={`${id}-error`}>{error}</StyledFieldError>}
    </StyledFieldset>
  );
}
