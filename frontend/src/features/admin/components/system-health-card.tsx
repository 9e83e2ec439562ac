import type { ProjectionHealth, SystemStatus } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, CardTitle, DataTable, ErrorState, LoadingState, type DataTableColumn } from '../../../shared/ui';
import { useSystemStatus } from '../api/get-system-status.query';
import { StyledCard, StyledCardHeader, StyledDetails, StyledMuted, StyledSectionTitle } from './dashboard.styles';
import { formatBytes, formatCount, formatUptime } from './format.util';

function SystemDetails({ system }: { system: SystemStatus }) {
  const { t, i18n } = useTranslation('admin');
  const format = useFormat();
  const bytes = (value: number | null) => (value === null ? t('system.notOnThisServer') : formatBytes(value, i18n.language));
  const projectionColumns: Array<DataTableColumn<ProjectionHealth>> = [
    {
      id: 'name',
      header: t('system.projection'),
      rowHeader: true,
      cell: (projection) => t(`system.parts.${projection.name}`, { defaultValue: projection.name }),
    },
    { id: 'checkpoint', header: t('system.checkpoint'), align: 'end', cell: (projection) => formatCount(projection.checkpoint, i18n.language) },
    {
      id: 'lag',
      header: t('system.lag'),
      cell: (projection) => (
        <Badge $tone={projection.lag === 0 ? 'success' : 'warning'}>
          {projection.lag === 0 ? t('system.upToDate') : t('system.behind', { count: projection.lag })}
        </Badge>
      ),
    },
  ];
  return (
    <>
      <StyledMuted>{t('system.updated', { time: format.dateTime(system.checkedAt) })}</StyledMuted>
      <StyledMuted>{t('system.explain')}</StyledMuted>
      <StyledDetails>
        <div>
          <dt>{t('system.eventStore')}</dt>
          <dd>{t(`system.kinds.${system.eventStore.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('system.position')}</dt>
          <dd data-testid="event-store-position">{formatCount(system.eventStore.position, i18n.language)}</dd>
        </div>
        <div>
          <dt>{t('system.readStore')}</dt>
          <dd>{t(`system.kinds.${system.readStore.kind}`)}</dd>
        </div>
        <div>
          <dt>{t('system.uptime')}</dt>
          <dd>{formatUptime(t, system.uptimeSeconds)}</dd>
        </div>
        <div>
          <dt>{t('system.node')}</dt>
          <dd>{system.nodeVersion}</dd>
        </div>
      </StyledDetails>
      <section aria-labelledby="admin-system-storage">
        <StyledSectionTitle id="admin-system-storage">{t('system.storage')}</StyledSectionTitle>
        <StyledDetails>
          <div>
            <dt>{t('system.eventStoreSize')}</dt>
            <dd>{bytes(system.storage.eventStoreBytes)}</dd>
          </div>
          <div>
            <dt>{t('system.readStoreSize')}</dt>
            <dd>{bytes(system.storage.readStoreBytes)}</dd>
          </div>
          <div>
            <dt>{t('system.dataDirSize')}</dt>
            <dd>{bytes(system.storage.dataDirBytes)}</dd>
          </div>
        </StyledDetails>
      </section>
      <section aria-labelledby="admin-system-projections">
        <StyledSectionTitle id="admin-system-projections">{t('system.projections')}</StyledSectionTitle>
        <StyledMuted>{t('system.projectionsHint')}</StyledMuted>
        <DataTable
          labelledBy="admin-system-projections"
          density="dense"
          columns={projectionColumns}
          rows={system.projections}
          rowKey={(projection) => projection.name}
        />
      </section>
    </>
  );
}

/** The installation's health, refreshed every few seconds while the dashboard is open. */
export function SystemHealthCard() {
  const { t } = useTranslation('admin');
  const system = useSystemStatus();
  return (
    <StyledCard aria-labelledby="admin-system-title">
      <StyledCardHeader>
        <CardTitle id="admin-system-title">{t('system.title')}</CardTitle>
        {system.data && <Badge $tone={system.data.status === 'ok' ? 'success' : 'warning'}>{t(`system.${system.data.status}`)}</Badge>}
      </StyledCardHeader>
      {system.data ? (
        <SystemDetails system={system.data} />
      ) : system.isPending ? (
        <LoadingState />
      ) : (
        <ErrorState
          title={t('dashboard.loadFailed')}
          description={errorMessageOf(t, system.error)}
          onRetry={() => void system.refetch()}
          retrying={system.isFetching}
        />
      )}
    </StyledCard>
  );
}
