import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/hooks';
import { PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { BlockoutsSection } from './blockouts.section';
import { CalendarFeedSection } from './calendar-feed.section';
import { MyScheduleSection } from './my-schedule.section';
import { OpenSlotsSection } from './open-slots.section';

/** `/volunteers`: where I serve, the open places I could take, the days I cannot, and my calendar feed. */
export default function MyVolunteeringPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('pages.volunteers.title'));
  return (
    <>
      <PageHeader>
        <PageHeading>{t('pages.volunteers.title')}</PageHeading>
        <PageSubtitle>{t('pages.volunteers.subtitle')}</PageSubtitle>
      </PageHeader>
      <MyScheduleSection />
      <OpenSlotsSection />
      <BlockoutsSection />
      <CalendarFeedSection />
    </>
  );
}
