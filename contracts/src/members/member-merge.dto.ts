// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { IsIn, IsNotEmpty, IsObject, IsOptional, IsUUID, ValidateNested } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';

/** What a merge chooses between, field by field: the member record's details and its photo. */
export const MEMBER_MERGE_FIELDS = [
  'fullName',
  'email',
  'phone',
  'address',
  'ministry',
  'role',
  'birthDate',
  'joinedOn',
  'membershipStep',
  'baptismDate',
  'photo',
] as const;
export type MemberMergeField = (typeof MEMBER_MERGE_FIELDS)[number];

/** Whose value a field keeps: the surviving record's own, or the merged record's. */
export const MERGE_SOURCES = ['survivor', 'merged'] as const;
export type MergeSource = (typeof MERGE_SOURCES)[number];

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
