import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '../../../shared/routing';
import { Card, PageHeading, PageSubtitle, Stack } from '../../../shared/ui';

const StyledMain = styled.main`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.narrow};
`;

const StyledBrand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledBack = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The signed-out pages' frame: the app's name, one card with a heading, a way back. */
export function AuthPageLayout({
  heading,
  subtitle,
  children,
  back,
}: {
  heading: string;
  subtitle?: string;
  children: ReactNode;
  back?: { to: string; label: string };
}) {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <StyledMain id="main">
      <StyledBrand to={paths.home}>{t('common:appName')}</StyledBrand>
      <StyledCard as="div">
        <Stack $gap="xl">
          <div>
            <PageHeading>{heading}</PageHeading>
            {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
          </div>
          {children}
        </Stack>
      </StyledCard>
      <StyledBack to={back?.to ?? paths.home}>{back?.label ?? t('signIn.backHome')}</StyledBack>
    </StyledMain>
  );
}
