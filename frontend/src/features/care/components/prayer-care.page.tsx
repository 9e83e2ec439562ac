import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { routeById, useRouteLabel } from '../../../shared/routing';
import { PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { PrayerRequestForm } from './prayer-request.form';
import { PrayerRequestsList } from './prayer-requests.list';

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  grid-template-columns: minmax(0, 1fr);
  align-items: start;
  @media (min-width: 64rem) {
    grid-template-columns: minmax(0, 22rem) minmax(0, 1fr);
  }
`;

/** `/prayer-care`: ask for prayer, and pray for what one may see. */
export default function PrayerCarePage() {
  const { t } = useTranslation('care');
  const title = useRouteLabel().title(routeById('prayer-care'));
  useDocumentTitle(title);
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t('prayer.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledColumns>
        <PrayerRequestForm />
        <PrayerRequestsList />
      </StyledColumns>
    </>
  );
}
