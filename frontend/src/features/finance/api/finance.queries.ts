import type { BudgetChoice, BudgetVsActualView, BudgetView, ExpenseState, ExpenseView, FundView, MinistryView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/api';
import { financeKeys } from './finance-keys.constant';

/** `GET /api/budgets?year=`: a year's budgets with their monthly amounts. */
export const useBudgets = (year: number) =>
  useQuery({ queryKey: financeKeys.budgets(year), queryFn: ({ signal }) => apiFetch<BudgetView[]>('/api/budgets', { query: { year }, signal }) });

/** `GET /api/budgets/choices?year=`: the open budgets an expense may be charged to. */
export const useBudgetChoices = (year: number) =>
  useQuery({ queryKey: financeKeys.choices(year), queryFn: ({ signal }) => apiFetch<BudgetChoice[]>('/api/budgets/choices', { query: { year }, signal }) });

/** `GET /api/expenses?year=&state=`: every expense of a year, in one state when asked. */
export const useExpenses = (year: number, state: ExpenseState | '') =>
  useQuery({
    queryKey: financeKeys.expenses(year, state),
    queryFn: ({ signal }) => apiFetch<ExpenseView[]>('/api/expenses', { query: state ? { year, state } : { year }, signal }),
  });

/** `GET /api/me/expenses?year=`: the expenses the signed-in person submitted. */
export const useMyExpenses = (year: number) =>
  useQuery({ queryKey: financeKeys.mine(year), queryFn: ({ signal }) => apiFetch<ExpenseView[]>('/api/me/expenses', { query: { year }, signal }) });

/** `GET /api/finance/budget-vs-actual?year=`. */
export const useBudgetVsActual = (year: number) =>
  useQuery({
    queryKey: financeKeys.budgetVsActual(year),
    queryFn: ({ signal }) => apiFetch<BudgetVsActualView>('/api/finance/budget-vs-actual', { query: { year }, signal }),
  });

/** The funds (`GET /api/funds`) and ministries (`GET /api/ministries`) a budget may be for. */
export const useBudgetLines = () =>
  useQuery({
    queryKey: financeKeys.lines(),
    queryFn: async ({ signal }) => {
      const [funds, ministries] = await Promise.all([apiFetch<FundView[]>('/api/funds', { signal }), apiFetch<MinistryView[]>('/api/ministries', { signal })]);
      return { funds: funds.filter((fund) => fund.status === 'active'), ministries };
    },
  });
