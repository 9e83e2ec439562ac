import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AdminUsersOverview, MaintenanceView, SystemStatus } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { UserSummaryService } from '../identity';
import { OrganisationSettingsService } from '../organisation';
import { SystemStatusService } from './system-status.service';
import { Answers } from '../../platform/http/answers.decorator';

/** What the admin dashboard reads. Each card asks for the permission its data needs. */
@ApiTags('admin')
@Controller('admin')
export class AdminDashboardController {
  constructor(
    private readonly users: UserSummaryService,
    private readonly system: SystemStatusService,
    private readonly settings: OrganisationSettingsService,
  ) {}

  @Get('overview')
  @Requires('users.manage')
  @Answers('AdminUsersOverview')
  @ApiOperation({ summary: 'Accounts at a glance: per role, active, deactivated, locked, newest sign-ins' })
  overview(): Promise<AdminUsersOverview> {
    return this.users.overview();
  }

  @Get('system')
  @Requires('settings.manage')
  @Answers('SystemStatus')
  @ApiOperation({ summary: 'Store positions, projection lag, disk use, uptime and Node version' })
  systemStatus(): Promise<SystemStatus> {
    return this.system.status();
  }

  @Get('maintenance')
  @Requires('settings.manage')
  @Answers('MaintenanceView')
  @ApiOperation({ summary: 'Maintenance mode with its message and who changed it last, and when' })
  async maintenance(): Promise<MaintenanceView> {
    const { enabled, message, changedAt, changedBy } = this.settings.maintenance;
    if (changedAt === null) return { enabled, message, lastChange: null };
    const name = changedBy === null ? null : await this.users.displayNameOf(changedBy);
    return { enabled, message, lastChange: { at: changedAt, by: changedBy === null ? null : { id: changedBy, displayName: name ?? changedBy } } };
  }
}
