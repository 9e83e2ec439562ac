import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';

/** `POST /api/auth/login`. */
export class LoginDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  email!: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  @MaxLength(1024, { message: VALIDATION_MESSAGES.passwordRequired })
  password!: string;
}

/** The strength rule of the catalogue: at least 8 characters with letters and numbers. */
export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
