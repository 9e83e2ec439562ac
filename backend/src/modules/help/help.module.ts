import { Module } from '@nestjs/common';
import { FaqVotesService } from './faq-votes.service';
import { HelpController } from './help.controller';
import { OnboardingService } from './onboarding.service';

@Module({
  controllers: [HelpController],
  providers: [OnboardingService, FaqVotesService],
})
export class HelpModule {}
