import { CastFaqVoteHandler } from './cast-faq-vote/cast-faq-vote.handler';
import { CompleteTourHandler } from './complete-tour/complete-tour.handler';
import { CompleteTutorialHandler } from './complete-tutorial/complete-tutorial.handler';
import { ReachTutorialStepHandler } from './reach-tutorial-step/reach-tutorial-step.handler';
import { ResetOnboardingHandler } from './reset-onboarding/reset-onboarding.handler';
import { SkipTourHandler } from './skip-tour/skip-tour.handler';
import { StartTourHandler } from './start-tour/start-tour.handler';
import { WithdrawFaqVoteHandler } from './withdraw-faq-vote/withdraw-faq-vote.handler';

/** The help context's write side: one handler per use case. */
export const HELP_COMMAND_HANDLERS = [
  StartTourHandler,
  CompleteTourHandler,
  SkipTourHandler,
  ResetOnboardingHandler,
  ReachTutorialStepHandler,
  CompleteTutorialHandler,
  CastFaqVoteHandler,
  WithdrawFaqVoteHandler,
];
