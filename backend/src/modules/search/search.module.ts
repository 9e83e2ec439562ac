import { Module } from '@nestjs/common';
import { OrganisationModule } from '../organisation';
import { SearchController } from './search.controller';

/** Global search: the API over the providers each context registers (platform/search). */
@Module({
  imports: [OrganisationModule],
  controllers: [SearchController],
})
export class SearchModule {}
