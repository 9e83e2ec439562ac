import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/i18n';
import { paths } from '../../../shared/routing';
import { ButtonLink, Card, PageHeading } from '../../../shared/ui';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
`;

/** A member id that leads nowhere (MEMBER_NOT_FOUND). */
export function MemberNotFound() {
  const { t } = useTranslation('members');
  return (
    <StyledCard>
      <div role="alert">
        <PageHeading>{errorMessage(t, 'MEMBER_NOT_FOUND')}</PageHeading>
      </div>
      <ButtonLink to={paths.members}>{t('profile.backToDirectory')}</ButtonLink>
    </StyledCard>
  );
}
