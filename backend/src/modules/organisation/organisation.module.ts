import { Module } from '@nestjs/common';
import { MinistriesService } from './ministries.service';
import { OrganisationController } from './organisation.controller';

@Module({
  controllers: [OrganisationController],
  providers: [MinistriesService],
  exports: [MinistriesService],
})
export class OrganisationModule {}
