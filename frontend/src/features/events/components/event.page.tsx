import type { EventOccurrenceView, EventView } from '@koinonia/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  StackList,
  useToast,
} from '../../../shared/ui';
import { useCancelEvent } from '../api/cancel-event.mutation';
import { useCancelOccurrence } from '../api/cancel-occurrence.mutation';
import { categoryLabel, useEventCategories } from '../api/event-categories.api';
import { useEvent } from '../api/get-event.query';
import { useOccurrences } from '../api/get-occurrences.query';
import { eventPath } from '../events-paths.constant';
import { EditEventDialog } from './event-dialogs';
import { formatOccurrence, formatWall, formatWallRange } from './event-time.util';
import { ChangeOccurrenceDialog } from './occurrence.dialog';
import { describeRecurrence } from './recurrence-words.util';
import { EventRegistrationsPanel } from './event-registrations.panel';

const DAY = 86_400_000;
/** How many occurrences to come the page lists, and how far ahead it looks for them. */
const NEXT_COUNT = 8;
const NEXT_WINDOW_DAYS = 120;

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
    white-space: pre-line;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledOccurrence = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  &:last-child {
    border-bottom: 0;
  }
`;

const StyledOccurrenceText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

const StyledSubtle = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRowActions = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The registrations panel's place: under the details and occurrences, the page's full width. */
const StyledRegistrations = styled.div`
  margin-top: ${({ theme }) => theme.space.lg};
`;

function Details({ event }: { event: EventView }) {
  const { t, i18n } = useTranslation('events');
  const language = i18n.language;
  const none = t('details.none');
  const when = formatWallRange(event.startsAt, event.endsAt, event.allDay, language);
  const rows: Array<[string, ReactNode]> = [
    [t(event.recurrence ? 'details.firstWhen' : 'details.when'), `${when}${event.allDay ? ` · ${t('details.allDay')}` : ''}`],
    [t('details.repeats'), describeRecurrence(t, language, event.recurrence, event.startsAt)],
    [t('details.timeZone'), event.timeZone],
    [t('details.room'), event.room?.name ?? none],
    [t('details.location'), event.location || none],
    [t('details.resources'), event.resources.map((r) => r.name).join(', ') || none],
    [
      t('details.buffers'),
      event.setupMinutes || event.teardownMinutes ? t('details.bufferMinutes', { setup: event.setupMinutes, teardown: event.teardownMinutes }) : none,
    ],
    [t('details.capacity'), event.capacity === null ? t('details.noLimit') : String(event.capacity)],
    [
      t('details.registration'),
      event.registration === 'closed'
        ? t('details.registrationClosed')
        : event.registrationDeadline
          ? t('details.registrationUntil', { date: formatWall(event.registrationDeadline, false, language) })
          : t('details.registrationOpen'),
    ],
    [t('details.visibility'), t(`visibility.${event.visibility}`)],
    [t('details.description'), event.description || none],
  ];
  if (event.continues) rows.push([t('details.continues'), <Link to={eventPath(event.continues)}>{t('details.continuesLink')}</Link>]);
  return (
    <StyledDetails>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledDetails>
  );
}

/** The occurrences to come, each changeable or cancellable on its own by those who write the calendar. */
function NextOccurrences({ event, canWrite }: { event: EventView; canWrite: boolean }) {
  const { t, i18n } = useTranslation('events');
  const toast = useToast();
  const [changing, setChanging] = useState<EventOccurrenceView | null>(null);
  const [cancelling, setCancelling] = useState<EventOccurrenceView | null>(null);
  const cancel = useCancelOccurrence();
  const from = event.next ?? new Date().toISOString();
  const occurrences = useOccurrences({ from, to: new Date(new Date(from).getTime() + NEXT_WINDOW_DAYS * DAY).toISOString() }, event.next !== null);
  const next = (occurrences.data ?? []).filter((o) => o.eventId === event.id && !o.past).slice(0, NEXT_COUNT);
  const perOccurrence = canWrite && event.recurrence !== null && event.status === 'scheduled';
  const whenOf = (o: EventOccurrenceView) => formatOccurrence(o.startsAt, o.endsAt, o.allDay, o.timeZone, i18n.language);

  let body: ReactNode;
  if (event.next === null) body = <StyledHint>{t('next.none')}</StyledHint>;
  else if (occurrences.isPending) body = <LoadingState label={t('next.loading')} />;
  else if (occurrences.isError) body = <InlineAlert role="alert">{t('next.loadFailed')}</InlineAlert>;
  else if (next.length === 0)
    body = <StyledHint>{t('next.later', { date: formatOccurrence(event.next, event.next, false, event.timeZone, i18n.language) })}</StyledHint>;
  else
    body = (
      <StackList $gap="xxs">
        {next.map((occurrence) => {
          const when = whenOf(occurrence);
          return (
            <StyledOccurrence key={occurrence.occurrence}>
              <StyledOccurrenceText>
                <span>{when}</span>
                {(occurrence.changed || occurrence.title !== event.title) && (
                  <StyledSubtle>
                    {occurrence.title}
                    {occurrence.changed && ` · ${t('list.changed')}`}
                  </StyledSubtle>
                )}
              </StyledOccurrenceText>
              {perOccurrence && (
                <StyledRowActions>
                  <Button size="sm" variant="secondary" aria-label={t('next.changeOne', { when })} onClick={() => setChanging(occurrence)}>
                    {t('next.change')}
                  </Button>
                  <Button size="sm" variant="ghost" aria-label={t('next.cancelOne', { when })} onClick={() => setCancelling(occurrence)}>
                    {t('next.cancel')}
                  </Button>
                </StyledRowActions>
              )}
            </StyledOccurrence>
          );
        })}
      </StackList>
    );

  return (
    <Card aria-labelledby="event-next-title">
      <CardTitle id="event-next-title">{t('next.title')}</CardTitle>
      {body}
      {changing && <ChangeOccurrenceDialog event={event} occurrence={changing} onClose={() => setChanging(null)} />}
      {cancelling && (
        <ConfirmDialog
          title={t('next.cancelTitle', { when: whenOf(cancelling) })}
          confirmLabel={t('next.cancelConfirm')}
          pending={cancel.isPending}
          error={cancel.error ? errorMessageOf(t, cancel.error) : null}
          onClose={() => {
            cancel.reset();
            setCancelling(null);
          }}
          onConfirm={() =>
            cancel.mutate(
              { eventId: event.id, date: cancelling.occurrence },
              {
                onSuccess: () => {
                  toast.show({ tone: 'success', title: t('next.cancelledTitle'), message: t('next.cancelled', { when: whenOf(cancelling) }) });
                  setCancelling(null);
                },
              },
            )
          }
        >
          {t('next.cancelDescription')}
        </ConfirmDialog>
      )}
    </Card>
  );
}

/** `/events/:id`: an event, its rule in plain words, where it is held and what it books, and what is to come; for the office, its changes. */
export default function EventPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['events', 'shell', 'common']);
  const event = useEvent(id);
  const categoryList = useEventCategories();
  const canWrite = useCan('events.write');
  const cancel = useCancelEvent();
  const toast = useToast();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  useDocumentTitle(event.data?.title ?? t('shell:pages.event.title'));

  const back = (
    <StyledBack to="/events">
      <span className="flip-in-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('event.back')}
    </StyledBack>
  );
  if (event.isPending) return <LoadingState label={t('event.loading')} />;
  if (event.isError) {
    if (event.error instanceof ApiError && event.error.code === 'NOT_FOUND') {
      return (
        <>
          {back}
          <div role="alert">
            <PageHeading>{t('event.notFound')}</PageHeading>
          </div>
          <StyledHint>{t('event.notFoundHint')}</StyledHint>
        </>
      );
    }
    return (
      <ErrorState title={t('event.loadFailed')} description={errorMessageOf(t, event.error)} onRetry={() => void event.refetch()} retrying={event.isFetching} />
    );
  }
  const data = event.data;
  const cancelled = data.status === 'cancelled';
  return (
    <>
      {back}
      <PageHeader>
        <div>
          <PageHeading>{data.title}</PageHeading>
          <StyledBadges>
            <Badge>{categoryLabel(t, categoryList.data, data.category)}</Badge>
            <Badge>{t(`visibility.${data.visibility}`)}</Badge>
            {data.recurrence && <Badge $tone="primary">{t('list.recurring')}</Badge>}
            {cancelled && <Badge $tone="danger">{t('event.cancelled')}</Badge>}
          </StyledBadges>
        </div>
        {canWrite && !cancelled && (
          <PageActions>
            <Button onClick={() => setEditing(true)}>{t('edit.button')}</Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('event.cancel')}
            </Button>
          </PageActions>
        )}
      </PageHeader>
      {cancelled && <InlineAlert $tone="warning">{t('event.cancelledNotice')}</InlineAlert>}
      <StyledColumns>
        <Card aria-labelledby="event-details-title">
          <CardTitle id="event-details-title">{t('details.title')}</CardTitle>
          <Details event={data} />
        </Card>
        <NextOccurrences event={data} canWrite={canWrite} />
      </StyledColumns>
      {!cancelled && (
        <StyledRegistrations>
          <EventRegistrationsPanel eventId={data.id} />
        </StyledRegistrations>
      )}
      {editing && <EditEventDialog event={data} onClose={() => setEditing(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t('event.cancelTitle', { title: data.title })}
          confirmLabel={t('event.cancelConfirm')}
          pending={cancel.isPending}
          error={cancel.error ? errorMessageOf(t, cancel.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            cancel.mutate(
              { eventId: data.id, revision: data.revision },
              {
                onSuccess: () => {
                  toast.show({ tone: 'success', title: t('event.cancelledTitle'), message: t('event.cancelledMessage', { title: data.title }) });
                  setConfirming(false);
                },
              },
            )
          }
        >
          {t('event.cancelDescription')}
        </ConfirmDialog>
      )}
    </>
  );
}
