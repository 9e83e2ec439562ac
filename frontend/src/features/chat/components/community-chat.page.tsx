import { CHAT_LIMITS, CHAT_REACTIONS, type ChatChannelKind, type ChatChannelView, type ChatMessageView, type ChatTypingView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiFetch } from '../../../shared/api';
import { errorMessage, errorMessageOf } from '../../../shared/i18n';
import { realtime } from '../../../shared/realtime';
import {
  Button,
  EmptyState,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  SelectField,
  Stack,
  Tabs,
  TextField,
} from '../../../shared/ui';
import { useCan } from '../../../shared/access';
import { chatKeys } from '../api/chat-keys.constant';
import { useDeleteMessage, useEditMessage, useMarkRead, useOpenChannel, useReact, useReport } from '../api/chat-commands.mutation';
import type { Outgoing } from '../api/chat-outbox';
import { useChatChannels, useChatHistory, useChatMe, useChatPeople } from '../api/chat.queries';
import { useChatOutbox } from '../api/use-chat-outbox.hook';
import { useLiveChat } from '../api/use-live-chat.hook';
import { ChatModerationPanel } from './chat-moderation.panel';

type ChatTab = 'conversations' | 'moderation';

const KIND_ORDER: ChatChannelKind[] = ['church', 'ministry', 'group', 'private', 'direct'];
/** Say "typing" at most this often. */
const TYPING_EVERY_MS = 3_000;

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.section`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  padding: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const ChannelButton = styled.button<{ $current: boolean }>`
  display: flex;
  width: 100%;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme, $current }) => ($current ? theme.color.surfaceMuted : 'transparent')};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme, $current }) => ($current ? theme.font.weight.semibold : 'inherit')};
  text-align: start;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
  }
`;

const Unread = styled.span`
  min-width: 1.5rem;
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-align: center;
`;

const KindHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Log = styled.div`
  max-height: 28rem;
  overflow-y: auto;
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Bubble = styled.li<{ $mine: boolean; $muted?: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: min(36rem, 90%);
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $mine }) => ($mine ? theme.color.surfaceMuted : theme.color.surface)};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme, $muted }) => ($muted ? theme.color.textSubtle : theme.color.text)};
  overflow-wrap: anywhere;
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  align-items: center;
  margin-top: ${({ theme }) => theme.space.xs};
`;

const Small = styled.p`
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

/** `/community-chat`: the reader's channels with unread counts, a channel's history (scrolling back), live messages and typing, and a composer that keeps messages while offline. */
export default function CommunityChatPage() {
  const { t } = useTranslation(['chat', 'shell']);
  const moderator = useCan('chat.moderate');
  const [tab, setTab] = useState<ChatTab>(() => (new URLSearchParams(window.location.search).get('view') === 'moderation' ? 'moderation' : 'conversations'));
  const choose = (next: ChatTab) => {
    setTab(next);
    const url = new URL(window.location.href);
    if (next === 'moderation') url.searchParams.set('view', 'moderation');
    else url.searchParams.delete('view');
    window.history.replaceState(window.history.state, '', url);
  };
  const header = (
    <PageHeader>
      <div>
        <PageHeading>{t('shell:pages.community-chat.title')}</PageHeading>
        <PageSubtitle>{t('shell:pages.community-chat.subtitle')}</PageSubtitle>
      </div>
    </PageHeader>
  );
  if (!moderator)
    return (
      <Stack $gap="lg">
        {header}
        <Conversations />
      </Stack>
    );
  return (
    <Stack $gap="lg">
      {header}
      <div>
        <Tabs
          idPrefix="chat"
          label={t('moderation.tabsLabel')}
          tabs={[
            { id: 'conversations', label: t('moderation.tabs.conversations') },
            { id: 'moderation', label: t('moderation.tabs.moderation') },
          ]}
          selected={tab}
          onSelect={choose}
          panel={tab === 'moderation' ? <ChatModerationPanel /> : <Conversations />}
        />
      </div>
    </Stack>
  );
}

/** The reader's channels and the open one. */
function Conversations() {
  const { t } = useTranslation(['chat', 'shell']);
  const me = useChatMe();
  const channels = useChatChannels();
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMemo(() => channels.data ?? [], [channels.data]);
  const open = list.find((c) => c.id === openId) ?? list[0] ?? null;
  const { typing, live } = useLiveChat(list.map((c) => c.id));
  const { items: outgoing, outbox } = useChatOutbox(me.data?.id ?? null);
  const [searching, setSearching] = useState('');

  return (
    <>
      {channels.isPending ? (
        <LoadingState label={t('loading')} />
      ) : channels.isError ? (
        <ErrorState title={t('loadFailed')} description={errorMessageOf(t, channels.error)} onRetry={() => void channels.refetch()} />
      ) : (
        <Layout>
          <Panel aria-labelledby="chat-channels-heading">
            <h2 id="chat-channels-heading">{t('channels.heading')}</h2>
            <nav aria-labelledby="chat-channels-heading">
              {KIND_ORDER.filter((kind) => list.some((c) => c.kind === kind)).map((kind) => (
                <div key={kind}>
                  <KindHeading>{t(`kinds.${kind}`)}</KindHeading>
                  <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
                    {list
                      .filter((c) => c.kind === kind)
                      .map((channel) => (
                        <li key={channel.id}>
                          <ChannelButton
                            $current={channel.id === open?.id}
                            aria-current={channel.id === open?.id ? 'page' : undefined}
                            onClick={() => setOpenId(channel.id)}
                          >
                            <span>{channel.name}</span>
                            {channel.unreadCount > 0 && (
                              <Unread aria-label={t('channels.unread', { count: channel.unreadCount })}>{channel.unreadCount}</Unread>
                            )}
                          </ChannelButton>
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </nav>
            <NewDirectMessage onOpened={setOpenId} />
          </Panel>
          <Stack $gap="md">
            <ChatSearch value={searching} onChange={setSearching} />
            {open ? (
              <ChannelPane
                key={open.id}
                channel={open}
                meId={me.data?.id ?? ''}
                typing={typing[open.id] ?? []}
                live={live}
                outgoing={outgoing.filter((item) => item.channelId === open.id)}
                onSend={(text) => outbox?.add(open.id, text)}
                onRetry={(clientId) => outbox?.retry(clientId)}
                onDiscard={(clientId) => outbox?.discard(clientId)}
              />
            ) : (
              <EmptyState title={t('shell:pages.community-chat.empty')} />
            )}
          </Stack>
        </Layout>
      )}
    </>
  );
}

function ChannelPane({
  channel,
  meId,
  typing,
  live,
  outgoing,
  onSend,
  onRetry,
  onDiscard,
}: {
  channel: ChatChannelView;
  meId: string;
  typing: ChatTypingView[];
  live: boolean;
  outgoing: Outgoing[];
  onSend: (text: string) => void;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t } = useTranslation(['chat', 'shell', 'common']);
  const history = useChatHistory(channel.id);
  const markRead = useMarkRead();
  const [text, setText] = useState('');
  const lastTyping = useRef(0);
  const logRef = useRef<HTMLDivElement>(null);

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
    if (!body) return;
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
      </Meta>
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
                    <div>{item.text}</div>
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
                      <Small>{item.state === 'queued' ? t('outbox.queued') : t('outbox.sending')}</Small>
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
        <Button type="submit" disabled={text.trim().length === 0}>
          {t('composer.send')}
        </Button>
      </Composer>
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
        <div>{message.text}</div>
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

function NewDirectMessage({ onOpened }: { onOpened: (channelId: string) => void }) {
  const { t } = useTranslation('chat');
  const [asked, setAsked] = useState(false);
  const people = useChatPeople(asked);
  const openChannel = useOpenChannel();
  const [personId, setPersonId] = useState('');
  if (!asked)
    return (
      <Button variant="secondary" size="sm" onClick={() => setAsked(true)} style={{ marginTop: '1rem' }}>
        {t('direct.start')}
      </Button>
    );
  return (
    <form
      style={{ marginTop: '1rem' }}
      onSubmit={(e) => {
        e.preventDefault();
        if (personId) openChannel.mutate({ name: '', kind: 'direct', memberIds: [personId] }, { onSuccess: (result) => onOpened(result.id) });
      }}
    >
      <SelectField
        label={t('direct.person')}
        value={personId}
        options={[{ value: '', label: t('direct.choose') }, ...(people.data ?? []).map((p) => ({ value: p.id, label: p.name }))]}
        onChange={(e) => setPersonId(e.target.value)}
      />
      <Row>
        <Button size="sm" type="submit" disabled={!personId || openChannel.isPending}>
          {t('direct.open')}
        </Button>
      </Row>
      {openChannel.isError && <InlineAlert $tone="danger">{errorMessageOf(t, openChannel.error)}</InlineAlert>}
    </form>
  );
}

function ChatSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation('chat');
  const [draft, setDraft] = useState(value);
  const results = useQuery({
    queryKey: [...chatKeys.all, 'search', value],
    queryFn: ({ signal }) => apiFetch<ChatMessageView[]>('/api/chat/search', { query: { q: value }, signal }),
    enabled: value.length > 0,
  });
  return (
    <div>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          onChange(draft.trim());
        }}
      >
        <Row>
          <TextField label={t('search.label')} value={draft} maxLength={100} onChange={(e) => setDraft(e.target.value)} />
          <Button type="submit" variant="secondary" size="sm">
            {t('search.submit')}
          </Button>
          {value && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setDraft('');
                onChange('');
              }}
            >
              {t('search.close')}
            </Button>
          )}
        </Row>
      </form>
      {value && results.data && (
        <Panel aria-label={t('search.results')}>
          {results.data.length === 0 ? (
            <Small role="status">{t('search.none')}</Small>
          ) : (
            <List>
              {results.data.map((m) => (
                <Bubble key={m.id} $mine={false}>
                  <Meta>
                    <strong>{m.author.name}</strong>
                  </Meta>
                  <div>{m.text}</div>
                </Bubble>
              ))}
            </List>
          )}
        </Panel>
      )}
    </div>
  );
}
