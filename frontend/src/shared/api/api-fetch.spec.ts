import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { installFakeFetch, type FakeFetch } from '../../testing/fake-fetch';
import { initI18n, setLanguage } from '../i18n/i18n';
import { ApiError } from './api-error';
import { apiFetch, withQuery } from './api-fetch';
import { consistency } from './consistency-position';

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('apiFetch', () => {
  let fake: FakeFetch;

  beforeEach(() => {
    consistency.reset();
    fake = installFakeFetch();
  });

  describe('when the call succeeds', () => {
    it('sends the session cookie and JSON, and returns the parsed body', async () => {
      fake.on('POST /api/things', { status: 201, body: { id: 't1' } });

      const result = await apiFetch<{ id: string }>('/api/things', { method: 'POST', body: { name: 'A' } });

      expect(result).toEqual({ id: 't1' });
      const [, init] = fake.mock.mock.calls[0];
      expect(init.credentials).toBe('include');
      expect(init.headers).toMatchObject({ Accept: 'application/json', 'Content-Type': 'application/json' });
      expect(init.body).toBe('{"name":"A"}');
    });

    it('asks for answers in the interface language', async () => {
      fake.on('GET /api/things', { body: [] });
      localStorage.clear();
      initI18n('en');
      await setLanguage('ko');
      await apiFetch('/api/things');
      await setLanguage('en');
      await apiFetch('/api/things', { method: 'GET' });
      expect(fake.calls.map((call) => call.headers['Accept-Language'])).toEqual(['ko', 'en']);
    });

    it('returns undefined for 204 No Content', async () => {
      fake.on('POST /api/auth/logout', { status: 204 });
      await expect(apiFetch('/api/auth/logout', { method: 'POST' })).resolves.toBeUndefined();
    });

    it('leaves empty query values out of the address', () => {
      expect(withQuery('/api/members', { search: '', role: undefined, page: 2, sort: '-joined' })).toBe('/api/members?page=2&sort=-joined');
      expect(withQuery('/api/members', { search: '' })).toBe('/api/members');
    });
  });

  describe('when the call fails', () => {
    it('turns a fetch TypeError (no answer at all) into NETWORK_ERROR', async () => {
      fake.mock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

      const error = await failureOf(apiFetch('/api/members'));

      expect(error.code).toBe('NETWORK_ERROR');
      expect(error.status).toBe(0);
      expect(error.message).toBe(ERROR_CATALOGUE.NETWORK_ERROR.message);
    });

    it('passes an abort through untouched, so cancelled queries stay cancelled', async () => {
      const abort = new DOMException('The operation was aborted.', 'AbortError');
      fake.mock.mockRejectedValueOnce(abort);
      await expect(apiFetch('/api/members')).rejects.toBe(abort);
    });

    it('maps a 401 without a code to AUTH_REQUIRED', async () => {
      fake.on('GET /api/auth/user', { status: 401 });
      const error = await failureOf(apiFetch('/api/auth/user'));
      expect(error).toMatchObject({ code: 'AUTH_REQUIRED', status: 401, message: ERROR_CATALOGUE.AUTH_REQUIRED.message });
    });

    it('keeps the catalogue code a 401 carries (INVALID_CREDENTIALS)', async () => {
      fake.on('POST /api/auth/login', {
        status: 401,
        body: { code: 'INVALID_CREDENTIALS', message: ERROR_CATALOGUE.INVALID_CREDENTIALS.message },
      });
      const error = await failureOf(apiFetch('/api/auth/login', { method: 'POST', body: {} }));
      expect(error).toMatchObject({ code: 'INVALID_CREDENTIALS', status: 401 });
    });

    it('maps a 403 without a code to AUTHORIZATION', async () => {
      fake.on('GET /api/admin', { status: 403, body: 'Forbidden' });
      const error = await failureOf(apiFetch('/api/admin'));
      expect(error).toMatchObject({ code: 'AUTHORIZATION', status: 403, message: ERROR_CATALOGUE.UNKNOWN_ERROR.message });
    });

    it('maps a 5xx without a catalogue code to SERVER_ERROR, even with an HTML body', async () => {
      fake.on('GET /api/members', { status: 502, body: '<html>Bad gateway</html>' });
      const error = await failureOf(apiFetch('/api/members'));
      expect(error).toMatchObject({ code: 'SERVER_ERROR', status: 502, message: ERROR_CATALOGUE.SERVER_ERROR.message });
    });

    it('keeps the catalogue code a 5xx body gives (MAINTENANCE_MODE)', async () => {
      fake.on('GET /api/members', {
        status: 503,
        body: { code: 'MAINTENANCE_MODE', message: ERROR_CATALOGUE.MAINTENANCE_MODE.message },
      });
      const error = await failureOf(apiFetch('/api/members'));
      expect(error).toMatchObject({ code: 'MAINTENANCE_MODE', status: 503 });
    });

    it('carries the field errors of a VALIDATION_ERROR', async () => {
      fake.on('POST /api/members', {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: ERROR_CATALOGUE.VALIDATION_ERROR.message,
          details: { fields: [{ field: 'email', message: 'Please enter a valid email address.' }, { bogus: true }] },
        },
      });
      const error = await failureOf(apiFetch('/api/members', { method: 'POST', body: {} }));
      expect(error.code).toBe('VALIDATION_ERROR');
      expect(error.fields).toEqual([{ field: 'email', message: 'Please enter a valid email address.' }]);
      expect(error.fieldMessage('email')).toBe('Please enter a valid email address.');
    });

    it('carries the other details of a refusal (the proof REAUTHENTICATION_REQUIRED asks for)', async () => {
      fake.on('POST /api/admin/users/u1/two-factor/reset', {
        status: 403,
        body: { code: 'REAUTHENTICATION_REQUIRED', message: 'x', details: { proof: ['password', 'code'] } },
      });
      const error = await failureOf(apiFetch('/api/admin/users/u1/two-factor/reset', { method: 'POST' }));
      expect(error).toMatchObject({ code: 'REAUTHENTICATION_REQUIRED', status: 403, details: { proof: ['password', 'code'] } });
    });

    it('keeps domain codes such as MEMBER_NOT_FOUND and CONCURRENCY_CONFLICT', async () => {
      fake.on('GET /api/members/nobody', { status: 404, body: { code: 'MEMBER_NOT_FOUND', message: 'x' } });
      fake.on('PATCH /api/members/m1', { status: 409, body: { code: 'CONCURRENCY_CONFLICT', message: 'y' } });
      expect((await failureOf(apiFetch('/api/members/nobody'))).code).toBe('MEMBER_NOT_FOUND');
      expect((await failureOf(apiFetch('/api/members/m1', { method: 'PATCH', body: {} }))).code).toBe('CONCURRENCY_CONFLICT');
    });

    it('falls back to UNKNOWN_ERROR for a 4xx without a code', async () => {
      fake.on('GET /api/teapot', { status: 418 });
      const error = await failureOf(apiFetch('/api/teapot'));
      expect(error).toMatchObject({ code: 'UNKNOWN_ERROR', status: 418, message: ERROR_CATALOGUE.UNKNOWN_ERROR.message });
    });

    it('keeps a code the catalogue does not know, with the UNKNOWN_ERROR words', async () => {
      fake.on('GET /api/odd', { status: 422, body: { code: 'SOMETHING_NEW', message: 'Server words' } });
      const error = await failureOf(apiFetch('/api/odd'));
      expect(error).toMatchObject({ code: 'SOMETHING_NEW', message: ERROR_CATALOGUE.UNKNOWN_ERROR.message });
    });
  });
});
