import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeFeatureFlagDto,
  ChangeMaintenanceModeDto,
  isFeatureFlag,
  VALIDATION_MESSAGES,
  type CommandResult,
  type CurrentUser,
  type FeatureFlagsView,
  type OrganisationStatus,
} from '@koinonia/contracts';
import { Public, Requires, SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { OrganisationSettingsService } from './organisation-settings.service';

@ApiTags('organisation')
@Controller()
export class OrganisationSettingsController {
  constructor(private readonly settings: OrganisationSettingsService) {}

  @Get('organisation/status')
  @Public()
  @OpenDuringMaintenance()
  @ApiOperation({ summary: 'Whether the app is in maintenance mode, and its message (anyone)' })
  status(): OrganisationStatus {
    const { enabled, message } = this.settings.maintenance;
    return { maintenance: { enabled, message } };
  }

  @Get('organisation/features')
  @SignedIn()
  @ApiOperation({ summary: 'Which areas of the app the organisation has turned on' })
  features(): FeatureFlagsView {
    return { flags: { ...this.settings.features } };
  }

  @Put('admin/features/:flag')
  @Requires('settings.manage')
  @ApiOperation({ summary: 'Turn an area of the app on or off for everyone' })
  changeFeature(@Param('flag') flag: string, @Body() body: ChangeFeatureFlagDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    if (!isFeatureFlag(flag)) throw DomainError.validation([{ field: 'flag', message: VALIDATION_MESSAGES.choice }]);
    return this.settings.changeFeatureFlag(flag, body.enabled, actor.id);
  }

  @Put('admin/maintenance')
  @Requires('settings.manage')
  @ApiOperation({ summary: 'Turn maintenance mode on (with an optional message) or off' })
  changeMaintenance(@Body() body: ChangeMaintenanceModeDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return this.settings.changeMaintenanceMode(body.enabled, body.message ?? null, actor.id);
  }
}
