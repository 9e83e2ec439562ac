import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { ChangePasswordDto, ReauthenticateDto, TwoFactorLoginDto } from './account.dto';
import { InviteUserDto } from './admin-users.dto';

function messages<T extends object>(dto: new () => T, plain: object): Record<string, string> {
  const errors = validateSync(plainToInstance(dto, plain), { stopAtFirstError: true, forbidUnknownValues: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]]));
}

describe('account DTOs', () => {
  it('holds a new password to the catalogue rule', () => {
    expect(messages(ChangePasswordDto, { currentPassword: 'x', newPassword: 'abc' })).toEqual({ newPassword: VALIDATION_MESSAGES.weakPassword });
    expect(messages(ChangePasswordDto, { currentPassword: '', newPassword: '' })).toEqual({
      currentPassword: VALIDATION_MESSAGES.passwordRequired,
      newPassword: VALIDATION_MESSAGES.passwordRequired,
    });
    expect(messages(ChangePasswordDto, { currentPassword: 'x', newPassword: 'psalm-23-green' })).toEqual({});
  });

  it('takes a six-digit code (spaces allowed) or a recovery code for the second step', () => {
    expect(messages(TwoFactorLoginDto, { challenge: 'c', code: '123 456' })).toEqual({});
    expect(messages(TwoFactorLoginDto, { challenge: 'c', recoveryCode: 'abcde-fghjk' })).toEqual({});
    expect(messages(TwoFactorLoginDto, { challenge: 'c', code: '12345' })).toEqual({ code: VALIDATION_MESSAGES.twoFactorCode });
    expect(messages(TwoFactorLoginDto, { challenge: 'c' })).toEqual({ code: VALIDATION_MESSAGES.twoFactorCode });
  });

  it('asks for the password when neither password nor code is given', () => {
    expect(messages(ReauthenticateDto, {})).toEqual({ password: VALIDATION_MESSAGES.passwordRequired });
    expect(messages(ReauthenticateDto, { code: '123456' })).toEqual({});
  });

  it('invites with a valid address, a name and at least one known role', () => {
    expect(messages(InviteUserDto, { email: ' Ruth@Example.org ', displayName: 'Ruth', roles: ['member', 'member'] })).toEqual({});
    expect(plainToInstance(InviteUserDto, { email: ' Ruth@Example.org ', displayName: 'Ruth', roles: ['member', 'member'] })).toMatchObject({
      email: 'ruth@example.org',
      roles: ['member'],
    });
    expect(messages(InviteUserDto, { email: 'ruth', displayName: '', roles: 'admin' })).toEqual({
      email: VALIDATION_MESSAGES.email,
      displayName: VALIDATION_MESSAGES.required,
      roles: VALIDATION_MESSAGES.rolesRequired,
    });
  });

  it('takes the language of the invitation email as one of the interface languages, or none', () => {
    const invitation = { email: 'ruth@example.org', displayName: 'Ruth', roles: ['member'] };
    expect(messages(InviteUserDto, invitation)).toEqual({});
    expect(messages(InviteUserDto, { ...invitation, language: 'es' })).toEqual({});
    for (const language of ['xx', 'ES', 'es-MX', 7, ['es']])
      expect(messages(InviteUserDto, { ...invitation, language })).toEqual({ language: VALIDATION_MESSAGES.choice });
  });
});
