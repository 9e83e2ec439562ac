// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf, registerDecorator, type ValidationOptions } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { isStrongEnoughPassword } from './auth.dto';

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
const digitsOnly = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '') : value);

/** Longest password we hash: argon2 takes any length, but a megabyte of it is only a way to burn CPU. */
export const PASSWORD_MAX_LENGTH = 1024;

/**
 * A password being set: the catalogue's strength rule (8+ characters, letters and numbers). The
 * server also refuses common passwords; that list is too large to ship to the browser.
 */
export function IsNewPassword(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isNewPassword',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.weakPassword, ...options },
      validator: { validate: (value: unknown) => typeof value === 'string' && value.length <= PASSWORD_MAX_LENGTH && isStrongEnoughPassword(value) },
    });
}

/** `POST /api/auth/password`: change my password while signed in. */
export class ChangePasswordDto {
  @IsString({ message: VALIDATION_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  currentPassword!: string;

  @IsNewPassword()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  newPassword!: string;
}

/** `POST /api/auth/forgot-password`. */
export class ForgotPasswordDto {
  @Transform(lowerTrim)
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  email!: string;
}

/** A token from an emailed link, then a new password: reset and invitation acceptance alike. */
class TokenAndPasswordDto {
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(256, { message: VALIDATION_MESSAGES.tooLong })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  token!: string;

  @IsNewPassword()
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  password!: string;
}

/** `POST /api/auth/reset-password`. */
export class ResetPasswordDto extends TokenAndPasswordDto {}

/** `POST /api/auth/accept-invite`. */
export class AcceptInviteDto extends TokenAndPasswordDto {}

/** `POST /api/auth/unlock`: the token from the link a lockout email carries. */
export class UnlockAccountDto {
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(256, { message: VALIDATION_MESSAGES.tooLong })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  token!: string;
}

/** A six-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
function IsTotpCode() {
  return (object: object, propertyName: string) => {
    Transform(digitsOnly)(object, propertyName);
    Matches(/^\d{6}$/, { message: VALIDATION_MESSAGES.twoFactorCode })(object, propertyName);
    IsString({ message: VALIDATION_MESSAGES.twoFactorCode })(object, propertyName);
  };
}

/** `POST /api/auth/login/two-factor`: the second step of signing in, with a code or a recovery code. */
export class TwoFactorLoginDto {
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(2048, { message: VALIDATION_MESSAGES.tooLong })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  challenge!: string;

  @ValidateIf((dto: TwoFactorLoginDto) => dto.recoveryCode === undefined || dto.code !== undefined)
  @IsTotpCode()
  code?: string;

  @IsOptional()
  @IsString({ message: VALIDATION_MESSAGES.recoveryCode })
  @MaxLength(64, { message: VALIDATION_MESSAGES.recoveryCode })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.recoveryCode })
  recoveryCode?: string;
}

/** `POST /api/auth/two-factor/confirm`: the first code from the app proves the enrolment worked. */
export class ConfirmTwoFactorDto {
  @IsString({ message: VALIDATION_MESSAGES.required })
  @MaxLength(2048, { message: VALIDATION_MESSAGES.tooLong })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  enrolmentToken!: string;

  @IsTotpCode()
  code!: string;
}

/** Proof that the person at the keyboard is the account holder: the password or a current code. */
export class ReauthenticateDto {
  @ValidateIf((dto: ReauthenticateDto) => dto.code === undefined || dto.password !== undefined)
  @IsString({ message: VALIDATION_MESSAGES.passwordRequired })
  @MaxLength(PASSWORD_MAX_LENGTH, { message: VALIDATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  password?: string;

  @IsOptional()
  @IsTotpCode()
  code?: string;
}
