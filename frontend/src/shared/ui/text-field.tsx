import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledField, StyledFieldError, StyledHint, StyledLabel, controlStyles } from './field.styles';

const StyledInput = styled.input`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string;
  hint?: string;
  id?: string;
}

/** An input with a visible label; its hint and error are read with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledInput ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
});
