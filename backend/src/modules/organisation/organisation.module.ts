import { Module } from '@nestjs/common';
import { MinistriesService } from './ministries.service';
import { OrganisationController } from './organisation.controller';
import { OrganisationSettingsController } from './organisation-settings.controller';
import { OrganisationSettingsService } from './organisation-settings.service';

@Module({
  controllers: [OrganisationController, OrganisationSettingsController],
  providers: [MinistriesService, OrganisationSettingsService],
  exports: [MinistriesService, OrganisationSettingsService],
})
export class OrganisationModule {}
