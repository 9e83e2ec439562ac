import { ContextModule } from '../../platform/context/context-module.decorator';
import { GivingModule } from '../giving';
import { OrganisationModule } from '../organisation';
import { SecurityModule } from '../security';
import { FINANCE_COMMAND_HANDLERS } from './commands/finance-command-handlers';
import { FinanceExport } from './export/finance-export.service';
import { BudgetsController, ExpensesController, FinanceReportsController } from './finance.controller';
import { budgetsProjection, expensesProjection } from './projections/finance.projections';
import { FinanceQueries } from './queries/finance-queries.service';
import { ExpenseReceiptStore } from './receipts/expense-receipt.store';

/** Financial management: budgets per fund or ministry and year, expenses with receipts and approvals, budget against actual, the accountant's export. */
@ContextModule({
  name: 'finance',
  imports: [OrganisationModule, GivingModule, SecurityModule],
  controllers: [BudgetsController, ExpensesController, FinanceReportsController],
  providers: [FinanceQueries, FinanceExport, ExpenseReceiptStore, ...FINANCE_COMMAND_HANDLERS],
  projections: [budgetsProjection, expensesProjection],
})
export class FinanceModule {}
