import { catalogueEntry, ERROR_CATALOGUE } from './error-catalogue.constant';
import { ERROR_CODES } from './error-codes.constant';

describe('error catalogue', () => {
  it('gives every code a message, an HTTP status and a toast title', () => {
    for (const code of ERROR_CODES) {
      const entry = ERROR_CATALOGUE[code];
      expect(entry.message.length).toBeGreaterThan(10);
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.toastTitle).toBeTruthy();
    }
  });

  it('holds the words of the specification', () => {
    expect(ERROR_CATALOGUE.NETWORK_ERROR.message).toBe('Unable to connect to our services. Please check your internet connection.');
    expect(ERROR_CATALOGUE.MEMBER_NOT_FOUND.message).toBe('Member information could not be found.');
    expect(ERROR_CATALOGUE.MAINTENANCE_MODE.message).toBe('The product is temporarily unavailable for maintenance.');
    expect(ERROR_CATALOGUE.NETWORK_ERROR.toastTitle).toBe('Connection Issue');
    expect(ERROR_CATALOGUE.AUTH_REQUIRED.toastTitle).toBe('Sign In Required');
    expect(ERROR_CATALOGUE.DATABASE_ERROR.toastTitle).toBe('Data Access Issue');
  });

  it('shows AUTHORIZATION and unknown codes with the UNKNOWN_ERROR text', () => {
    expect(ERROR_CATALOGUE.AUTHORIZATION).toMatchObject({ status: 403, message: ERROR_CATALOGUE.UNKNOWN_ERROR.message });
    expect(catalogueEntry('NO_SUCH_CODE')).toBe(ERROR_CATALOGUE.UNKNOWN_ERROR);
  });
});
