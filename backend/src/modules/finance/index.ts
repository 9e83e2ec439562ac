/** The finance context's public face: its module and the commands the demo church seeds its books with. */
export { FinanceModule } from './finance.module';
export { CreateBudgetCommand } from './commands/create-budget/create-budget.command';
export { SubmitExpenseCommand } from './commands/submit-expense/submit-expense.command';
export { AttachReceiptCommand } from './commands/attach-receipt/attach-receipt.command';
export { ApproveExpenseCommand } from './commands/approve-expense/approve-expense.command';
export { RejectExpenseCommand } from './commands/reject-expense/reject-expense.command';
export { PayExpenseCommand } from './commands/pay-expense/pay-expense.command';
