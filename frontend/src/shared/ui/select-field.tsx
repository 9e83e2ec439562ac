import { forwardRef, type SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { controlStyles } from './field.styles';
import { LabelledField, type LabelledFieldProps } from './labelled-field';

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

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'>, LabelledFieldProps {
  options: SelectOption[];
}

/** A native select with a visible label; its hint and error are read with it. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField({ label, options, error, hint, id, className, ...rest }, ref) {
  return (
    <LabelledField label={label} error={error} hint={hint} id={id} className={className}>
      {(wiring) => (
        <StyledSelect ref={ref} {...wiring} {...rest}>
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </StyledSelect>
      )}
    </LabelledField>
  );
});
