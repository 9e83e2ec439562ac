import {
  CHAT_ATTACHMENT_ACCEPT,
  CHAT_LIMITS,
  CHAT_REACTIONS,
  type ChatAuthor,
  type ChatChannelView,
  type ChatMessageView,
  type ChatTypingView,
} from '@koinonia/contracts';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage, errorMessageOf } from '../../../shared/i18n';
import { realtime } from '../../../shared/realtime';
import { Button, EmptyState, ErrorState, InlineAlert, LoadingState, TextField } from '../../../shared/ui';
import { useDeleteMessage, useEditMessage, useMarkRead, useReact, useReport } from '../api/chat-commands.mutation';
import type { Outgoing, OutgoingFile } from '../api/chat-outbox';
import { useChatHistory } from '../api/chat.queries';
import { AttachIcon, MessageAttachments, OutgoingFiles } from './chat-attachments';

/** Say "typing" at most this often. */
const TYPING_EVERY_MS = 3_000;

export const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

/** A green dot: the person has chat open now. */
export const OnlineDot = styled.span`
  display: inline-block;
  inline-size: 0.6rem;
  block-size: 0.6rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.success};
  margin-inline-end: ${({ theme }) => theme.space.xs};
  flex: none;
`;

const People = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 ${({ theme }) => theme.space.sm};
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: inline-flex;
    align-items: center;
  }
`;

const Log = styled.div`
  max-height: 28rem;
  overflow-y: auto;
`;

export const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Bubble = styled.li<{ $mine: boolean; $muted?: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(36rem, 90%);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceMuted : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme, $muted }) => ($muted ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

export const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xs};
`;

export const Small = styled.p`
  margin: ${({ theme }) => theme.space.xs} 0 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Composer = styled.form`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-end;
  margin-top: ${({ theme }) => theme.space.md};
  & > :first-child {
    flex: 1;
  }
`;

/** One channel: its paged history with live messages, who is online and typing, and the composer. */
export function ChannelPane({
  channel,
  meId,
  typing,
  live,
  online,
  outgoing,
  onSend,
  onRetry,
  onDiscard,
  files = [],
  onChoose,
  onUnchoose,
  onRetryUpload,
}: {
  channel: ChatChannelView;
  meId: string;
  typing: ChatTypingView[];
  live: boolean;
  online: ChatAuthor[];
  outgoing: Outgoing[];
  onSend: (text: string) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
  /** Files chosen in the composer, uploading or uploaded, sent with the next message. */
  files?: readonly OutgoingFile[];
  onChoose?: (files: File[]) => void;
  onUnchoose?: (localId: string) => void;
  onRetryUpload?: (localId: string) => void;
}) {
  const { t } = useTranslation(['chat', 'shell', 'common']);
  const history = useChatHistory(channel.id);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const logRef = useRef<HTMLDivElement>(null);
  const pickerRef = useRef<HTMLInputElement>(null);
  const refusedFile = files.some((file) => file.error !== null);
  const canSend = (text.trim().length > 0 || files.length > 0) && !refusedFile;

  const messages = useMemo(() => {
    const byId = new Map<string, ChatMessageView>();
    for (const page of history.data?.pages ?? []) for (const m of page.messages) if (!byId.has(m.id)) byId.set(m.id, m);
    return [...byId.values()].sort((a, b) => a.seq - b.seq);
  }, [history.data]);
  // A queued message shows until the channel has it (the same clientId from me): never twice.
  const sentClientIds = new Set(messages.filter((m) => m.author.id === meId).map((m) => m.clientId));
  const waiting = outgoing.filter((item) => !sentClientIds.has(item.clientId));
  const newest = messages.at(-1)?.seq ?? 0;

  useEffect(() => {
    if (newest > 0 && channel.unreadCount > 0 && !markRead.isPending) markRead.mutate({ channelId: channel.id, seq: newest });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when something new arrives
  }, [newest, channel.id, channel.unreadCount]);

  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newest, waiting.length]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = text.trim();
    if (!canSend) return;
    onSend(body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (Date.now() - lastTyping.current > TYPING_EVERY_MS && event.key.length === 1) {
      lastTyping.current = Date.now();
      void realtime.chat('chat:typing', channel.id);
    }
  };

  return (
    <Panel aria-labelledby="chat-channel-heading">
      <Meta>
        <h2 id="chat-channel-heading" style={{ margin: 0 }}>
          {channel.name}
        </h2>
        <span role="status">{live ? t('live.on') : t('live.off')}</span>
        {live && <span>{t('presence.online', { count: online.length })}</span>}
      </Meta>
      {live && online.length > 0 && (
        <People aria-label={t('presence.people')}>
          {online.map((person) => (
            <li key={person.id}>
              <OnlineDot role="img" aria-label={t('presence.dot')} />
              {person.name}
            </li>
          ))}
        </People>
      )}
      {history.isPending ? (
        <LoadingState label={t('loading')} />
      ) : history.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, history.error)} onRetry={() => void history.refetch()} />
      ) : (
        <>
          {history.hasNextPage && (
            <Button variant="ghost" size="sm" onClick={() => void history.fetchNextPage()} disabled={history.isFetchingNextPage}>
              {t('messages.earlier')}
            </Button>
          )}
          {messages.length === 0 && waiting.length === 0 ? (
            <EmptyState title={t('shell:pages.community-chat.empty')} />
          ) : (
            <Log ref={logRef} role="log" aria-label={t('messages.label', { channel: channel.name })} aria-live="polite" tabIndex={0}>
              <List>
                {messages.map((message) => (
                  <MessageItem key={message.id} message={message} mine={message.author.id === meId} meId={meId} />
                ))}
                {waiting.map((item) => (
                  <Bubble key={item.clientId} $mine data-state={item.state}>
                    {item.text && <div>{item.text}</div>}
                    <OutgoingFiles files={item.files ?? []} label={t('attachments.sending')} onRetry={(localId) => onRetryUpload?.(localId)} />
                    {item.state === 'failed' ? (
                      <InlineAlert $tone="danger">
                        {errorMessage(t, 'MESSAGE_SEND_FAILED')}{' '}
                        <Button size="sm" variant="secondary" onClick={() => onRetry(item.clientId)}>
                          {t('outbox.retry')}
                        </Button>{' '}
                        <Button size="sm" variant="ghost" onClick={() => onDiscard(item.clientId)}>
                          {t('outbox.discard')}
                        </Button>
                      </InlineAlert>
                    ) : (
                      <Small>
                        {item.state === 'sending'
                          ? t('outbox.sending')
                          : (item.files ?? []).some((f) => f.attachmentId === null)
                            ? t('attachments.waiting')
                            : t('outbox.queued')}
                      </Small>
                    )}
                  </Bubble>
                ))}
              </List>
            </Log>
          )}
        </>
      )}
      <Small aria-live="polite">{typing.length === 1 ? t('typing.one', { name: typing[0]!.name }) : typing.length > 1 ? t('typing.many') : ' '}</Small>
      <Composer onSubmit={submit}>
        <TextField
          label={t('composer.label', { channel: channel.name })}
          value={text}
          maxLength={CHAT_LIMITS.text}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={onKeyDown}
          autoComplete="off"
        />
        {onChoose && (
          <>
            <input
              ref={pickerRef}
              type="file"
              multiple
              hidden
              accept={CHAT_ATTACHMENT_ACCEPT}
              data-testid="chat-file-input"
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])];
                event.target.value = '';
                if (chosen.length > 0) onChoose(chosen);
              }}
            />
            <Button type="button" variant="secondary" onClick={() => pickerRef.current?.click()} disabled={files.length >= CHAT_LIMITS.attachments}>
              <AttachIcon /> {t('attachments.attach')}
            </Button>
          </>
        )}
        <Button type="submit" disabled={!canSend}>
          {t('composer.send')}
        </Button>
      </Composer>
      <OutgoingFiles files={files} label={t('attachments.chosen')} onRemove={onUnchoose} onRetry={(localId) => onRetryUpload?.(localId)} />
    </Panel>
  );
}

function MessageItem({ message, mine, meId }: { message: ChatMessageView; mine: boolean; meId: string }) {
  const { t, i18n } = useTranslation('chat');
  const edit = useEditMessage();
  const remove = useDeleteMessage();
  const react = useReact();
  const report = useReport();
  const [editing, setEditing] = useState<string | null>(null);
  const time = new Date(message.sentAt).toLocaleTimeString(i18n.language, { hour: '2-digit', minute: '2-digit' });
  const gone = message.deleted || message.hidden;
  const failure = edit.error ?? remove.error ?? react.error ?? report.error;
  return (
    <Bubble $mine={mine} $muted={gone} data-message-id={message.id}>
      <Meta>
        <strong>{message.author.name}</strong>
        <time dateTime={message.sentAt}>{time}</time>
        {message.editedAt && !gone && <span>{t('messages.edited')}</span>}
      </Meta>
      {message.deleted ? (
        <div>{t('messages.deleted')}</div>
      ) : message.hidden ? (
        <div>{t('messages.hidden')}</div>
      ) : editing !== null ? (
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (editing.trim()) edit.mutate({ id: message.id, text: editing.trim() }, { onSuccess: () => setEditing(null) });
          }}
        >
          <TextField label={t('messages.editLabel')} value={editing} maxLength={CHAT_LIMITS.text} onChange={(e) => setEditing(e.target.value)} autoFocus />
          <Row>
            <Button size="sm" type="submit" disabled={edit.isPending}>
              {t('messages.save')}
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setEditing(null)}>
              {t('messages.cancel')}
            </Button>
          </Row>
        </form>
      ) : (
        <>
          {message.text && <div>{message.text}</div>}
          <MessageAttachments attachments={message.attachments ?? []} />
        </>
      )}
      {!gone && editing === null && (
        <Row>
          {CHAT_REACTIONS.map((emoji) => {
            const reaction = message.reactions.find((r) => r.emoji === emoji);
            const count = reaction?.userIds.length ?? 0;
            const pressed = reaction?.userIds.includes(meId) ?? false;
            if (count === 0 && emoji !== '👍' && emoji !== '🙏') return null;
            return (
              <Button
                key={emoji}
                size="sm"
                variant={pressed ? 'secondary' : 'ghost'}
                aria-pressed={pressed}
                aria-label={t('messages.react', { emoji, count })}
                onClick={() => react.mutate({ id: message.id, emoji, on: !pressed })}
              >
                {emoji} {count > 0 ? count : ''}
              </Button>
            );
          })}
          {mine ? (
            <>
              <Button size="sm" variant="ghost" onClick={() => setEditing(message.text)}>
                {t('messages.edit')}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => remove.mutate(message.id)} disabled={remove.isPending}>
                {t('messages.delete')}
              </Button>
            </>
          ) : (
            <Button size="sm" variant="ghost" onClick={() => report.mutate(message.id)} disabled={report.isPending || report.isSuccess}>
              {report.isSuccess ? t('messages.reported') : t('messages.report')}
            </Button>
          )}
        </Row>
      )}
      {failure && <InlineAlert $tone="danger">{errorMessageOf(t, failure)}</InlineAlert>}
    </Bubble>
  );
}
