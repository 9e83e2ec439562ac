import { Module } from '@nestjs/common';
import { CareModule } from '../care';
import { IdentityModule } from '../identity';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { DemoSeeder } from './demo-seeder.service';

@Module({
  imports: [IdentityModule, MembersModule, OrganisationModule, CareModule],
  providers: [DemoSeeder],
  exports: [DemoSeeder],
})
export class DemoModule {}
