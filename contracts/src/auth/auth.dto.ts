// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsString, MaxLength } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';

/** `POST /api/auth/login`. */
export class LoginDto {
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsEmail({}, { message: VALIDATION_MESSAGES.email })
  @MaxLength(254, { message: VALIDATION_MESSAGES.email })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  email!: string;

  @IsString({ message: VALIDATION_MESSAGES.passwordRequired })
  @MaxLength(1024, { message: VALIDATION_MESSAGES.passwordRequired })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.passwordRequired })
  password!: string;
}

/** The strength rule of the catalogue: at least 8 characters with letters and numbers. */
export function isStrongEnoughPassword(password: string): boolean {
  return password.length >= 8 && /[A-Za-z]/.test(password) && /\d/.test(password);
}
