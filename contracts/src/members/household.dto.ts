// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsOptional, IsString, IsUUID, MaxLength, ValidateNested } from 'class-validator';
// class-validator checks a property's decorators bottom-up: the emptiness check sits last so it speaks first.
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { PageQueryDto } from '../platform/page-query.dto';
import {
  HOUSEHOLD_ADDRESS_CHOICES,
  HOUSEHOLD_FIELD_LIMITS,
  HOUSEHOLD_RELATIONSHIPS,
  type HouseholdAddressChoice,
  type HouseholdRelationship,
} from './household.constant';
import { OptionalText, RequiredText, trim } from '../platform/text.decorators';

/** A person and how they belong to the household. */
export class HouseholdMemberDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  memberId!: string;

  @IsIn(HOUSEHOLD_RELATIONSHIPS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  relationship!: HouseholdRelationship;
}

/** `POST /api/households`: a household, with its first people if known. */
export class CreateHouseholdDto {
  @RequiredText(HOUSEHOLD_FIELD_LIMITS.name)
  name!: string;

  @OptionalText(HOUSEHOLD_FIELD_LIMITS.address)
  address?: string;

  @IsOptional()
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(HOUSEHOLD_FIELD_LIMITS.members, { message: VALIDATION_MESSAGES.tooLong })
  @ValidateNested({ each: true })
  @Type(() => HouseholdMemberDto)
  members?: HouseholdMemberDto[];
}

/** `PATCH /api/households/:id`: rename it, change its address, or both. */
export class UpdateHouseholdDto {
  @Transform(trim)
  @IsOptional()
  @MaxLength(HOUSEHOLD_FIELD_LIMITS.name, { message: VALIDATION_MESSAGES.tooLong })
  @IsString({ message: VALIDATION_MESSAGES.required })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  name?: string;

  @OptionalText(HOUSEHOLD_FIELD_LIMITS.address)
  address?: string;
}

/**
 * `POST /api/households/:id/members`: add a person, or change how they belong. A person in
 * another household is moved only when `move` is true; otherwise it is refused (ALREADY_IN_HOUSEHOLD).
 */
export class AddHouseholdMemberDto extends HouseholdMemberDto {
  @IsOptional()
  @IsIn([true, false], { message: VALIDATION_MESSAGES.choice })
  move?: boolean;
}

/** `POST /api/households/:id/merge`: the household at `:id` survives; `mergedId`'s people join it and it closes. */
export class MergeHouseholdsDto {
  @IsUUID('all', { message: VALIDATION_MESSAGES.choice })
  @IsNotEmpty({ message: VALIDATION_MESSAGES.required })
  mergedId!: string;

  @IsOptional()
  @IsIn(HOUSEHOLD_ADDRESS_CHOICES as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  address?: HouseholdAddressChoice;

  /** How the merged household's people belong to the survivor, where it differs (else as they were; a second head joins as another adult). */
  @IsOptional()
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(HOUSEHOLD_FIELD_LIMITS.members, { message: VALIDATION_MESSAGES.tooLong })
  @ValidateNested({ each: true })
  @Type(() => HouseholdMemberDto)
  members?: HouseholdMemberDto[];
}

/** `GET /api/households`: search by the household's name. */
export class ListHouseholdsQueryDto extends PageQueryDto {
  @OptionalText(HOUSEHOLD_FIELD_LIMITS.search)
  search?: string;
}

/** `GET /api/members/duplicates`: pages of possible duplicate pairs. */
export class ListDuplicatesQueryDto extends PageQueryDto {}
