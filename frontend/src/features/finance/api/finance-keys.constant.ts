/** Query keys of the finance feature: every finance command invalidates `all`. */
export const financeKeys = {
  all: ['finance'] as const,
  budgets: (year: number) => [...financeKeys.all, 'budgets', year] as const,
  choices: (year: number) => [...financeKeys.all, 'choices', year] as const,
  expenses: (year: number, state: string) => [...financeKeys.all, 'expenses', year, state] as const,
  mine: (year: number) => [...financeKeys.all, 'mine', year] as const,
  budgetVsActual: (year: number) => [...financeKeys.all, 'budget-vs-actual', year] as const,
  lines: () => [...financeKeys.all, 'lines'] as const,
};
