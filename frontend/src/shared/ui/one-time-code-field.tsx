import { TextField } from './text-field';

export interface OneTimeCodeFieldProps {
  label: string;
  hint?: string;
  value: string;
  /** The typed text as it stands; the caller clears the field's error with it. */
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
}

/**
 * The six digits from an authenticator app (or a recovery code): a numeric keyboard on a phone,
 * the browser's one-time-code autofill, and room for a space in "123 456".
 */
export function OneTimeCodeField({ label, hint, value, onChange, error, required }: OneTimeCodeFieldProps) {
  return (
    <TextField
      label={label}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      hint={hint}
      aria-required={required ? 'true' : undefined}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={error}
    />
  );
}
