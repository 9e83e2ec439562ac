import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { StyledField, StyledFieldError, StyledHint, StyledLabel, controlStyles } from './field.styles';

const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
}

/** A multi-line text field with a visible label; its hint and error are read with it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, className, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={inputId}>{label}</StyledLabel>
      <StyledTextArea ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...rest} />
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
});
