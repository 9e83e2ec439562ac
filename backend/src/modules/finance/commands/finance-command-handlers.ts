import { AttachReceiptHandler } from './attach-receipt/attach-receipt.handler';
import { ChangeBudgetHandler } from './change-budget/change-budget.handler';
import { CloseBudgetHandler } from './close-budget/close-budget.handler';
import { CreateBudgetHandler } from './create-budget/create-budget.handler';
import { ApproveExpenseHandler, PayExpenseHandler, RejectExpenseHandler } from './expense-steps.handler';
import { SubmitExpenseHandler } from './submit-expense/submit-expense.handler';

export const FINANCE_COMMAND_HANDLERS = [
  CreateBudgetHandler,
  ChangeBudgetHandler,
  CloseBudgetHandler,
  SubmitExpenseHandler,
  AttachReceiptHandler,
  ApproveExpenseHandler,
  RejectExpenseHandler,
  PayExpenseHandler,
];
