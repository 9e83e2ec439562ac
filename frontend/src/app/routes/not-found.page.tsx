import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks';
import { paths } from '../../shared/routing';
import { ButtonLink, Card, PageHeading } from '../../shared/ui';

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 40rem;
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Any signed-in path we do not know. */
export default function NotFoundPage() {
  const { t } = useTranslation('common');
  useDocumentTitle(t('notFound.title'));
  return (
    <StyledCard>
      <PageHeading>{t('notFound.title')}</PageHeading>
      <StyledText>{t('notFound.message')}</StyledText>
      <ButtonLink to={paths.home} variant="primary">
        {t('notFound.home')}
      </ButtonLink>
    </StyledCard>
  );
}
