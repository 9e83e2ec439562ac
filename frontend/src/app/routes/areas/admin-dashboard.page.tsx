import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useMayOpenFilter } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { Card, PageHeader, PageHeading, PageSubtitle } from '../../../shared/ui';
import { ROUTES } from '../route-table';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledLink = styled(Link)`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

const StyledText = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textSubtle};
`;

function AdminTool({ id, path }: { id: string; path: string }) {
  const { t } = useTranslation('shell');
  return (
    <li>
      <Card>
        <StyledLink to={path}>{t(`pages.${id}.title`)}</StyledLink>
        <StyledText>{t(`pages.${id}.subtitle`)}</StyledText>
      </Card>
    </li>
  );
}

/** `/admin/dashboard`: the administration screens there are, one card each. */
export default function AdminDashboardPage() {
  const { t } = useTranslation('shell');
  useDocumentTitle(t('pages.admin-dashboard.title'));
  const mayOpen = useMayOpenFilter();
  // Every administration screen of the route table (but this one) that the user may open.
  const tools = ROUTES.filter((r) => r.group === 'administration' && r.id !== 'admin-dashboard' && mayOpen(r.permission));
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('pages.admin-dashboard.title')}</PageHeading>
          <PageSubtitle>{t('pages.admin-dashboard.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <StyledGrid aria-label={t('pages.admin-dashboard.toolsLabel')}>
        {tools.map((route) => (
          <AdminTool key={route.id} id={route.id} path={route.paths[0]} />
        ))}
      </StyledGrid>
    </>
  );
}
