import { ERROR_CATALOGUE } from '@koinonia/contracts';
import { ApiError } from '../api/api-error';
import { errorFromResponse } from '../api/api-fetch';
import { classifyError, isCancellation } from './classify-error';

describe('classifyError', () => {
  it('makes a fetch TypeError a NETWORK_ERROR', () => {
    expect(classifyError(new TypeError('Failed to fetch'))).toEqual({
      code: 'NETWORK_ERROR',
      displayCode: 'NETWORK_ERROR',
      titleCode: 'NETWORK_ERROR',
      type: 'network',
      status: 0,
      detail: 'Failed to fetch',
    });
    expect(classifyError(new ApiError({ code: 'NETWORK_ERROR', status: 0 })).type).toBe('network');
    expect(classifyError(new TypeError('NetworkError when attempting to fetch resource.')).code).toBe('NETWORK_ERROR');
  });

  it('does not take a TypeError of a broken screen for a network failure', () => {
    expect(classifyError(new TypeError("Cannot read properties of null (reading 'map')"))).toMatchObject({ code: 'UNKNOWN_ERROR', type: 'client' });
  });

  it('makes a 401 AUTH_REQUIRED, keeping a more precise session code', () => {
    expect(classifyError(errorFromResponse(401, undefined))).toMatchObject({ code: 'AUTH_REQUIRED', type: 'authentication', status: 401 });
    expect(classifyError(errorFromResponse(401, { code: 'AUTH_EXPIRED', message: 'x' }))).toMatchObject({ code: 'AUTH_EXPIRED', type: 'authentication' });
    expect(classifyError(new ApiError({ code: 'ODD_401', status: 401 }))).toMatchObject({ code: 'AUTH_REQUIRED', displayCode: 'AUTH_REQUIRED' });
  });

  it('makes a 403 AUTHORIZATION, shown with the UNKNOWN_ERROR words', () => {
    const classified = classifyError(errorFromResponse(403, 'Forbidden'));
    expect(classified).toMatchObject({ code: 'AUTHORIZATION', displayCode: 'AUTHORIZATION', type: 'authorization' });
    expect(ERROR_CATALOGUE[classified.displayCode as 'AUTHORIZATION'].message).toBe(ERROR_CATALOGUE.UNKNOWN_ERROR.message);
  });

  it('makes 500 and above SERVER_ERROR, keeping MAINTENANCE_MODE', () => {
    expect(classifyError(errorFromResponse(502, '<html>'))).toMatchObject({ code: 'SERVER_ERROR', type: 'server', status: 502 });
    expect(classifyError(new ApiError({ code: 'WEIRD', status: 500 }))).toMatchObject({ code: 'SERVER_ERROR', type: 'server' });
    expect(classifyError(errorFromResponse(503, { code: 'MAINTENANCE_MODE', message: 'x' }))).toMatchObject({ code: 'MAINTENANCE_MODE', type: 'server' });
  });

  it('makes a code starting VALIDATION_ a validation error; one the catalogue lacks shows the UNKNOWN_ERROR words under the validation title', () => {
    expect(classifyError(errorFromResponse(400, { code: 'VALIDATION_ERROR', message: 'x' }))).toMatchObject({
      code: 'VALIDATION_ERROR',
      type: 'validation',
      displayCode: 'VALIDATION_ERROR',
      titleCode: 'VALIDATION_ERROR',
    });
    expect(classifyError(new ApiError({ code: 'VALIDATION_DATE_RANGE', status: 422 }))).toMatchObject({
      code: 'VALIDATION_DATE_RANGE',
      type: 'validation',
      displayCode: 'UNKNOWN_ERROR',
      titleCode: 'VALIDATION_ERROR',
    });
  });

  it('keeps any other server code, showing the UNKNOWN_ERROR words when the catalogue lacks it', () => {
    expect(classifyError(errorFromResponse(404, { code: 'MEMBER_NOT_FOUND', message: 'x' }))).toMatchObject({
      code: 'MEMBER_NOT_FOUND',
      displayCode: 'MEMBER_NOT_FOUND',
      type: 'client',
    });
    expect(classifyError(errorFromResponse(409, { code: 'SLOT_TAKEN', message: 'x' }))).toMatchObject({
      code: 'SLOT_TAKEN',
      displayCode: 'UNKNOWN_ERROR',
      titleCode: 'UNKNOWN_ERROR',
      type: 'client',
    });
    expect(classifyError(errorFromResponse(418, undefined))).toMatchObject({ code: 'UNKNOWN_ERROR', type: 'client' });
  });

  it('makes anything thrown that is not a call UNKNOWN_ERROR, keeping its words as the detail', () => {
    expect(classifyError(new RangeError('bad index'))).toEqual({
      code: 'UNKNOWN_ERROR',
      displayCode: 'UNKNOWN_ERROR',
      titleCode: 'UNKNOWN_ERROR',
      type: 'client',
      status: 0,
      detail: 'RangeError: bad index',
    });
    expect(classifyError('a string')).toMatchObject({ code: 'UNKNOWN_ERROR', detail: 'a string' });
  });

  it('tells a cancelled request from a failure', () => {
    expect(isCancellation(new DOMException('aborted', 'AbortError'))).toBe(true);
    expect(isCancellation(new TypeError('Failed to fetch'))).toBe(false);
  });
});
