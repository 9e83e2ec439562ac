import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  FaqVoteDto,
  isFaqId,
  isTourId,
  isTutorialId,
  StartTourDto,
  TutorialProgressDto,
  VALIDATION_MESSAGES,
  type CurrentUser,
  type FaqId,
  type FaqVoteTally,
  type FaqVotesView,
  type OnboardingState,
  type TourId,
  type TutorialId,
} from '@koinonia/contracts';
import { SignedIn } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { DomainError } from '../../platform/errors/domain-error';
import { FaqVotesService } from './faq-votes.service';
import { OnboardingService } from './onboarding.service';

function tourOf(value: string): TourId {
  if (!isTourId(value)) throw DomainError.validation([{ field: 'tour', message: VALIDATION_MESSAGES.choice }]);
  return value;
}

function tutorialOf(value: string): TutorialId {
  if (!isTutorialId(value)) throw DomainError.validation([{ field: 'tutorial', message: VALIDATION_MESSAGES.choice }]);
  return value;
}

function faqOf(value: string): FaqId {
  if (!isFaqId(value)) throw new DomainError('NOT_FOUND');
  return value;
}

/**
 * In-app help: the signed-in user's own onboarding (tours and tutorials) and the FAQs' "was this
 * helpful" votes. Everything here is the asker's own, so any signed-in user may call it.
 */
@ApiTags('help')
@Controller('help')
export class HelpController {
  constructor(
    private readonly onboarding: OnboardingService,
    private readonly faqVotes: FaqVotesService,
  ) {}

  @Get('onboarding')
  @SignedIn()
  @ApiOperation({ summary: 'My onboarding: the current tour, completed tours and tutorials, tutorial progress' })
  getOnboarding(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.get(actor.id);
  }

  @Delete('onboarding')
  @SignedIn()
  @ApiOperation({ summary: 'Reset my onboarding: clears every tour and tutorial record' })
  reset(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'ResetOnboarding', userId: actor.id });
  }

  @Put('onboarding/current-tour')
  @SignedIn()
  @ApiOperation({ summary: 'Start a guided tour' })
  startTour(@Body() body: StartTourDto, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'StartTour', userId: actor.id, tour: body.tour });
  }

  @Delete('onboarding/current-tour')
  @SignedIn()
  @ApiOperation({ summary: 'Skip the current tour (also declines the first sign-in offer)' })
  skipTour(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'SkipTour', userId: actor.id });
  }

  @Put('onboarding/completed-tours/:tour')
  @SignedIn()
  @ApiOperation({ summary: 'Complete a tour: recorded once, and onboarding counts as done' })
  completeTour(@Param('tour') tour: string, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'CompleteTour', userId: actor.id, tour: tourOf(tour) });
  }

  @Put('onboarding/tutorials/:tutorial/progress')
  @SignedIn()
  @ApiOperation({ summary: 'Record the step reached in a tutorial (progress only moves forward)' })
  reachStep(@Param('tutorial') tutorial: string, @Body() body: TutorialProgressDto, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'ReachTutorialStep', userId: actor.id, tutorial: tutorialOf(tutorial), step: body.step });
  }

  @Put('onboarding/completed-tutorials/:tutorial')
  @SignedIn()
  @ApiOperation({ summary: 'Complete a tutorial: recorded once' })
  completeTutorial(@Param('tutorial') tutorial: string, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.run({ type: 'CompleteTutorial', userId: actor.id, tutorial: tutorialOf(tutorial) });
  }

  @Get('faqs/votes')
  @SignedIn()
  @ApiOperation({ summary: 'Every FAQ\'s "was this helpful" counts, and my own votes' })
  tallies(@Actor() actor: CurrentUser): Promise<FaqVotesView> {
    return this.faqVotes.tallies(actor.id);
  }

  @Put('faqs/:faq/vote')
  @SignedIn()
  @ApiOperation({ summary: 'Vote an FAQ helpful or not (one vote per person, changeable)' })
  vote(@Param('faq') faq: string, @Body() body: FaqVoteDto, @Actor() actor: CurrentUser): Promise<FaqVoteTally> {
    return this.faqVotes.run({ type: 'VoteOnFaq', userId: actor.id, faqId: faqOf(faq), helpful: body.helpful });
  }

  @Delete('faqs/:faq/vote')
  @SignedIn()
  @ApiOperation({ summary: 'Withdraw my vote on an FAQ' })
  withdraw(@Param('faq') faq: string, @Actor() actor: CurrentUser): Promise<FaqVoteTally> {
    return this.faqVotes.run({ type: 'WithdrawFaqVote', userId: actor.id, faqId: faqOf(faq) });
  }
}
