import type { CurrentUser, DashboardPreferences, FeatureFlag, Permission } from '@koinonia/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrentUser } from '../../features/auth';
import { MemberCountCard, memberQueryOptions, NewestMembersCard } from '../../features/members';
import { useCan, useMayOpenFilter } from '../../shared/access';
import { ComponentErrorBoundary, SectionErrorBoundary } from '../../shared/errors';
import { useDocumentTitle } from '../../shared/hooks';
import { pathOf, paths, routeById, useRouteLabel } from '../../shared/routing';
import { Badge, Card, CardTitle, LoadingState, PageHeader, PageHeading, PageSubtitle, Stack } from '../../shared/ui';
import { useSessions } from '../../features/auth';
import { useFeatures } from '../../shared/availability';
import { useUserPreferences } from '../../shared/preferences';

const StyledSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledSectionTitle = styled.h2`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledGrid = styled.div<{ $list: boolean }>`
  display: grid;
  grid-template-columns: ${({ $list }) => ($list ? 'minmax(0, 1fr)' : 'minmax(0, 1fr) minmax(0, 2fr)')};
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.color.textSubtle};
  }
  dd {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs};
    align-items: center;
  }
`;

type HomeCardToggle = { [K in keyof DashboardPreferences]: DashboardPreferences[K] extends boolean ? K : never }[keyof DashboardPreferences];

/**
 * The community cards: what exists now. An area that arrives adds its card here (with the
 * permission it needs and the dashboard preference that shows it); each card fails alone.
 */
const COMMUNITY_CARDS: ReadonlyArray<{ id: string; permission: Permission | null; feature?: FeatureFlag; preference: HomeCardToggle; Card: ComponentType }> = [
  { id: 'member-count', permission: 'members.read', feature: 'memberDirectory', preference: 'showQuickStats', Card: MemberCountCard },
  { id: 'newest-members', permission: 'members.read', feature: 'memberDirectory', preference: 'showRecentActivity', Card: NewestMembersCard },
];

function MyMemberRecord({ memberId }: { memberId: string }) {
  const { t } = useTranslation('shell');
  const member = useQuery(memberQueryOptions(memberId));
  if (member.isPending) return <LoadingState quiet />;
  if (member.isError) return <span>{t('home.memberUnavailable')}</span>;
  return <Link to={paths.member(memberId)}>{member.data.fullName}</Link>;
}

function MySessions() {
  const { t } = useTranslation('shell');
  const sessions = useSessions();
  return (
    <>
      {sessions.isSuccess && <span>{t('home.sessionCount', { count: sessions.data.length })}</span>}
      <Link to={pathOf('account-security')}>{t('home.manageSessions')}</Link>
    </>
  );
}

/** "Mine": the member record linked to my account, my roles, and where I am signed in. */
function MyCard({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('shell');
  const canReadMembers = useCan('members.read');
  return (
    <Card aria-labelledby="home-mine-title">
      <CardTitle id="home-mine-title">{t('home.mine')}</CardTitle>
      <StyledFacts>
        <dt>{t('home.memberRecord')}</dt>
        <dd>{user.memberId && canReadMembers ? <MyMemberRecord memberId={user.memberId} /> : t('home.noMemberRecord')}</dd>
        <dt>{t('home.roles')}</dt>
        <dd>
          {user.roles.map((role) => (
            <Badge key={role} $tone="primary">
              {t(`roles.${role}`)}
            </Badge>
          ))}
        </dd>
        <dt>{t('home.sessions')}</dt>
        <dd>
          <MySessions />
        </dd>
      </StyledFacts>
    </Card>
  );
}

/** `/` when signed in: a dashboard of what exists now, each section and card failing on its own. */
export default function HomePage() {
  const { t } = useTranslation('shell');
  const { user } = useCurrentUser();
  const mayOpen = useMayOpenFilter();
  const flags = useFeatures().data?.flags;
  const { dashboard, features } = useUserPreferences();
  const title = useRouteLabel().title(routeById('home'));
  useDocumentTitle(title);
  // The church's switch, then the user's own choice of areas and of cards.
  const cards = COMMUNITY_CARDS.filter(
    (card) => mayOpen(card.permission) && (!card.feature || ((flags?.[card.feature] ?? true) && features[card.feature])) && dashboard[card.preference],
  );
  return (
    <Stack $gap="xl">
      <PageHeader>
        {dashboard.showWelcomeMessage ? (
          <div>
            <PageHeading>{user ? t('common:home.greeting', { name: user.displayName }) : t('common:home.greetingAnonymous')}</PageHeading>
            <PageSubtitle>{t('common:home.subtitle')}</PageSubtitle>
          </div>
        ) : (
          <PageHeading>{title}</PageHeading>
        )}
      </PageHeader>
      {cards.length > 0 && (
        <StyledSection aria-labelledby="home-community">
          <StyledSectionTitle id="home-community">{t('home.community')}</StyledSectionTitle>
          <SectionErrorBoundary>
            <StyledGrid $list={dashboard.defaultView === 'list'}>
              {cards.map(({ id, Card: CardComponent }) => (
                <ComponentErrorBoundary key={id}>
                  <CardComponent />
                </ComponentErrorBoundary>
              ))}
            </StyledGrid>
          </SectionErrorBoundary>
        </StyledSection>
      )}
      {user && (
        <StyledSection aria-labelledby="home-you">
          <StyledSectionTitle id="home-you">{t('home.you')}</StyledSectionTitle>
          <SectionErrorBoundary>
            <MyCard user={user} />
          </SectionErrorBoundary>
        </StyledSection>
      )}
    </Stack>
  );
}
