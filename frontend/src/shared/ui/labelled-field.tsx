import { useId, type ReactNode } from 'react';
import { StyledField, StyledFieldError, StyledHint, StyledLabel } from './field.styles';

/** What every labelled control takes besides its own attributes. */
export interface LabelledFieldProps {
  label: string;
  /** Shown under the field and linked to it; marks the field invalid. */
  error?: string;
  hint?: string;
  id?: string;
  className?: string;
}

/** The attributes that tie a control to its label, hint and error. */
export interface ControlWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

/** A control with a visible label; its hint and error are read with it (aria-describedby). */
export function LabelledField({ label, error, hint, id, className, children }: LabelledFieldProps & { children: (wiring: ControlWiring) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <StyledField className={className}>
      <StyledLabel htmlFor={controlId}>{label}</StyledLabel>
      {children({ id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <StyledHint id={hintId}>{hint}</StyledHint>}
      {error && <StyledFieldError id={errorId}>{error}</StyledFieldError>}
    </StyledField>
  );
}
