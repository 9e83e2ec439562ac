import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledField, StyledFieldError, StyledHint, StyledLabel, controlStyles } from './field.styles';

const StyledSelect = styled.select`
  ${controlStyles}
  padding-inline-end: ${({ theme }) => theme.space.xl};
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  options: SelectOption[];
  error?: string;
  hint?: string;
  id?: string;
}

/** A native select with a visible label; its hint and error are read with it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const selectId = id ?? generated;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={selectId}>{label}</StyledLabel>
      <StyledSelect ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest}>
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
});
