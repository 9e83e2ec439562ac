import 'reflect-metadata';
import { IsIn, IsOptional, registerDecorator, type ValidationOptions } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { IMPORT_DUPLICATE_CHOICES, IMPORT_FIELDS, type ImportDuplicateChoice, type ImportMapping } from './member-import.constant';

function isMapping(value: unknown): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.entries(value).every(
    ([field, column]) =>
      (IMPORT_FIELDS as readonly string[]).includes(field) && Number.isInteger(column) && (column as number) >= 0 && (column as number) < 1000,
  );
}

/** A mapping names only known fields, each with a column index. */
export function IsImportMapping(options?: ValidationOptions) {
  return (object: object, propertyName: string) =>
    registerDecorator({
      name: 'isImportMapping',
      target: object.constructor,
      propertyName,
      options: { message: VALIDATION_MESSAGES.choice, ...options },
      validator: { validate: isMapping },
    });
}

/** `POST /api/imports/members/:id/preview` and `…/commit`: the mapping as adjusted, and what to do with people already in the directory. */
export class MemberImportOptionsDto {
  @IsOptional()
  @IsImportMapping()
  mapping?: ImportMapping;

  @IsOptional()
  @IsIn(IMPORT_DUPLICATE_CHOICES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  duplicates?: ImportDuplicateChoice;
}
