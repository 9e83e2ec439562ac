import type { ActiveSessionView } from '@koinonia/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Badge, Button, Card, CardTitle, DataTable, Dialog, Email, ListBody, useToast, type DataTableColumn } from '../../../shared/ui';
import { useSecuritySessions } from '../api/get-security-sessions.query';
import { useRevokeSession } from '../api/revoke-session.mutation';
import { describeUserAgent, displayIp, formatTime } from './security-labels.util';
import { StyledMono, StyledMuted, StyledNowrap, StyledPerson } from './security-text.styles';

const StyledCard = styled(Card)`
  padding: 0;
  overflow: hidden;
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: 0;
  }
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};

  h2 {
    margin: 0;
  }
`;

const StyledCount = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBrowser = styled.span`
  display: inline-block;
  max-width: 22rem;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

function nameOf(session: ActiveSessionView): string {
  return session.userName ?? session.userEmail ?? session.userId;
}

/** Asks before ending someone's session: they are signed out on that device at once. */
function RevokeDialog({ session, onClose }: { session: ActiveSessionView; onClose: () => void }) {
  const { t } = useTranslation(['security', 'common']);
  const revoke = useRevokeSession();
  const toast = useToast();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = () =>
    revoke.mutate(session.id, {
      onSuccess: () => {
        toast.show({ tone: 'success', message: t('sessions.revoked', { name: nameOf(session) }) });
        onClose();
      },
      onError: (error) => {
        toast.show({ tone: 'error', message: errorMessageOf(t, error) });
        onClose();
      },
    });
  return (
    <Dialog open onClose={onClose} title={t('sessions.revokeTitle')} width="30rem" initialFocus={cancelRef}>
      <StyledText>{t('sessions.revokeText', { name: nameOf(session) })}</StyledText>
      <StyledFooter>
        <Button ref={cancelRef} variant="secondary" onClick={onClose}>
          {t('common:actions.cancel')}
        </Button>
        <Button variant="danger" onClick={confirm} disabled={revoke.isPending}>
          {revoke.isPending ? t('sessions.revoking') : t('sessions.revokeConfirm')}
        </Button>
      </StyledFooter>
    </Dialog>
  );
}

/** Every open session of every user; administrators can end any but their own current one. */
export function ActiveSessions() {
  const { t } = useTranslation(['security', 'common']);
  const format = useFormat();
  const sessions = useSecuritySessions();
  const canRevoke = useCan('users.manage');
  const [revoking, setRevoking] = useState<ActiveSessionView | null>(null);
  const columns: Array<DataTableColumn<ActiveSessionView>> = [
    {
      id: 'user',
      header: t('sessions.columns.user'),
      cell: (session) => (
        <StyledPerson>
          {nameOf(session)}
          {session.userEmail && (
            <>
              <br />
              <StyledMuted>
                <Email address={session.userEmail} />
              </StyledMuted>
            </>
          )}
        </StyledPerson>
      ),
    },
    { id: 'started', header: t('sessions.columns.started'), cell: (session) => <StyledNowrap>{formatTime(session.startedAt, format)}</StyledNowrap> },
    { id: 'idleEnds', header: t('sessions.columns.idleEnds'), cell: (session) => <StyledNowrap>{formatTime(session.idleExpiresAt, format)}</StyledNowrap> },
    { id: 'ip', header: t('sessions.columns.ip'), cell: (session) => <StyledMono>{session.ip ? displayIp(session.ip) : t('feed.nobody')}</StyledMono> },
    {
      id: 'browser',
      header: t('sessions.columns.browser'),
      cell: (session) => (
        <StyledBrowser title={session.userAgent || undefined}>{session.userAgent ? describeUserAgent(session.userAgent) : t('feed.nobody')}</StyledBrowser>
      ),
    },
  ];
  const actions = {
    header: t('sessions.columns.actions'),
    cell: (session: ActiveSessionView) =>
      session.current ? (
        <Badge $tone="primary">{t('sessions.current')}</Badge>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('sessions.revokeLabel', { name: nameOf(session), ip: displayIp(session.ip) })}
          onClick={() => setRevoking(session)}
        >
          {t('sessions.revoke')}
        </Button>
      ),
  };

  return (
    <StyledCard aria-labelledby="active-sessions-title">
      <StyledHeader>
        <CardTitle id="active-sessions-title">{t('sessions.title')}</CardTitle>
        {sessions.data && <StyledCount>{t('sessions.total', { count: sessions.data.length })}</StyledCount>}
      </StyledHeader>
      <ListBody
        query={sessions}
        words={{ loading: t('sessions.loading'), failed: t('sessions.loadFailed'), empty: t('sessions.empty') }}
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <DataTable
            caption={t('sessions.caption')}
            captionHidden
            density="compact"
            columns={columns}
            rows={list}
            rowKey={(session) => session.id}
            actions={canRevoke ? actions : undefined}
          />
        )}
      </ListBody>
      {revoking && <RevokeDialog session={revoking} onClose={() => setRevoking(null)} />}
    </StyledCard>
  );
}
