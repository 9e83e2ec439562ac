import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks';
import { Card, PageHeading, Stack } from '../../../shared/ui';
import { UnlockAccount } from './unlock-account';

const StyledCard = styled(Card)`
  max-width: 36rem;
`;

/** The `unlock-account` route's page: the link from a lockout email, opened while signed in on this browser. */
export default function UnlockAccountRoute() {
  const { t } = useTranslation(['auth', 'common']);
  useDocumentTitle(t('unlock.title'));
  const [searchParams] = useSearchParams();
  return (
    <StyledCard>
      <Stack>
        <PageHeading>{t('unlock.heading')}</PageHeading>
        <UnlockAccount token={searchParams.get('token') ?? ''} />
      </Stack>
    </StyledCard>
  );
}
