import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api';
import { useFormErrors } from '../forms';
import { initI18n } from '../i18n';
import { Form, SubmitButton } from './form';
import { TextField } from './text-field';
import { ThemeProvider } from './theme/theme-provider';

initI18n('en');

/** A two-field form sending to a fake server that refuses with `refusal`. */
function SignUpForm({ refusal, pending = false, onSend }: { refusal: unknown; pending?: boolean; onSend?: () => void }) {
  const { t } = useTranslation('common');
  const form = useFormErrors(t, ['name', 'email'] as const, { codeFields: { DUPLICATE_EMAIL: 'email' } });
  return (
    <Form
      form={form}
      onSubmit={() => {
        onSend?.();
        form.showServerError(refusal);
      }}
      footer={
        <SubmitButton pending={pending} pendingLabel="Sending…">
          Send
        </SubmitButton>
      }
    >
      <TextField label="Name" name="name" error={form.errors.name} />
      <TextField label="Email" name="email" error={form.errors.email} />
    </Form>
  );
}

const renderForm = (props: Parameters<typeof SignUpForm>[0]) =>
  render(
    <ThemeProvider initialMode="light">
      <SignUpForm {...props} />
    </ThemeProvider>,
  );

describe('Form', () => {
  it('puts the server’s field messages on their fields, translated, and moves focus to the first', async () => {
    renderForm({
      refusal: new ApiError({ code: 'VALIDATION_ERROR', status: 400, fields: [{ field: 'email', message: 'Please enter a valid email address.' }] }),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByLabelText('Email');
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a code that belongs to one field on that field', async () => {
    renderForm({ refusal: new ApiError({ code: 'DUPLICATE_EMAIL', status: 409 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(ERROR_CATALOGUE.DUPLICATE_EMAIL.message)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('announces anything no field owns above the buttons', async () => {
    renderForm({ refusal: new ApiError({ code: 'SERVER_ERROR', status: 500 }) });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_CATALOGUE.SERVER_ERROR.message);
  });

  it('leaves checking to the DTO: the browser’s own validation is off', () => {
    const onSend = jest.fn();
    renderForm({ refusal: null, onSend });
    const form = screen.getByRole('button', { name: 'Send' }).closest('form')!;
    expect(form).toHaveAttribute('novalidate');
    expect(fireEvent.submit(form)).toBe(false);
    expect(onSend).toHaveBeenCalledTimes(1);
  });
});

describe('SubmitButton', () => {
  it('is busy and cannot send twice while the request is on its way', () => {
    renderForm({ refusal: null, pending: true });
    const button = screen.getByRole('button', { name: 'Sending…' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
  });

  it('is an ordinary submit button otherwise', () => {
    renderForm({ refusal: null });
    const button = screen.getByRole('button', { name: 'Send' });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });
});
