import type { ChatChannelView, CommandResult } from '@koinonia/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SHOWS_OWN_ERRORS, apiFetch } from '../../../shared/api';
import { errorMessageOf } from '../../../shared/i18n';
import { ErrorState, LoadingState } from '../../../shared/ui';
import { useChatMe } from '../api/chat.queries';
import { useChatOutbox } from '../api/use-chat-outbox.hook';
import { useLiveChat } from '../api/use-live-chat.hook';
import { ChannelPane } from './channel-pane';

/**
 * The live chat beside the livestream's player: the church's livestream channel (opened by the first
 * who asks, `POST /api/chat/livestream`), with the same history, live room, presence and offline-first
 * sending as the community chat.
 */
export default function LiveChatPanel() {
  const { t } = useTranslation('chat');
  const me = useChatMe();
  const channel = useMutation({
    mutationFn: () => apiFetch<CommandResult>('/api/chat/livestream', { method: 'POST', body: {} }),
    meta: SHOWS_OWN_ERRORS,
  });
  const { mutate } = channel;
  useEffect(() => mutate(), [mutate]);
  const id = channel.data?.id ?? null;
  const { typing, live, presence } = useLiveChat(id ? [id] : []);
  const { items: outgoing, drafts, outbox } = useChatOutbox(me.data?.id ?? null);

  if (channel.isError) return <ErrorState title={t('livestream.unavailable')} description={errorMessageOf(t, channel.error)} onRetry={() => mutate()} />;
  if (!id || !me.data) return <LoadingState label={t('loading')} />;
  const view: ChatChannelView = {
    id,
    name: t('livestream.heading'),
    kind: 'livestream',
    groupId: null,
    ministryId: null,
    memberIds: [],
    unreadCount: 0,
    lastSeq: 0,
    lastMessageAt: null,
    createdAt: '',
    revision: 0,
  };
  return (
    <ChannelPane
      channel={view}
      meId={me.data.id}
      typing={typing[id] ?? []}
      live={live}
      online={presence[id] ?? []}
      outgoing={outgoing.filter((item) => item.channelId === id)}
      onSend={(text) => outbox?.add(id, text)}
      onRetry={(clientId) => outbox?.retry(clientId)}
      onDiscard={(clientId) => outbox?.discard(clientId)}
      files={drafts[id] ?? []}
      onChoose={(files) => outbox?.choose(id, files)}
      onUnchoose={(localId) => outbox?.unchoose(id, localId)}
      onRetryUpload={(localId) => outbox?.retryUpload(localId)}
    />
  );
}
