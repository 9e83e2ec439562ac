import type { EventOccurrenceView, ProgramSummary } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, EmptyState, ErrorState, InlineAlert, LoadingState, PageHeader, PageHeading, PageSubtitle, SelectField, Tabs } from '../../../shared/ui';
import { useServices } from '../api/get-services.query';
import { useTemplates } from '../api/get-templates.query';
import { useCreateProgram } from '../api/create-program.mutation';
import { ProgramEditor } from './program-editor.section';
import { SongUsageSection } from './song-usage.section';
import { SongsSection } from './songs.section';
import { useChurchFormat } from './use-church-format.hook';
import { formatDuration, isoDate } from './worship-format.util';

type Tab = 'program' | 'songs' | 'usage';

const StyledLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(15rem, 20rem) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr;
  }
`;

const StyledServices = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledService = styled.button<{ $selected: boolean }>`
  appearance: none;
  inline-size: 100%;
  text-align: start;
  font: inherit;
  color: inherit;
  cursor: pointer;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceHover : theme.color.surface)};
  display: flex;
  flex-direction: column;
  gap: 2px;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledServiceTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledPlan = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

/** A service to pick: an occurrence of the calendar (with its program, when planned) or a standalone program. */
type Service = { key: string; title: string; startsAt: string; occurrence: EventOccurrenceView | null; program: ProgramSummary | null };

function servicesOf(occurrences: EventOccurrenceView[], programs: ProgramSummary[]): Service[] {
  const byOccurrence = new Map(programs.filter((p) => p.eventId).map((p) => [`${p.eventId}|${p.occurrenceStart}`, p]));
  const linked = new Set<string>();
  const services: Service[] = occurrences
    .filter((o) => o.category === 'worship' || byOccurrence.has(`${o.eventId}|${o.occurrenceStart}`))
    .map((o) => {
      const program = byOccurrence.get(`${o.eventId}|${o.occurrenceStart}`) ?? null;
      if (program) linked.add(program.id);
      return { key: `${o.eventId}|${o.occurrenceStart}`, title: o.title, startsAt: o.startsAt, occurrence: o, program };
    });
  for (const program of programs) {
    if (!linked.has(program.id)) services.push({ key: program.id, title: program.title, startsAt: program.serviceStart, occurrence: null, program });
  }
  return services.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

/** An occurrence not planned yet: plan it, empty or from a template. */
function PlanService({ occurrence, onPlanned }: { occurrence: EventOccurrenceView; onPlanned: (id: string) => void }) {
  const { t } = useTranslation('worship');
  const canEdit = useCan('worship.write');
  const templates = useTemplates();
  const [templateId, setTemplateId] = useState('');
  const create = useCreateProgram();
  if (!canEdit) return <EmptyState title={t('services.notPlanned')} />;
  return (
    <Card>
      <StyledPlan>
        <h2>{t('services.planTitle', { title: occurrence.title })}</h2>
        <SelectField
          label={t('services.template')}
          value={templateId}
          options={[
            { value: '', label: t('services.noTemplate') },
            ...(templates.data ?? []).map((tpl) => ({ value: tpl.id, label: `${tpl.name} (${formatDuration(tpl.totalSeconds)})` })),
          ]}
          onChange={(e) => setTemplateId(e.target.value)}
        />
        {create.isError && <InlineAlert role="alert">{errorMessageOf(t, create.error)}</InlineAlert>}
        <Button
          disabled={create.isPending}
          onClick={() =>
            create.mutate(
              {
                title: occurrence.title,
                serviceStart: occurrence.startsAt,
                eventId: occurrence.eventId,
                occurrenceStart: occurrence.occurrenceStart,
                ...(templateId ? { templateId } : {}),
              },
              { onSuccess: ({ id }) => onPlanned(id) },
            )
          }
        >
          {t('services.plan')}
        </Button>
      </StyledPlan>
    </Card>
  );
}

function ProgramTab() {
  const { t } = useTranslation('worship');
  const [params, setParams] = useSearchParams();
  const [today] = useState(() => new Date());
  const services = useServices(isoDate(today, -1), isoDate(today, 35));
  const format = useChurchFormat(services.data?.programs[0]?.timeZone ?? services.data?.occurrences[0]?.timeZone);
  const selectedKey = params.get('service');
  const select = (key: string) =>
    setParams(
      (p) => {
        p.set('service', key);
        return p;
      },
      { replace: true },
    );

  if (services.isPending) return <LoadingState label={t('services.loading')} />;
  if (services.isError)
    return <ErrorState title={t('services.loadFailed')} description={errorMessageOf(t, services.error)} onRetry={() => void services.refetch()} />;
  const list = servicesOf(services.data.occurrences, services.data.programs);
  if (list.length === 0) return <EmptyState title={t('services.empty')} description={t('services.emptyHint')} />;
  const selected = list.find((s) => s.key === selectedKey || s.program?.id === selectedKey) ?? list[0];

  return (
    <StyledLayout>
      <nav aria-label={t('services.label')}>
        <StyledServices>
          {list.map((service) => (
            <li key={service.key}>
              <StyledService $selected={service === selected} aria-current={service === selected ? 'true' : undefined} onClick={() => select(service.key)}>
                <StyledServiceTitle>{service.title}</StyledServiceTitle>
                <StyledMuted>{format.dateTime(service.startsAt)}</StyledMuted>
                <StyledMuted>
                  {service.program
                    ? t('services.planned', { items: service.program.itemCount, length: formatDuration(service.program.totalSeconds) })
                    : t('services.notPlannedShort')}
                </StyledMuted>
              </StyledService>
            </li>
          ))}
        </StyledServices>
      </nav>
      <div>
        {selected.program ? (
          <ProgramEditor key={selected.program.id} programId={selected.program.id} />
        ) : selected.occurrence ? (
          <PlanService key={selected.key} occurrence={selected.occurrence} onPlanned={() => void services.refetch()} />
        ) : null}
      </div>
    </StyledLayout>
  );
}

/** The program builder: each service's order of service, the song library and the CCLI report. */
export default function ProgramBuilderPage() {
  const { t } = useTranslation('worship');
  useDocumentTitle(t('page.title'));
  const canReport = useCan('worship.report.read');
  const [params, setParams] = useSearchParams();
  const tabs = [
    { id: 'program' as const, label: t('tabs.program') },
    { id: 'songs' as const, label: t('tabs.songs') },
    ...(canReport ? [{ id: 'usage' as const, label: t('tabs.usage') }] : []),
  ];
  const asked = params.get('tab') as Tab | null;
  const selected: Tab = tabs.some((tab) => tab.id === asked) ? (asked as Tab) : 'program';
  return (
    <>
      <PageHeader>
        <PageHeading>{t('page.title')}</PageHeading>
        <PageSubtitle>{t('page.subtitle')}</PageSubtitle>
      </PageHeader>
      <Tabs
        idPrefix="worship"
        label={t('tabs.label')}
        tabs={tabs}
        selected={selected}
        onSelect={(id) =>
          setParams(
            (p) => {
              p.set('tab', id);
              return p;
            },
            { replace: true },
          )
        }
        panel={selected === 'program' ? <ProgramTab /> : selected === 'songs' ? <SongsSection /> : <SongUsageSection />}
      />
    </>
  );
}
