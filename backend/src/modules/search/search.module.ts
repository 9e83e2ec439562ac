import { Module } from '@nestjs/common';
import { SearchController } from './search.controller';
import { SearchRegistry } from './search-registry.service';

/** Global search. Modules import it and register their providers with the SearchRegistry. */
@Module({
  controllers: [SearchController],
  providers: [SearchRegistry],
  exports: [SearchRegistry],
})
export class SearchModule {}
