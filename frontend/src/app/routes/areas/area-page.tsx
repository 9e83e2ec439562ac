import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks';
import { Card, EmptyState, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';

/**
 * A screen whose area a later issue builds: its title, what it is for, and its honest empty
 * state (`pages.<id>.empty`). Nothing invented: no numbers, no sample records.
 */
export function AreaPage({
  id,
  titleKey,
  action,
  values,
}: {
  id: string;
  titleKey?: string;
  action?: ReactNode;
  /** Interpolated into the subtitle and the empty state. */
  values?: Record<string, string>;
}) {
  const { t } = useTranslation('shell');
  const title = t(titleKey ?? `pages.${id}.title`);
  useDocumentTitle(title);
  const hint = t(`pages.${id}.emptyHint`, { defaultValue: '', ...values });
  const subtitle = t(`pages.${id}.subtitle`, { defaultValue: '', ...values });
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
      </PageHeader>
      <Card>
        <EmptyState title={t(`pages.${id}.empty`, values)} description={hint || undefined} action={action} />
      </Card>
    </>
  );
}
