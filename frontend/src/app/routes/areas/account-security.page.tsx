import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, formatDate } from '../../../shared/i18n';
import { useDocumentTitle } from '../../../shared/hooks';
import { Badge, Button, Card, CardTitle, ErrorState, LoadingState, PageHeader, PageHeading, PageSubtitle, useToast } from '../../../shared/ui';
import { useEndOtherSessions } from './api/end-other-sessions.mutation';
import { useMySessions } from './api/get-my-sessions.query';

const StyledList = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
`;

const StyledItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} 0;
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledMeta = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

/** `/account/security`: where I am signed in, and a way to sign out everywhere else. */
export default function AccountSecurityPage() {
  const { t, i18n } = useTranslation('shell');
  useDocumentTitle(t('pages.account-security.title'));
  const sessions = useMySessions();
  const endOthers = useEndOtherSessions();
  const toast = useToast();

  let body;
  if (sessions.isPending) body = <LoadingState />;
  else if (sessions.isError)
    body = <ErrorState title={t('pages.account-security.loadFailed')} description={errorMessageOf(t, sessions.error)} onRetry={() => void sessions.refetch()} retrying={sessions.isFetching} />;
  else {
    const others = sessions.data.filter((s) => !s.current).length;
    body = (
      <>
        <StyledList>
          {sessions.data.map((session) => (
            <StyledItem key={session.id}>
              <span>
                {t('pages.account-security.since', { time: formatDate(session.startedAt, i18n.language, 'dateTime') })}
                {session.current && (
                  <>
                    {' '}
                    <Badge $tone="primary">{t('pages.account-security.thisDevice')}</Badge>
                  </>
                )}
              </span>
              <StyledMeta>{session.userAgent || t('pages.account-security.unknownDevice')}</StyledMeta>
            </StyledItem>
          ))}
        </StyledList>
        <Button
          variant="secondary"
          disabled={others === 0 || endOthers.isPending}
          onClick={() =>
            endOthers.mutate(undefined, {
              onSuccess: ({ ended }) => toast.show({ tone: 'success', message: t('pages.account-security.ended', { count: ended }) }),
            })
          }
        >
          {t('pages.account-security.endOthers')}
        </Button>
      </>
    );
  }

  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{t('pages.account-security.title')}</PageHeading>
          <PageSubtitle>{t('pages.account-security.subtitle')}</PageSubtitle>
        </div>
      </PageHeader>
      <Card aria-labelledby="my-sessions">
        <CardTitle id="my-sessions">{t('pages.account-security.sessions')}</CardTitle>
        {body}
      </Card>
    </>
  );
}
