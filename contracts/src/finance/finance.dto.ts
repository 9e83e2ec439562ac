// Reflect's metadata API, which class-transformer reads design types through.
import 'reflect-metadata';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsDefined, IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, Min, ValidateNested } from 'class-validator';
import { VALIDATION_MESSAGES } from '../errors/validation-messages.constant';
import { GIVING_DATE } from '../giving/giving.constant';
import { MoneyDto } from '../giving/money.dto';
import { OptionalText, RequiredText } from '../platform/text.decorators';
import {
  EXPENSE_CATEGORIES,
  EXPENSE_PAYMENT_METHODS,
  EXPENSE_STATES,
  FINANCE_LIMITS,
  type ExpenseCategory,
  type ExpensePaymentMethod,
  type ExpenseState,
} from './finance.constant';

// class-validator checks a property's decorators bottom-up: the presence check sits last so it speaks first.

/** The annual amount and, optionally, its twelve monthly parts (spread evenly when absent). */
export class BudgetAmountsDto {
  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;

  /** Twelve non-negative minor-unit amounts, January first, adding up to `amount.minor`. */
  @IsOptional()
  @IsInt({ each: true, message: VALIDATION_MESSAGES.choice })
  @Min(0, { each: true, message: VALIDATION_MESSAGES.choice })
  @ArrayMaxSize(12, { message: VALIDATION_MESSAGES.choice })
  @ArrayMinSize(12, { message: VALIDATION_MESSAGES.choice })
  @IsArray({ message: VALIDATION_MESSAGES.choice })
  months?: number[];
}

/** `POST /api/budgets`: a year's budget for one fund (`fundId`) or one ministry (`ministryId`), not both. */
export class CreateBudgetDto extends BudgetAmountsDto {
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  fundId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  ministryId?: string;

  @Max(FINANCE_LIMITS.maxYear, { message: VALIDATION_MESSAGES.choice })
  @Min(FINANCE_LIMITS.minYear, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  year!: number;
}

/** `PUT /api/budgets/:id` (If-Match: the revision last seen): the amounts as they should now be. */
export class ChangeBudgetDto extends BudgetAmountsDto {}

/** `GET /api/budgets?year=`, `GET /api/finance/budget-vs-actual?year=&fundId=|ministryId=`, the export's `?year=`. */
export class FinanceYearQueryDto {
  @Type(() => Number)
  @Max(FINANCE_LIMITS.maxYear, { message: VALIDATION_MESSAGES.choice })
  @Min(FINANCE_LIMITS.minYear, { message: VALIDATION_MESSAGES.choice })
  @IsInt({ message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  year!: number;
}

export class BudgetVsActualQueryDto extends FinanceYearQueryDto {
  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  fundId?: string;

  @IsOptional()
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  ministryId?: string;
}

/** `POST /api/expenses`: submitted against a budget (a fund or ministry's year); the receipt follows as an upload. */
export class SubmitExpenseDto {
  @IsUUID('4', { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  budgetId!: string;

  @RequiredText(FINANCE_LIMITS.payee)
  payee!: string;

  @RequiredText(FINANCE_LIMITS.description)
  description!: string;

  @ValidateNested()
  @Type(() => MoneyDto)
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  amount!: MoneyDto;

  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  incurredOn!: string;

  @IsIn([...EXPENSE_CATEGORIES], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  category!: ExpenseCategory;
}

/** `POST /api/expenses/:id/rejection`. */
export class RejectExpenseDto {
  @RequiredText(FINANCE_LIMITS.reason)
  reason!: string;
}

/** `POST /api/expenses/:id/payment`. */
export class PayExpenseDto {
  @Matches(GIVING_DATE, { message: VALIDATION_MESSAGES.date })
  @IsString({ message: VALIDATION_MESSAGES.date })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  paidOn!: string;

  @IsIn([...EXPENSE_PAYMENT_METHODS], { message: VALIDATION_MESSAGES.choice })
  @IsDefined({ message: VALIDATION_MESSAGES.required })
  method!: ExpensePaymentMethod;

  @OptionalText(FINANCE_LIMITS.reference)
  reference?: string;
}

/** `GET /api/expenses?year=&state=`. */
export class ExpensesQueryDto extends FinanceYearQueryDto {
  @IsOptional()
  @IsIn([...EXPENSE_STATES], { message: VALIDATION_MESSAGES.choice })
  state?: ExpenseState;
}
