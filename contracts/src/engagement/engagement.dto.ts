// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { IsOptional } from 'class-validator';
import { IsPastDate } from '../members/member.dto';

/** `?asOf=YYYY-MM-DD`: the score from the events dated up to that day (today when absent); never a future day. */
export class EngagementQueryDto {
  @IsOptional()
  @IsPastDate()
  asOf?: string;
}
