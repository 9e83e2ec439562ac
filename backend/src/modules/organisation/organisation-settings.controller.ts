import { Body, Controller, Get, Inject, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  ChangeFeatureFlagDto,
  ChangeMaintenanceModeDto,
  ChurchSettingsDto,
  isFeatureFlag,
  VALIDATION_MESSAGES,
  type CommandResult,
  type ChurchSettingsView,
  type CurrentUser,
  type FeatureFlagsView,
  type OrganisationStatus,
} from '@koinonia/contracts';
import { APP_CONFIG } from '../../platform/platform.tokens';
import type { AppConfig } from '../../platform/config/app-config';
import { Public, Requires, SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { OpenDuringMaintenance } from '../../platform/availability/availability.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { toCommandResult } from '../../platform/http/command-result.util';
import { ChangeChurchSettingsCommand } from './commands/change-church-settings/change-church-settings.command';
import { ChangeFeatureFlagCommand } from './commands/change-feature-flag/change-feature-flag.command';
import { ChangeMaintenanceModeCommand } from './commands/change-maintenance-mode/change-maintenance-mode.command';
import { OrganisationSettingsService } from './organisation-settings.service';
import { ChurchQuery } from './queries/church.query';
import { Answers } from '../../platform/http/answers.decorator';

@ApiTags('organisation')
@Controller()
export class OrganisationSettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly settings: OrganisationSettingsService,
    private readonly church: ChurchQuery,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get('organisation/status')
  @Public()
  @OpenDuringMaintenance()
  @Answers('OrganisationStatus')
  @ApiOperation({ summary: 'Whether the app is in maintenance mode, and its message; whether it is the demo church (anyone)' })
  status(): OrganisationStatus {
    const { enabled, message } = this.settings.maintenance;
    return { maintenance: { enabled, message }, demo: this.config.demoMode };
  }

  @Get('organisation/features')
  @SignedIn()
  @Answers('FeatureFlagsView')
  @ApiOperation({ summary: 'Which areas of the app the organisation has turned on' })
  features(): FeatureFlagsView {
    return { flags: { ...this.settings.features } };
  }

  @Put('admin/features/:flag')
  @Requires('settings.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Turn an area of the app on or off for everyone' })
  async changeFeature(@Param('flag') flag: string, @Body() body: ChangeFeatureFlagDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    if (!isFeatureFlag(flag)) throw DomainError.validation([{ field: 'flag', message: VALIDATION_MESSAGES.choice }]);
    return toCommandResult(await this.commands.execute(new ChangeFeatureFlagCommand(flag, body.enabled, byUser(actor))));
  }

  @Put('admin/maintenance')
  @Requires('settings.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Turn maintenance mode on (with an optional message) or off' })
  async changeMaintenance(@Body() body: ChangeMaintenanceModeDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeMaintenanceModeCommand(body.enabled, body.message ?? null, byUser(actor))));
  }

  @Get('organisation/settings')
  @SignedIn()
  @Answers('ChurchSettingsView')
  @ApiOperation({ summary: "The church's settings pages need (its country, for reading and showing phone numbers)" })
  async churchSettings(): Promise<ChurchSettingsView> {
    return { ...this.settings.church, timeZone: (await this.church.current())?.timeZone || 'UTC' };
  }

  @Put('admin/church-settings')
  @Requires('settings.manage')
  @Answers('CommandResult')
  @ApiOperation({
    summary:
      "Change the church's settings: its country (ISO 3166 alpha-2), whether members' own changes wait for approval, its currency (ISO 4217), its time zone (IANA)",
  })
  async changeChurchSettings(@Body() body: ChurchSettingsDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const settings = {
      country: body.country,
      selfUpdatesNeedApproval: body.selfUpdatesNeedApproval,
      currency: body.currency,
      legalName: body.legalName,
      timeZone: body.timeZone,
    };
    return toCommandResult(await this.commands.execute(new ChangeChurchSettingsCommand(settings, byUser(actor))));
  }
}
