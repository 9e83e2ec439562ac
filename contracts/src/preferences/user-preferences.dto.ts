// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { plainToInstance, Type } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  registerDecorator,
  ValidateIf,
  ValidateNested,
  validateSync,
} from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { LANGUAGES, type Language } from '../i18n/languages.constant';
import { FEATURE_FLAGS } from '../organisation/feature-flags.constant';
import {
  DATE_FORMATS,
  DEFAULT_PREFERENCES,
  DEFAULT_VIEWS,
  FONT_SIZES,
  isTimeZone,
  ITEMS_PER_PAGE_CHOICES,
  mergePreferences,
  REFRESH_INTERVAL_LIMITS,
  TIME_FORMATS,
  type DateFormat,
  type DefaultView,
  type FontSize,
  type PreferencesChange,
  type TimeFormat,
  type UserPreferences,
} from './user-preferences.type';

const choice = { message: VALIDATION_MESSAGES.choice };
const flag = () => (target: object, property: string) => {
  IsOptional()(target, property);
  IsBoolean(choice)(target, property);
};

function IsTimeZone() {
  return (object: object, propertyName: string) =>
    registerDecorator({ name: 'isTimeZone', target: object.constructor, propertyName, options: choice, validator: { validate: isTimeZone } });
}

export class NotificationPreferencesDto {
  @flag() emailNotifications?: boolean;
  @flag() smsNotifications?: boolean;
  @flag() pushNotifications?: boolean;
  @flag() eventReminders?: boolean;
  @flag() prayerRequestUpdates?: boolean;
  @flag() weeklyReports?: boolean;
  @flag() systemAlerts?: boolean;
  @flag() marketingEmails?: boolean;
}

export class DashboardPreferencesDto {
  @flag() showWelcomeMessage?: boolean;
  @flag() showQuickStats?: boolean;
  @flag() showRecentActivity?: boolean;
  @flag() showUpcomingEvents?: boolean;
  @flag() showPrayerRequests?: boolean;
  @flag() showAnnouncementBar?: boolean;

  @IsOptional()
  @IsIn(DEFAULT_VIEWS as unknown as string[], choice)
  defaultView?: DefaultView;

  @IsOptional()
  @IsIn(ITEMS_PER_PAGE_CHOICES as unknown as number[], choice)
  itemsPerPage?: number;

  @flag() autoRefresh?: boolean;

  @IsOptional()
  @IsInt(choice)
  @Min(REFRESH_INTERVAL_LIMITS.min, choice)
  @Max(REFRESH_INTERVAL_LIMITS.max, choice)
  refreshInterval?: number;
}

export class DisplayPreferencesDto {
  @flag() compactMode?: boolean;
  @flag() showTooltips?: boolean;
  @flag() animationsEnabled?: boolean;
  @flag() highContrast?: boolean;

  @IsOptional()
  @IsIn(FONT_SIZES as unknown as string[], choice)
  fontSize?: FontSize;

  @IsOptional()
  @IsIn(DATE_FORMATS as unknown as string[], choice)
  dateFormat?: DateFormat;

  @IsOptional()
  @IsIn(TIME_FORMATS as unknown as string[], choice)
  timeFormat?: TimeFormat;

  @flag() showProfilePictures?: boolean;
}

export class FeaturePreferencesDto {}
for (const name of FEATURE_FLAGS) flag()(FeaturePreferencesDto.prototype, name);

/**
 * `PUT /api/preferences`, and an imported preferences file: any groups and fields, each checked;
 * unknown fields are refused. `lastUpdated` is accepted (an exported file carries it) and ignored.
 */
export class UpdatePreferencesDto {
  @IsOptional()
  @IsIn(LANGUAGES as unknown as string[], choice)
  language?: Language;

  @IsOptional()
  @IsTimeZone()
  timeZone?: string;

  @IsOptional()
  @ValidateIf((_, value) => value !== null)
  @IsString(choice)
  @MaxLength(40, choice)
  lastUpdated?: string | null;

  @IsOptional()
  @ValidateNested()
  @Type(() => NotificationPreferencesDto)
  notifications?: NotificationPreferencesDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => DashboardPreferencesDto)
  dashboard?: DashboardPreferencesDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => DisplayPreferencesDto)
  display?: DisplayPreferencesDto;

  @IsOptional()
  @ValidateNested()
  @Type(() => FeaturePreferencesDto)
  features?: FeaturePreferencesDto;
}

/** The change a checked DTO asks for, without undefined fields or `lastUpdated`. */
export function toPreferencesChange(dto: UpdatePreferencesDto): PreferencesChange {
  const clean = <T extends object>(group: T | undefined): Partial<T> | undefined =>
    group === undefined ? undefined : (Object.fromEntries(Object.entries(group).filter(([, v]) => v !== undefined)) as Partial<T>);
  const change: PreferencesChange = {};
  if (dto.language !== undefined) change.language = dto.language;
  if (dto.timeZone !== undefined) change.timeZone = dto.timeZone;
  if (dto.notifications) change.notifications = clean(dto.notifications);
  if (dto.dashboard) change.dashboard = clean(dto.dashboard);
  if (dto.display) change.display = clean(dto.display);
  if (dto.features) change.features = clean(dto.features as Record<string, boolean>);
  return change;
}

/**
 * Reads a preferences file (an export, or any subset of its fields): the defaults with the
 * file's values over them, or null when the file is not preferences or holds a bad value.
 */
export function parsePreferences(value: unknown): UserPreferences | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  for (const group of ['notifications', 'dashboard', 'display', 'features'] as const) {
    const given = (value as Record<string, unknown>)[group];
    if (given !== undefined && (typeof given !== 'object' || given === null || Array.isArray(given))) return null;
  }
  const dto = plainToInstance(UpdatePreferencesDto, value);
  const errors = validateSync(dto, { whitelist: true, forbidNonWhitelisted: true, forbidUnknownValues: true });
  if (errors.length > 0) return null;
  return mergePreferences(DEFAULT_PREFERENCES, toPreferencesChange(dto));
}
