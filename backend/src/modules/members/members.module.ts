import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrganisationModule } from '../organisation/organisation.module';
import { MEMBER_COMMAND_HANDLERS } from './commands/member.commands';
import { MemberCommandsService } from './commands/member-commands.service';
import { MembersController } from './members.controller';
import { MemberQueriesService } from './queries/member-queries.service';
import { SearchModule } from '../search/search.module';
import { MemberSearchProvider } from './search/member-search.provider';

@Module({
  imports: [CqrsModule, OrganisationModule, SearchModule],
  controllers: [MembersController],
  providers: [MemberCommandsService, MemberQueriesService, MemberSearchProvider, ...MEMBER_COMMAND_HANDLERS],
  exports: [MemberCommandsService, MemberQueriesService],
})
export class MembersModule {}
