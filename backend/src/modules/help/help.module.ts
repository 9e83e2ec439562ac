import { ContextModule } from '../../platform/context/context-module.decorator';
import { CountedFaqVote } from './commands/counted-faq-vote.service';
import { HELP_COMMAND_HANDLERS } from './commands/help-command-handlers';
import { SavedOnboarding } from './commands/saved-onboarding.service';
import { HelpController } from './help.controller';
import { faqVotesProjection } from './projections/faq-votes.projection';
import { onboardingProjection } from './projections/onboarding.projection';
import { FaqVoteQueries } from './queries/faq-vote-queries.service';
import { OnboardingQueries } from './queries/onboarding-queries.service';

/** Help and onboarding: each person's tours and tutorials, and FAQ votes. */
@ContextModule({
  name: 'help',
  controllers: [HelpController],
  providers: [OnboardingQueries, FaqVoteQueries, SavedOnboarding, CountedFaqVote, ...HELP_COMMAND_HANDLERS],
  projections: [onboardingProjection, faqVotesProjection],
})
export class HelpModule {}
