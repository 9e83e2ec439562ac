import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { LoginDto } from '../auth/auth.dto';
import { ListMembersQueryDto, MemberPrivacyDto, RegisterMemberDto, UpdateMemberDto } from './member.dto';
import { isPlausiblePhone } from './phone.util';

/** The first message per field, as the server's pipe and the forms both report it. */
function messages(type: new () => object, plain: object): Record<string, string> {
  const errors = validateSync(plainToInstance(type, plain), { whitelist: true, forbidNonWhitelisted: true, stopAtFirstError: true });
  return Object.fromEntries(errors.map((e) => [e.property, Object.values(e.constraints ?? {})[0]]));
}

const valid = { fullName: 'Ruth Anderson', email: 'ruth@example.org', phone: '(312) 555-0105', address: '97 Birch Road', ministry: 'Prayer', role: 'member' };

describe('member DTOs', () => {
  it('accept a complete, valid member', () => {
    expect(messages(RegisterMemberDto, valid)).toEqual({});
    expect(messages(RegisterMemberDto, { ...valid, phone: '', address: undefined })).toEqual({});
  });

  it('say "required" for an empty field before anything else', () => {
    expect(messages(RegisterMemberDto, { ...valid, fullName: '  ', ministry: '' })).toEqual({
      fullName: VALIDATION_MESSAGES.required,
      ministry: VALIDATION_MESSAGES.required,
    });
  });

  it('take a member without an email (a child, or someone who has none)', () => {
    expect(messages(RegisterMemberDto, { ...valid, email: '' })).toEqual({});
    expect(messages(RegisterMemberDto, { ...valid, email: undefined })).toEqual({});
    expect(messages(UpdateMemberDto, { email: '' })).toEqual({});
  });

  it('use the catalogue messages for a bad email and phone', () => {
    expect(messages(RegisterMemberDto, { ...valid, email: 'ruth-at-example', phone: '12' })).toEqual({
      email: VALIDATION_MESSAGES.email,
      phone: VALIDATION_MESSAGES.phone,
    });
  });

  it('refuse wrong types and roles outside the list', () => {
    expect(messages(RegisterMemberDto, { ...valid, fullName: 42, role: 'bishop' })).toEqual({
      fullName: VALIDATION_MESSAGES.required,
      role: VALIDATION_MESSAGES.choice,
    });
  });

  it('trim names and lower-case emails', () => {
    const dto = plainToInstance(RegisterMemberDto, { ...valid, fullName: '  Ruth  ', email: ' Ruth@Example.ORG ' });
    expect(dto.fullName).toBe('Ruth');
    expect(dto.email).toBe('ruth@example.org');
  });

  it('let an update name only the fields that change', () => {
    expect(messages(UpdateMemberDto, { role: 'leader' })).toEqual({});
    expect(messages(UpdateMemberDto, { email: 'nope' })).toEqual({ email: VALIDATION_MESSAGES.email });
  });

  it('bound the directory query', () => {
    expect(messages(ListMembersQueryDto, { page: '2', pageSize: '50', sort: '-joined' })).toEqual({});
    expect(Object.keys(messages(ListMembersQueryDto, { page: 'abc', pageSize: '1000', sort: 'x' })).sort()).toEqual(['page', 'pageSize', 'sort']);
  });

  it('take the whole privacy choice as four yes-or-no answers', () => {
    expect(messages(MemberPrivacyDto, { listed: true, shareEmail: false, sharePhone: true, shareAddress: false })).toEqual({});
    expect(messages(MemberPrivacyDto, { listed: 'yes', shareEmail: 1, sharePhone: null })).toEqual({
      listed: VALIDATION_MESSAGES.choice,
      shareEmail: VALIDATION_MESSAGES.choice,
      sharePhone: VALIDATION_MESSAGES.choice,
      shareAddress: VALIDATION_MESSAGES.choice,
    });
    // Unknown fields are the server pipe's to name (the API test sends one).
    expect(Object.keys(messages(MemberPrivacyDto, { listed: true, shareEmail: false, sharePhone: true, shareAddress: false, shareBirthday: true }))).toEqual([
      'shareBirthday',
    ]);
  });

  it('asks for a password with the catalogue message', () => {
    expect(messages(LoginDto, { email: '', password: '' })).toEqual({ email: VALIDATION_MESSAGES.required, password: VALIDATION_MESSAGES.passwordRequired });
  });
});

describe('phone numbers', () => {
  it.each(['(312) 555-0105', '+44 20 7946 0958', '312.555.0105', '+1 312 555 0105 x204', '0712 345 678'])('accepts %s', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(true);
  });
  it.each(['12', 'call me', '++1 312 555 0105', '1234567890123456', '555-CALL-NOW'])('refuses %s', (phone) => {
    expect(isPlausiblePhone(phone)).toBe(false);
  });
});
