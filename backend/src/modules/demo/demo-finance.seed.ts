import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { spreadOverMonths, type ExpenseCategory, type ExpensePaymentMethod, type Money } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { newPdfDocument, pdfBytes } from '../../platform/pdf/pdf-bytes.util';
import { ApproveExpenseCommand, AttachReceiptCommand, CreateBudgetCommand, PayExpenseCommand, RejectExpenseCommand, SubmitExpenseCommand } from '../finance';
import { GivingQueries } from '../giving';
import { MinistriesService } from '../organisation';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });

export interface DemoFinancePeople {
  financeUserId: string;
  staffUserId: string;
  leaderUserId: string;
}

type Outcome =
  { state: 'submitted' } | { state: 'approved' } | { state: 'rejected'; reason: string } | { state: 'paid'; method: ExpensePaymentMethod; reference: string };

interface DemoExpense {
  line: string;
  by: 'staff' | 'leader';
  payee: string;
  description: string;
  minor: number;
  month: number;
  day: number;
  category: ExpenseCategory;
  outcome: Outcome;
}

/** A year's spending, month by month: most paid, some approved and waiting for payment, one rejected, the newest waiting. */
const EXPENSES: DemoExpense[] = [
  {
    line: 'General',
    by: 'staff',
    payee: 'City Water & Power',
    description: 'Electricity and water, January',
    minor: 84_250,
    month: 1,
    day: 28,
    category: 'utilities',
    outcome: { state: 'paid', method: 'bank-transfer', reference: 'TRF-0128' },
  },
  {
    line: 'Youth',
    by: 'leader',
    payee: 'Pinecrest Camp',
    description: 'Winter retreat deposit, 24 students',
    minor: 120_000,
    month: 2,
    day: 9,
    category: 'travel',
    outcome: { state: 'paid', method: 'cheque', reference: '2041' },
  },
  {
    line: 'Building',
    by: 'staff',
    payee: 'Mason Roofing',
    description: 'Repair of the fellowship hall roof after the storm',
    minor: 365_000,
    month: 3,
    day: 3,
    category: 'facilities',
    outcome: { state: 'paid', method: 'bank-transfer', reference: 'TRF-0303' },
  },
  {
    line: 'Children',
    by: 'leader',
    payee: 'Office Depot',
    description: 'Craft supplies for Sunday school',
    minor: 4_599,
    month: 3,
    day: 14,
    category: 'supplies',
    outcome: { state: 'paid', method: 'card', reference: 'VISA-7731' },
  },
  {
    line: 'Worship',
    by: 'leader',
    payee: 'Sweetwater',
    description: 'Two wireless microphones',
    minor: 59_800,
    month: 4,
    day: 2,
    category: 'equipment',
    outcome: { state: 'rejected', reason: 'Please get a second quote first; the tech budget is almost spent.' },
  },
  {
    line: 'Outreach',
    by: 'staff',
    payee: 'Food Bank Wholesale',
    description: 'Food pantry restock',
    minor: 47_520,
    month: 5,
    day: 6,
    category: 'outreach',
    outcome: { state: 'paid', method: 'cheque', reference: '2057' },
  },
  {
    line: 'General',
    by: 'staff',
    payee: 'City Water & Power',
    description: 'Electricity and water, May',
    minor: 71_830,
    month: 5,
    day: 29,
    category: 'utilities',
    outcome: { state: 'approved' },
  },
  {
    line: 'Youth',
    by: 'leader',
    payee: 'Domino’s',
    description: 'Pizza for the Wednesday night kickoff',
    minor: 8_650,
    month: 6,
    day: 11,
    category: 'hospitality',
    outcome: { state: 'approved' },
  },
  {
    line: 'Children',
    by: 'leader',
    payee: 'Lifeway',
    description: 'Vacation Bible School curriculum',
    minor: 23_900,
    month: 6,
    day: 20,
    category: 'supplies',
    outcome: { state: 'submitted' },
  },
  {
    line: 'Missions',
    by: 'staff',
    payee: 'Delta Air Lines',
    description: 'Flights for the short-term team to Nairobi',
    minor: 412_000,
    month: 7,
    day: 8,
    category: 'travel',
    outcome: { state: 'submitted' },
  },
];

/** Each line's annual budget in cents. */
const BUDGETS: Array<{ kind: 'fund' | 'ministry'; name: string; minor: number }> = [
  { kind: 'fund', name: 'General', minor: 1_200_000 },
  { kind: 'fund', name: 'Building', minor: 2_400_000 },
  { kind: 'fund', name: 'Missions', minor: 1_500_000 },
  { kind: 'ministry', name: 'Youth', minor: 480_000 },
  { kind: 'ministry', name: 'Children', minor: 360_000 },
  { kind: 'ministry', name: 'Worship', minor: 600_000 },
  { kind: 'ministry', name: 'Outreach', minor: 300_000 },
];

/** A one-page receipt as a shop would print it: a real PDF, so the receipt link opens something. */
async function receiptPdf(expense: DemoExpense, date: string): Promise<Buffer> {
  const document = await newPdfDocument({
    size: [300, 420],
    margin: 24,
    info: { Title: `Receipt — ${expense.payee}`, CreationDate: new Date(`${date}T12:00:00Z`) },
  });
  const bytes = pdfBytes(document);
  document.font('Helvetica-Bold').fontSize(14).text(expense.payee);
  document.moveDown().font('Helvetica').fontSize(10).text(`Date: ${date}`);
  document.text(expense.description);
  document
    .moveDown()
    .font('Helvetica-Bold')
    .text(`Total: $${(expense.minor / 100).toFixed(2)}`);
  document.moveDown().font('Helvetica').fontSize(8).text('Thank you for your purchase.');
  document.end();
  return bytes;
}

/**
 * The demo church's budgets and expenses, through the real commands: this year's budgets for three
 * funds and four ministries (spread evenly over the months), and expenses the office and the youth
 * leader submitted with a receipt, approved, rejected or paid by the treasurer — never by the person
 * who spent the money. Runs after giving's seed; `settle` lets the read side catch up (a budget
 * names its fund or ministry from there).
 */
@Injectable()
export class DemoFinanceSeed {
  constructor(
    private readonly commands: CommandBus,
    private readonly funds: GivingQueries,
    private readonly ministries: MinistriesService,
  ) {}

  async seed(people: DemoFinancePeople, settle: () => Promise<void>, now = new Date()): Promise<void> {
    await settle();
    const year = now.getUTCFullYear();
    const ids = new Map<string, { kind: 'fund' | 'ministry'; id: string }>();
    for (const fund of await this.funds.funds()) ids.set(fund.name, { kind: 'fund', id: fund.id });
    for (const ministry of await this.ministries.list()) if (!ids.has(ministry.name)) ids.set(ministry.name, { kind: 'ministry', id: ministry.id });
    const treasurer = bySystem(people.financeUserId);
    const budgets = new Map<string, string>();
    for (const budget of BUDGETS) {
      const line = ids.get(budget.name);
      if (!line || line.kind !== budget.kind) continue;
      const budgetId = randomUUID();
      await this.commands.execute(new CreateBudgetCommand(budgetId, line, year, usd(budget.minor), spreadOverMonths(budget.minor), treasurer));
      budgets.set(budget.name, budgetId);
    }
    const today = now.toISOString().slice(0, 10);
    for (const expense of EXPENSES) {
      const budgetId = budgets.get(expense.line);
      const date = `${year}-${String(expense.month).padStart(2, '0')}-${String(expense.day).padStart(2, '0')}`;
      // Only what has happened by today: early in the year the demo shows its first months.
      if (!budgetId || date > today) continue;
      const submitter = bySystem(expense.by === 'staff' ? people.staffUserId : people.leaderUserId);
      const expenseId = randomUUID();
      const submission = {
        budgetId,
        payee: expense.payee,
        description: expense.description,
        amount: usd(expense.minor),
        incurredOn: date,
        category: expense.category,
      };
      await this.commands.execute(new SubmitExpenseCommand(expenseId, submission, submitter));
      const receipt = { filename: `receipt-${date}.pdf`, bytes: await receiptPdf(expense, date), detectedType: { ext: 'pdf', mime: 'application/pdf' } };
      await this.commands.execute(new AttachReceiptCommand(expenseId, randomUUID(), receipt, submitter));
      const { outcome } = expense;
      if (outcome.state === 'rejected') await this.commands.execute(new RejectExpenseCommand(expenseId, outcome.reason, treasurer));
      if (outcome.state === 'approved' || outcome.state === 'paid') await this.commands.execute(new ApproveExpenseCommand(expenseId, treasurer));
      if (outcome.state === 'paid') await this.commands.execute(new PayExpenseCommand(expenseId, date, outcome.method, outcome.reference, treasurer));
    }
  }
}
