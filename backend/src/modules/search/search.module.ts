import { Module } from '@nestjs/common';
import { OrganisationModule } from '../organisation/organisation.module';
import { SearchController } from './search.controller';
import { SearchRegistry } from './search-registry.service';

/** Global search. Modules import it and register their providers with the SearchRegistry. */
@Module({
  imports: [OrganisationModule],
  controllers: [SearchController],
  providers: [SearchRegistry],
  exports: [SearchRegistry],
})
export class SearchModule {}
