import type { ChatModerationLogEntry, ChatMuteView, ChatReportView, CommandResult } from '@koinonia/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, EmptyState, ErrorState, InlineAlert, LoadingState, Stack, StackList, TextField } from '../../../shared/ui';
import { chatKeys } from '../api/chat-keys.constant';

const moderationKeys = {
  all: [...chatKeys.all, 'moderation'] as const,
  reports: (state: 'open' | 'hidden') => [...moderationKeys.all, 'reports', state] as const,
  mutes: () => [...moderationKeys.all, 'mutes'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
};

const Meta = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Quote = styled.blockquote`
  margin: ${({ theme }) => theme.space.sm} 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-inline-start: 3px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
`;

const Scroll = styled.div`
  overflow-x: auto;
`;

/** A moderator's step: the screen shows its own refusal; the queue, mutes, log and channels are fetched again after it. */
function useModerationStep<Input>(send: (input: Input) => Promise<CommandResult>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: send, meta: SHOWS_OWN_ERRORS, onSettled: () => client.invalidateQueries({ queryKey: chatKeys.all }) });
}

const useHide = () =>
  useModerationStep(({ id, hide }: { id: string; hide: boolean }) =>
    apiFetch<CommandResult>(`/api/chat/messages/${encodeURIComponent(id)}/${hide ? 'hide' : 'unhide'}`, { method: 'POST', body: {} }),
  );

const useMute = () =>
  useModerationStep(({ channelId, userId, muted, until }: { channelId: string; userId: string; muted: boolean; until?: string }) =>
    apiFetch<CommandResult>(`/api/chat/channels/${encodeURIComponent(channelId)}/mutes/${encodeURIComponent(userId)}`, {
      method: 'PUT',
      body: until ? { muted, until } : { muted },
    }),
  );

function useWhen() {
  const { i18n } = useTranslation();
  return (iso: string) => new Date(iso).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The moderators' part of /community-chat: reported messages (hide, show again, mute the author), who is muted, and the log of every step. */
export function ChatModerationPanel() {
  return (
    <Stack $gap="lg">
      <ReportQueue />
      <MutedPeople />
      <ModerationLog />
    </Stack>
  );
}

function ReportQueue() {
  const { t } = useTranslation('chat');
  const [state, setState] = useState<'open' | 'hidden'>('open');
  const reports = useQuery({
    queryKey: moderationKeys.reports(state),
    queryFn: ({ signal }) => apiFetch<ChatReportView[]>('/api/chat/reports', { query: { state }, signal }),
  });
  return (
    <Card aria-labelledby="chat-reports-heading">
      <CardTitle id="chat-reports-heading">{t('moderation.reports.heading')}</CardTitle>
      <Row role="group" aria-label={t('moderation.reports.show')}>
        {(['open', 'hidden'] as const).map((choice) => (
          <Button key={choice} size="sm" variant={state === choice ? 'secondary' : 'ghost'} aria-pressed={state === choice} onClick={() => setState(choice)}>
            {t(`moderation.reports.${choice}`)}
          </Button>
        ))}
      </Row>
      {reports.isPending ? (
        <LoadingState label={t('loading')} />
      ) : reports.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, reports.error)} onRetry={() => void reports.refetch()} />
      ) : reports.data.length === 0 ? (
        <EmptyState title={t(state === 'open' ? 'moderation.reports.none' : 'moderation.reports.noneHidden')} />
      ) : (
        <StackList $gap="md" style={{ marginTop: '1rem' }}>
          {reports.data.map((report) => (
            <ReportItem key={report.message.id} report={report} />
          ))}
        </StackList>
      )}
    </Card>
  );
}

function ReportItem({ report }: { report: ChatReportView }) {
  const { t } = useTranslation('chat');
  const when = useWhen();
  const hide = useHide();
  const mute = useMute();
  const untilId = useId();
  const [until, setUntil] = useState('');
  const { message } = report;
  const failure = hide.error ?? mute.error;
  const submitMute = (event: FormEvent) => {
    event.preventDefault();
    mute.mutate({ channelId: message.channelId, userId: message.author.id, muted: true, until: until ? new Date(until).toISOString() : undefined });
  };
  return (
    <li data-message-id={message.id} aria-labelledby={`${untilId}-title`}>
      <Stack $gap="sm">
        <Meta id={`${untilId}-title`}>
          {t('moderation.reports.wrote', { author: message.author.name, channel: report.channelName, when: when(message.sentAt) })}{' '}
          {message.hidden && <Badge $tone="warning">{t('moderation.reports.hiddenBadge')}</Badge>}{' '}
          {report.authorMute && (
            <Badge $tone="danger">
              {report.authorMute.until ? t('moderation.mutes.until', { when: when(report.authorMute.until) }) : t('moderation.mutes.indefinite')}
            </Badge>
          )}
        </Meta>
        <Quote>{report.text}</Quote>
        <Meta as="div">
          <strong>{t('moderation.reports.reportedBy')}</strong>
          <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {report.reports.map((r) => (
              <li key={`${r.by.id}-${r.at}`}>
                {t('moderation.reports.reportLine', { name: r.by.name, when: when(r.at) })}
                {r.reason ? ` — ${r.reason}` : ''}
              </li>
            ))}
          </ul>
        </Meta>
        <Row>
          <Button
            size="sm"
            variant={message.hidden ? 'secondary' : 'danger'}
            disabled={hide.isPending}
            onClick={() => hide.mutate({ id: message.id, hide: !message.hidden })}
          >
            {message.hidden ? t('moderation.actions.unhide') : t('moderation.actions.hide')}
          </Button>
          {report.authorMute ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={mute.isPending}
              onClick={() => mute.mutate({ channelId: message.channelId, userId: message.author.id, muted: false })}
            >
              {t('moderation.actions.unmute', { name: message.author.name })}
            </Button>
          ) : (
            <form onSubmit={submitMute} style={{ display: 'contents' }}>
              <TextField
                type="datetime-local"
                label={t('moderation.actions.until')}
                hint={t('moderation.actions.untilHint')}
                value={until}
                onChange={(e) => setUntil(e.target.value)}
              />
              <Button size="sm" type="submit" variant="secondary" disabled={mute.isPending}>
                {t('moderation.actions.mute', { name: message.author.name })}
              </Button>
            </form>
          )}
        </Row>
        {failure && <InlineAlert $tone="danger">{errorMessageOf(t, failure)}</InlineAlert>}
      </Stack>
    </li>
  );
}

function MutedPeople() {
  const { t } = useTranslation('chat');
  const when = useWhen();
  const mute = useMute();
  const mutes = useQuery({ queryKey: moderationKeys.mutes(), queryFn: ({ signal }) => apiFetch<ChatMuteView[]>('/api/chat/mutes', { signal }) });
  return (
    <Card aria-labelledby="chat-mutes-heading">
      <CardTitle id="chat-mutes-heading">{t('moderation.mutes.heading')}</CardTitle>
      {mutes.isPending ? (
        <LoadingState label={t('loading')} />
      ) : mutes.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, mutes.error)} onRetry={() => void mutes.refetch()} />
      ) : mutes.data.length === 0 ? (
        <EmptyState title={t('moderation.mutes.none')} />
      ) : (
        <StackList $gap="sm">
          {mutes.data.map((m) => (
            <li key={`${m.channelId}:${m.user.id}`}>
              <Row style={{ alignItems: 'center' }}>
                <span>
                  {t('moderation.mutes.line', { name: m.user.name, channel: m.channelName })}{' '}
                  <Meta as="span">
                    ({m.until ? t('moderation.mutes.until', { when: when(m.until) }) : t('moderation.mutes.indefinite')}
                    {m.by ? `, ${t('moderation.mutes.by', { name: m.by.name, when: when(m.at) })}` : ''})
                  </Meta>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  disabled={mute.isPending}
                  onClick={() => mute.mutate({ channelId: m.channelId, userId: m.user.id, muted: false })}
                >
                  {t('moderation.actions.unmute', { name: m.user.name })}
                </Button>
              </Row>
            </li>
          ))}
        </StackList>
      )}
      {mute.error && <InlineAlert $tone="danger">{errorMessageOf(t, mute.error)}</InlineAlert>}
    </Card>
  );
}

function ModerationLog() {
  const { t } = useTranslation('chat');
  const when = useWhen();
  const log = useQuery({
    queryKey: moderationKeys.log(),
    queryFn: ({ signal }) => apiFetch<ChatModerationLogEntry[]>('/api/chat/moderation-log', { signal }),
  });
  return (
    <Card aria-labelledby="chat-log-heading">
      <CardTitle id="chat-log-heading">{t('moderation.log.heading')}</CardTitle>
      {log.isPending ? (
        <LoadingState label={t('loading')} />
      ) : log.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, log.error)} onRetry={() => void log.refetch()} />
      ) : log.data.length === 0 ? (
        <EmptyState title={t('moderation.log.none')} />
      ) : (
        <Scroll tabIndex={0}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{t('moderation.log.when')}</th>
                <th scope="col">{t('moderation.log.who')}</th>
                <th scope="col">{t('moderation.log.what')}</th>
                <th scope="col">{t('moderation.log.channel')}</th>
                <th scope="col">{t('moderation.log.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {log.data.map((line) => (
                <tr key={line.id}>
                  <td>
                    <time dateTime={line.at}>{when(line.at)}</time>
                  </td>
                  <td>{line.by?.name ?? t('moderation.log.app')}</td>
                  <td>
                    {t(`moderation.log.actions.${line.action}`, { name: line.target?.name ?? '' })}
                    {line.until ? ` (${t('moderation.mutes.until', { when: when(line.until) })})` : ''}
                  </td>
                  <td>{line.channelName}</td>
                  <td>{line.reason}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Scroll>
      )}
    </Card>
  );
}
