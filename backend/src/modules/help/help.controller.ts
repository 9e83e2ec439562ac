import { Body, Controller, Delete, Get, Param, Put } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
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
import { byUser } from '../../platform/commands/command-actor.type';
import { DomainError } from '../../platform/errors/domain-error';
import { CastFaqVoteCommand } from './commands/cast-faq-vote/cast-faq-vote.command';
import { CompleteTourCommand } from './commands/complete-tour/complete-tour.command';
import { CompleteTutorialCommand } from './commands/complete-tutorial/complete-tutorial.command';
import { ReachTutorialStepCommand } from './commands/reach-tutorial-step/reach-tutorial-step.command';
import { ResetOnboardingCommand } from './commands/reset-onboarding/reset-onboarding.command';
import { SkipTourCommand } from './commands/skip-tour/skip-tour.command';
import { StartTourCommand } from './commands/start-tour/start-tour.command';
import { WithdrawFaqVoteCommand } from './commands/withdraw-faq-vote/withdraw-faq-vote.command';
import { FaqVoteQueries } from './queries/faq-vote-queries.service';
import { OnboardingQueries } from './queries/onboarding-queries.service';
import { Answers } from '../../platform/http/answers.decorator';

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
 * helpful" votes. Everything here is the asker's own, so any signed-in user may call it. An
 * onboarding change answers the whole state as saved, a vote that FAQ's tally as now counted.
 */
@ApiTags('help')
@Controller('help')
export class HelpController {
  constructor(
    private readonly commands: CommandBus,
    private readonly onboarding: OnboardingQueries,
    private readonly faqVotes: FaqVoteQueries,
  ) {}

  @Get('onboarding')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'My onboarding: the current tour, completed tours and tutorials, tutorial progress' })
  getOnboarding(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return this.onboarding.get(actor.id);
  }

  @Delete('onboarding')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Reset my onboarding: clears every tour and tutorial record' })
  async reset(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new ResetOnboardingCommand(actor.id, byUser(actor)))).onboarding;
  }

  @Put('onboarding/current-tour')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Start a guided tour' })
  async startTour(@Body() body: StartTourDto, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new StartTourCommand(actor.id, body.tour, byUser(actor)))).onboarding;
  }

  @Delete('onboarding/current-tour')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Skip the current tour (also declines the first sign-in offer)' })
  async skipTour(@Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new SkipTourCommand(actor.id, byUser(actor)))).onboarding;
  }

  @Put('onboarding/completed-tours/:tour')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Complete a tour: recorded once, and onboarding counts as done' })
  async completeTour(@Param('tour') tour: string, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new CompleteTourCommand(actor.id, tourOf(tour), byUser(actor)))).onboarding;
  }

  @Put('onboarding/tutorials/:tutorial/progress')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Record the step reached in a tutorial (progress only moves forward)' })
  async reachStep(@Param('tutorial') tutorial: string, @Body() body: TutorialProgressDto, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new ReachTutorialStepCommand(actor.id, tutorialOf(tutorial), body.step, byUser(actor)))).onboarding;
  }

  @Put('onboarding/completed-tutorials/:tutorial')
  @SignedIn()
  @Answers('OnboardingState')
  @ApiOperation({ summary: 'Complete a tutorial: recorded once' })
  async completeTutorial(@Param('tutorial') tutorial: string, @Actor() actor: CurrentUser): Promise<OnboardingState> {
    return (await this.commands.execute(new CompleteTutorialCommand(actor.id, tutorialOf(tutorial), byUser(actor)))).onboarding;
  }

  @Get('faqs/votes')
  @SignedIn()
  @Answers('FaqVotesView')
  @ApiOperation({ summary: 'Every FAQ\'s "was this helpful" counts, and my own votes' })
  tallies(@Actor() actor: CurrentUser): Promise<FaqVotesView> {
    return this.faqVotes.tallies(actor.id);
  }

  @Put('faqs/:faq/vote')
  @SignedIn()
  @Answers('FaqVoteTally', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Vote an FAQ helpful or not (one vote per person, changeable)' })
  async vote(@Param('faq') faq: string, @Body() body: FaqVoteDto, @Actor() actor: CurrentUser): Promise<FaqVoteTally> {
    return (await this.commands.execute(new CastFaqVoteCommand(actor.id, faqOf(faq), body.helpful, byUser(actor)))).tally;
  }

  @Delete('faqs/:faq/vote')
  @SignedIn()
  @Answers('FaqVoteTally', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Withdraw my vote on an FAQ' })
  async withdraw(@Param('faq') faq: string, @Actor() actor: CurrentUser): Promise<FaqVoteTally> {
    return (await this.commands.execute(new WithdrawFaqVoteCommand(actor.id, faqOf(faq), byUser(actor)))).tally;
  }
}
