import { IsBoolean, IsDefined, IsIn, IsInt, Min } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { TOUR_IDS, type TourId } from './help-content.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** `PUT /api/help/onboarding/current-tour`: start a guided tour. */
export class StartTourDto {
  @IsIn(TOUR_IDS as unknown as string[], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  tour!: TourId;
}

/** `PUT /api/help/onboarding/tutorials/:tutorial/progress`: the step reached (0-based). */
export class TutorialProgressDto {
  @Min(0, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  step!: number;
}

/** `PUT /api/help/faqs/:faq/vote`: was this answer helpful? One vote per person per FAQ, changeable. */
export class FaqVoteDto {
  @IsBoolean({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  helpful!: boolean;
}
