import { act, render, screen } from '@testing-library/react';
import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { ApiError } from '../api/api-error';
import { initI18n } from '../i18n';
import { ThemeProvider, ToastProvider } from '../ui';
import { errorHandler } from './client-error-handler';
import { ErrorToaster } from './error-toaster';

initI18n('en');

function renderToaster() {
  return render(
    <ThemeProvider initialMode="light">
      <ToastProvider>
        <ErrorToaster />
      </ToastProvider>
    </ThemeProvider>,
  );
}

describe('ErrorToaster', () => {
  beforeEach(() => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: true, status: 204, text: async () => '' }) as unknown as typeof fetch;
  });

  // One case per title of the specification (section 8).
  it.each([
    [new ApiError({ code: 'AUTHORIZATION', status: 403 }), 'Access Denied', ERROR_CATALOGUE.UNKNOWN_ERROR.message],
    [new ApiError({ code: 'AUTH_REQUIRED', status: 401 }), 'Sign In Required', ERROR_CATALOGUE.AUTH_REQUIRED.message],
    [new ApiError({ code: 'EXTERNAL_SERVICE_ERROR', status: 502 }), 'External Service Unavailable', ERROR_CATALOGUE.EXTERNAL_SERVICE_ERROR.message],
    [new ApiError({ code: 'VALIDATION_DATE_RANGE', status: 422 }), 'Please Check Your Information', ERROR_CATALOGUE.UNKNOWN_ERROR.message],
    [new TypeError('Failed to fetch'), 'Connection Issue', ERROR_CATALOGUE.NETWORK_ERROR.message],
    [new ApiError({ code: 'SERVER_ERROR', status: 502 }), 'Service Temporarily Unavailable', ERROR_CATALOGUE.SERVER_ERROR.message],
    [new ApiError({ code: 'VALIDATION_ERROR', status: 400 }), 'Please Check Your Information', ERROR_CATALOGUE.VALIDATION_ERROR.message],
    [new ApiError({ code: 'DATABASE_ERROR', status: 503 }), 'Data Access Issue', ERROR_CATALOGUE.DATABASE_ERROR.message],
    [new ApiError({ code: 'SLOT_TAKEN', status: 409 }), 'Something Went Wrong', ERROR_CATALOGUE.UNKNOWN_ERROR.message],
  ])('shows %p as a destructive toast titled %p', (error, title, message) => {
    renderToaster();
    act(() => void errorHandler.handle(error));
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent(title);
    expect(toast).toHaveTextContent(message);
  });

  it('says when the connection is lost and when it is back', () => {
    renderToaster();
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('alert')).toHaveTextContent('Connection Lost');
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toHaveTextContent('Connection Restored');
  });
});
