import { forwardRef, type TextareaHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './field.styles';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

const StyledTextArea = styled.textarea`
  ${controlStyles}
  min-height: 5rem;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  font-family: inherit;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>, LabelledFieldProps {}

/** A multi-line text field with a visible label; its hint and error are read with it. */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => <StyledTextArea ref={ref} {...wiring} {...rest} />}
    </LabelledField>
  );
});
