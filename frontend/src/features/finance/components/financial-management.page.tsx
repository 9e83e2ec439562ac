import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useCan } from '../../../shared/access';
import { InlineAlert, PageHeader, PageHeading, PageSubtitle, Stack, Tabs, type TabItem } from '../../../shared/ui';
import { BudgetVsActualTab } from './budget-vs-actual.tab';
import { BudgetsTab } from './budgets.tab';
import { ExpensesTab } from './expenses.tab';
import { ExportTab } from './export.tab';
import { YearField } from './year-field';

type TabId = 'budgets' | 'expenses' | 'budgetVsActual' | 'export';

/**
 * `/financial-management`. Those who read the books (finance, auditors) get budgets, expenses,
 * budget against actual and the export; pastors budget against actual only. Writing is the finance
 * role's: auditors see the same screens with nothing to press.
 */
export default function FinancialManagementPage() {
  const { t } = useTranslation('finance');
  const readsBooks = useCan('finance.read');
  const manages = useCan('finance.manage');
  const [year, setYear] = useState(() => new Date().getFullYear());
  const [params, setParams] = useSearchParams();
  const ids: TabId[] = readsBooks ? ['budgets', 'expenses', 'budgetVsActual', 'export'] : ['budgetVsActual'];
  const asked = params.get('tab') as TabId | null;
  const selected = asked && ids.includes(asked) ? asked : ids[0];
  const tabs: TabItem<TabId>[] = ids.map((id) => ({ id, label: t(`tabs.${id}`) }));
  const select = (id: TabId) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        if (current.get('tab') !== id) next.set('tab', id);
        return next;
      },
      { replace: true },
    );
  const panels: Record<TabId, () => React.ReactNode> = {
    budgets: () => <BudgetsTab year={year} />,
    expenses: () => <ExpensesTab year={year} />,
    budgetVsActual: () => <BudgetVsActualTab year={year} />,
    export: () => <ExportTab year={year} />,
  };
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.financial-management.title')}</PageHeading>
          <PageSubtitle>{t('subtitle')}</PageSubtitle>
        </div>
        <YearField year={year} onChange={setYear} />
      </PageHeader>
      {readsBooks && !manages && <InlineAlert $tone="warning">{t('readOnly')}</InlineAlert>}
      <Tabs idPrefix="finance" label={t('tabs.label')} tabs={tabs} selected={selected} onSelect={select} panel={panels[selected]()} />
    </Stack>
  );
}
