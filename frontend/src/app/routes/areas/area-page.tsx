import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks';
import { labelsOf, routeById, routeKey, useRouteLabel, type RouteId } from '../../../shared/routing';
import { Card, EmptyState, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';

/**
 * A screen whose area a later issue builds: its title, what it is for, and its honest empty
 * state (`pages.<id>.empty`, in the route's namespace). Nothing invented: no numbers, no sample records.
 */
export function AreaPage({
  id,
  action,
  values,
}: {
  id: RouteId;
  action?: ReactNode;
  /** Interpolated into the subtitle and the empty state. */
  values?: Record<string, string>;
}) {
  const route = routeById(id);
  const { t } = useTranslation(labelsOf(route));
  const title = useRouteLabel().title(route);
  useDocumentTitle(title);
  const hint = t(routeKey(route, 'emptyHint'), { defaultValue: '', ...values });
  const subtitle = t(routeKey(route, 'subtitle'), { defaultValue: '', ...values });
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
      </PageHeader>
      <Card>
        <EmptyState title={t(routeKey(route, 'empty'), values)} description={hint || undefined} action={action} />
      </Card>
    </>
  );
}
