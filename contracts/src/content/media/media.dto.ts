// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Transform, Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../../errors/validation-messages.constant';
import { PageQueryDto } from '../../platform/page-query.dto';
import { OptionalText } from '../../platform/text.decorators';
import { MEDIA_KINDS, MEDIA_LIMITS, type MediaKind } from './media-kinds.constant';

const TAG = /^[\p{L}\p{N}][\p{L}\p{N} _-]*$/u;
const tidyTags = ({ value }: { value: unknown }) =>
  Array.isArray(value) ? [...new Set(value.map((tag) => (typeof tag === 'string' ? tag.trim().toLowerCase() : tag)))] : value;

/** `GET /api/media?search=&tag=&kind=&page=&pageSize=`: the library, newest first. */
export class MediaQueryDto extends PageQueryDto {
  @OptionalText(MEDIA_LIMITS.search)
  search?: string;

  @OptionalText(MEDIA_LIMITS.tag)
  tag?: string;

  @IsOptional()
  @IsIn([...MEDIA_KINDS], { message: VALIDATION_MESSAGES.choice })
  kind?: MediaKind;
}

/** `PATCH /api/media/:id`: a new name, new tags, or both. */
export class ChangeMediaDto {
  @OptionalText(MEDIA_LIMITS.name)
  name?: string;

  @IsOptional()
  @Transform(tidyTags)
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(MEDIA_LIMITS.tags, { message: VALIDATION_MESSAGES.choice })
  @IsString({ each: true, message: VALIDATION_MESSAGES.choice })
  @MaxLength(MEDIA_LIMITS.tag, { each: true, message: VALIDATION_MESSAGES.choice })
  @Matches(TAG, { each: true, message: VALIDATION_MESSAGES.choice })
  tags?: string[];
}

/** `DELETE /api/media/:id?confirm=true`: a file something uses goes only when confirmed. */
export class DeleteMediaQueryDto {
  @IsOptional()
  @IsIn(['true', 'false'], { message: VALIDATION_MESSAGES.choice })
  confirm?: 'true' | 'false';
}

/** `PUT /api/media/settings`: the church's upload size limit, in bytes. */
export class MediaSettingsDto {
  @Type(() => Number)
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @Min(1024 * 1024, { message: VALIDATION_MESSAGES.choice })
  @Max(MEDIA_LIMITS.maxUploadBytes, { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  maxUploadBytes!: number;
}
