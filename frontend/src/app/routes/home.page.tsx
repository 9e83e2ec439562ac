import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../features/auth';
import { MembersOverview } from '../../features/members';
import { useCan } from '../../shared/access';
import { useFeatureEnabled } from '../../shared/availability';
import { useDocumentTitle } from '../../shared/hooks';
import { PageHeader, PageHeading, PageSubtitle } from '../../shared/ui';

/** `/` when signed in: a calm overview of the community. */
export default function HomePage() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  const membersOn = useFeatureEnabled('memberDirectory');
  const canReadMembers = useCan('members.read') && membersOn;
  useDocumentTitle(t('home.title'));
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>
            {user ? t('home.greeting', { name: user.displayName }) : t('home.greetingAnonymous')}
          </PageHeading>
          <PageSubtitle>{t('home.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      {canReadMembers && <MembersOverview />}
    </>
  );
}
