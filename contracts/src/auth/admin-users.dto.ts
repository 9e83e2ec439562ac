// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsEmail, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { isLanguage, type Language } from '../i18n/languages.constant';
import { USER_ROLES, type UserRole } from './user-roles.constant';
import { RequiredText } from '../platform/text.decorators';

const lowerTrim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value);
/** Each role once, whatever order or repetition the form sent. */
const uniqueRoles = ({ value }: { value: unknown }) => (Array.isArray(value) ? [...new Set(value)] : value);

/** `POST /api/admin/users`: invite someone to an account by email. */
export class InviteUserDto {
  @Transform(lowerTrim)
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  email!: string;

  @RequiredText(120)
  displayName!: string;

  @Transform(uniqueRoles)
  @IsIn(USER_ROLES, { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(USER_ROLES.length, { message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.rolesRequired })
  @IsArray({ message: VALIDATION_MESSAGES.rolesRequired })
  roles!: UserRole[];

  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  memberId?: string;

  /** The language of the invitation email; the server uses the request's Accept-Language without it. */
  @IsOptional()
  @ValidateBy({ name: 'isLanguage', validator: { validate: (value: unknown) => isLanguage(value) } }, { message: VALIDATION_MESSAGES.choice })
  language?: Language;
}

/** `PUT /api/admin/users/:id/roles`: the roles the account should hold from now on. */
export class ChangeUserRolesDto {
  @Transform(uniqueRoles)
  @IsIn(USER_ROLES, { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(USER_ROLES.length, { message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(1, { message: VALIDATION_MESSAGES.rolesRequired })
  @IsArray({ message: VALIDATION_MESSAGES.rolesRequired })
  roles!: UserRole[];
}

/** `PUT /api/admin/users/:id/member`: the member record this account belongs to. */
export class LinkUserToMemberDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;
}

/** `PUT /api/admin/security-policy`: the roles whose holders must use two-step verification. */
export class SecurityPolicyDto {
  @Transform(uniqueRoles)
  @IsIn(USER_ROLES, { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(USER_ROLES.length, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  twoFactorRequiredRoles!: UserRole[];
}
