import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity';
import { OrganisationModule } from '../organisation';
import { AdminDashboardController } from './admin-dashboard.controller';
import { SystemStatusService } from './system-status.service';

/** The admin area's dashboard. Sign-in lives with identity; flags and maintenance with the organisation. */
@Module({
  imports: [IdentityModule, OrganisationModule],
  controllers: [AdminDashboardController],
  providers: [SystemStatusService],
})
export class AdminModule {}
