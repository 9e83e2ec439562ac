// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { MERGE_SOURCES, type MergeSource } from './member-merge.constant';

const source = () => IsIn(MERGE_SOURCES as unknown as string[], { message: VALIDATION_MESSAGES.choice });

/** Per field, whose value stays; a field left out keeps the survivor's. */
export class MergeFieldChoicesDto {
  @IsOptional() @source() fullName?: MergeSource;
  @IsOptional() @source() email?: MergeSource;
  @IsOptional() @source() phone?: MergeSource;
  @IsOptional() @source() address?: MergeSource;
  @IsOptional() @source() ministry?: MergeSource;
  @IsOptional() @source() role?: MergeSource;
  @IsOptional() @source() birthDate?: MergeSource;
  @IsOptional() @source() joinedOn?: MergeSource;
  @IsOptional() @source() membershipStep?: MergeSource;
  @IsOptional() @source() baptismDate?: MergeSource;
  @IsOptional() @source() photo?: MergeSource;
}

/** `POST /api/members/:id/merge`: merge another record into this one (the survivor), choosing whose value each field keeps. */
export class MergeMembersDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  mergedId!: string;

  @IsOptional()
  @IsObject({ message: VALIDATION_MESSAGES.choice })
  @ValidateNested()
  @Type(() => MergeFieldChoicesDto)
  fields?: MergeFieldChoicesDto;
}

/** `POST /api/members/:id/unmerge`: undo the merge of `mergedId` into this record. */
export class UnmergeMemberDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  mergedId!: string;
}
