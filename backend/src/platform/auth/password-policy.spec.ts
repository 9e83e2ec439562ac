import { VALIDATION_MESSAGES } from '@koinonia/contracts';
import { assertNewPassword, isCommonPassword, newPasswordProblem } from './password-policy';

describe('password policy', () => {
  it('refuses passwords from the common list, whatever their case', () => {
    for (const password of ['password1', 'Password1', 'trustno1', 'abcd1234', 'qwerty123', '1q2w3e4r']) {
      expect(newPasswordProblem(password)).toBe(VALIDATION_MESSAGES.commonPassword);
    }
  });

  it('holds a real list of more than ten thousand passwords', () => {
    expect(isCommonPassword('123456')).toBe(true);
    expect(isCommonPassword('iloveyou')).toBe(true);
    expect(isCommonPassword('sunshine')).toBe(true);
    expect(isCommonPassword('michelle')).toBe(true);
  });

  it('applies the catalogue rule first: 8+ characters with letters and numbers', () => {
    expect(newPasswordProblem('short1')).toBe(VALIDATION_MESSAGES.weakPassword);
    expect(newPasswordProblem('lettersonly')).toBe(VALIDATION_MESSAGES.weakPassword);
    expect(newPasswordProblem('1234567890')).toBe(VALIDATION_MESSAGES.weakPassword);
  });

  it('accepts an uncommon password', () => {
    expect(newPasswordProblem('psalm-23-green-pastures')).toBeNull();
    expect(newPasswordProblem('koinonia-demo-1')).toBeNull();
  });

  it('throws a field error in the catalogue words', () => {
    expect(() => assertNewPassword('password1', 'newPassword')).toThrow(
      expect.objectContaining({ code: 'VALIDATION_ERROR', details: { fields: [{ field: 'newPassword', message: VALIDATION_MESSAGES.commonPassword }] } }),
    );
  });
});
