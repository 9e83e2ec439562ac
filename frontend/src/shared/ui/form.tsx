import type { FormEvent, ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, type ButtonProps } from './button';
import { InlineAlert, Stack } from './page';

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface FormProps {
  /** From `useFormErrors`: the form's ref (focus goes to the first bad field) and its message for what is not a field's. */
  form: { formRef: RefObject<HTMLFormElement | null>; formError: string | null };
  /** Called on submit; the browser's own submission and validation bubbles are held back. */
  onSubmit: () => void;
  /** The buttons, at the end: Cancel, then the SubmitButton. */
  footer: ReactNode;
  gap?: 'lg' | 'xl';
  /** The fields, and any notice that belongs above the form's own message. */
  children: ReactNode;
}

/**
 * A form of labelled fields (TextField, SelectField, TextAreaField, Switch, CheckboxGroup), its
 * message for an error no field owns (announced), and its buttons.
 */
export function Form({ form, onSubmit, footer, gap = 'lg', children }: FormProps) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form ref={form.formRef} onSubmit={submit} noValidate>
      <Stack $gap={gap}>
        {children}
        {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
        <StyledFooter>{footer}</StyledFooter>
      </Stack>
    </form>
  );
}

export interface SubmitButtonProps extends Omit<ButtonProps, 'type'> {
  /** The request is on its way: the button is busy and cannot send it twice. */
  pending: boolean;
  /** Its words meanwhile ("Sending…"). */
  pendingLabel: string;
}

/** The form's submit button: disabled and `aria-busy` while the request is on its way. */
export function SubmitButton({ pending, pendingLabel, children, disabled, ...rest }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={pending || disabled} aria-busy={pending || undefined} {...rest}>
      {pending ? pendingLabel : children}
    </Button>
  );
}

export interface CancelOrSubmitProps {
  onCancel: () => void;
  /** The request is on its way (see SubmitButton). */
  pending: boolean;
  pendingLabel: string;
  submitLabel: string;
}

/** A dialog form's usual footer: Cancel, then the submit button. */
export function CancelOrSubmit({ onCancel, pending, pendingLabel, submitLabel }: CancelOrSubmitProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <Button variant="secondary" onClick={onCancel}>
        {t('actions.cancel')}
      </Button>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </>
  );
}
