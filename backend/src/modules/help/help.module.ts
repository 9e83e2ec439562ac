import { ContextModule } from '../../platform/context/context-module.decorator';
import { faqVotesProjection } from './projections/faq-votes.projection';
import { onboardingProjection } from './projections/onboarding.projection';
import { FaqVotesService } from './faq-votes.service';
import { HelpController } from './help.controller';
import { OnboardingService } from './onboarding.service';

/** Help and onboarding: each person's tours and tutorials, and FAQ votes. */
@ContextModule({
  name: 'help',
  controllers: [HelpController],
  providers: [OnboardingService, FaqVotesService],
  projections: [onboardingProjection, faqVotesProjection],
})
export class HelpModule {}
