import { forwardRef, type InputHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './field.styles';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

const StyledInput = styled.input`
  ${controlStyles}
`;

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>, LabelledFieldProps {}

/** An input with a visible label; its hint and error are read with it (aria-describedby). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField({ label, error, hint, id, className, ...rest }, ref) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => <StyledInput ref={ref} {...wiring} {...rest} />}
    </LabelledField>
  );
});
