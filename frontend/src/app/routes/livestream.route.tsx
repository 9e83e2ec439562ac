import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import LivestreamPage from '../../features/livestream/components/livestream.page';
import { useCan } from '../../shared/access';
import { useFeatures } from '../../shared/availability';
import { withNamespaces } from '../../shared/i18n';
import { LoadingState } from '../../shared/ui';

/** The community chat's livestream channel, fetched with its words only when it shows. */
const LiveChatPanel = lazy(withNamespaces(['chat'], () => import('../../features/chat/components/live-chat.panel')));

/**
 * `/livestream`, composed: the livestream feature's page with the community chat's livestream
 * channel beside the player, for those in the community chat while it is turned on.
 */
export default function LivestreamRoute() {
  const { t } = useTranslation('livestream');
  const chats = useCan('chat.read');
  const features = useFeatures(chats);
  const chat =
    chats && features.data?.flags.communityChat ? (
      <Suspense fallback={<LoadingState label={t('loading')} />}>
        <LiveChatPanel />
      </Suspense>
    ) : undefined;
  return <LivestreamPage chat={chat} />;
}
