import { type ChatChannelKind, type ChatMessageView } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { apiFetch } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';
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
import { useOpenChannel } from '../api/chat-commands.mutation';
import { useChatChannels, useChatMe, useChatPeople } from '../api/chat.queries';
import { useChatOutbox } from '../api/use-chat-outbox.hook';
import { useLiveChat } from '../api/use-live-chat.hook';
import { Bubble, ChannelPane, List, Meta, OnlineDot, Panel, Row, Small } from './channel-pane';
import { ChatModerationPanel } from './chat-moderation.panel';

type ChatTab = 'conversations' | 'moderation';

const KIND_ORDER: ChatChannelKind[] = ['church', 'ministry', 'group', 'private', 'direct'];

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 16rem) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: 48rem) {
    grid-template-columns: 1fr;
  }
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
  const { typing, live, presence } = useLiveChat(list.map((c) => c.id));
  const { items: outgoing, drafts, outbox } = useChatOutbox(me.data?.id ?? null);
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
                            <span style={{ display: 'inline-flex', alignItems: 'center' }}>
                              {channel.kind === 'direct' &&
                                (presence[channel.id] ?? []).some((p) => p.id !== me.data?.id && channel.memberIds.includes(p.id)) && (
                                  <OnlineDot role="img" aria-label={t('presence.dot')} />
                                )}
                              {channel.name}
                            </span>
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
                online={presence[open.id] ?? []}
                outgoing={outgoing.filter((item) => item.channelId === open.id)}
                onSend={(text) => outbox?.add(open.id, text)}
                onRetry={(clientId) => outbox?.retry(clientId)}
                onDiscard={(clientId) => outbox?.discard(clientId)}
                files={drafts[open.id] ?? []}
                onChoose={(files) => outbox?.choose(open.id, files)}
                onUnchoose={(localId) => outbox?.unchoose(open.id, localId)}
                onRetryUpload={(localId) => outbox?.retryUpload(localId)}
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
