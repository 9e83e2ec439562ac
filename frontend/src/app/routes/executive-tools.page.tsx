import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCan } from '../../shared/access';
import { useDocumentTitle } from '../../shared/hooks';
import { ButtonLink, PageActions, PageHeader, PageHeading, PageSubtitle } from '../../shared/ui';
import { pathOf, routeById, routeKey, useRouteLabel } from '../../shared/routing';
import { EXECUTIVE_TOOLS } from './executive-tools.constant';
import { useRouteFilter } from './use-route-filter.hook';

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledCard = styled.li`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: 0 1px 2px ${({ theme }) => theme.color.shadow};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

/* The whole card is the link's target; the link itself stays the one focusable thing. */
const StyledLink = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &::after {
    content: '';
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** `/executive`: the tools of a church's leaders, each opening its area by its page's name; the Admin Center for admins. */
export default function ExecutiveToolsPage() {
  const { t } = useTranslation('shell');
  const route = routeById('executive');
  const label = useRouteLabel();
  const title = label.title(route);
  const offered = useRouteFilter();
  const isAdmin = useCan('settings.manage');
  useDocumentTitle(title);
  const tools = EXECUTIVE_TOOLS.filter((tool) => offered(routeById(tool.route)));
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          <PageSubtitle>{t(routeKey(route, 'subtitle'))}</PageSubtitle>
        </div>
        {isAdmin && (
          <PageActions>
            <ButtonLink to={pathOf('admin-dashboard')} variant="primary">
              {t('executive.adminCenter')}
            </ButtonLink>
          </PageActions>
        )}
      </PageHeader>
      <StyledGrid aria-label={title}>
        {tools.map((tool) => (
          <StyledCard key={tool.id}>
            <StyledLink to={pathOf(tool.route)}>{label.title(routeById(tool.route))}</StyledLink>
            <StyledText>{t(`executive.tools.${tool.id}.description`)}</StyledText>
          </StyledCard>
        ))}
      </StyledGrid>
    </>
  );
}
