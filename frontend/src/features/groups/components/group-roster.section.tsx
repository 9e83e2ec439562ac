import type { GroupView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, EmptyState, ErrorState, InlineAlert, LoadingState } from '../../../shared/ui';
import { useGroupRoster } from '../api/get-group-roster.query';
import { useAnswerJoinRequest } from '../api/answer-join-request.mutation';
import { useLeaveGroup } from '../api/leave-group.mutation';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const StyledWho = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  min-inline-size: 0;
  overflow-wrap: anywhere;
`;

const StyledSubtle = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledHeading = styled.h3`
  margin: ${({ theme }) => theme.space.md} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.md};
`;

/** The group's requests and members, for its leaders (who answer requests) and those who oversee groups. */
export function GroupRosterSection({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const roster = useGroupRoster(group.id, group.canSeeRoster);
  const answer = useAnswerJoinRequest();
  const remove = useLeaveGroup();
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) => setError(errorMessageOf(t, failure));

  let body;
  if (roster.isPending) body = <LoadingState label={t('roster.loading')} />;
  else if (roster.isError)
    body = (
      <ErrorState
        title={t('roster.loadFailed')}
        description={errorMessageOf(t, roster.error)}
        onRetry={() => void roster.refetch()}
        retrying={roster.isFetching}
      />
    );
  else {
    const { pending, members } = roster.data;
    body = (
      <>
        <StyledHeading>{t('roster.pending', { count: pending.length })}</StyledHeading>
        {pending.length === 0 ? (
          <StyledSubtle>{t('roster.noPending')}</StyledSubtle>
        ) : (
          <StyledList>
            {pending.map((request) => (
              <StyledRow key={request.memberId}>
                <StyledWho>
                  <strong>{request.fullName}</strong>
                  {request.message && <StyledSubtle>“{request.message}”</StyledSubtle>}
                </StyledWho>
                {group.canManage && (
                  <StyledButtons>
                    <Button
                      disabled={answer.isPending}
                      aria-label={t('roster.approveName', { name: request.fullName })}
                      onClick={() => answer.mutate({ groupId: group.id, memberId: request.memberId, answer: 'approve' }, { onError: fail })}
                    >
                      {t('roster.approve')}
                    </Button>
                    <Button
                      variant="secondary"
                      disabled={answer.isPending}
                      aria-label={t('roster.declineName', { name: request.fullName })}
                      onClick={() => answer.mutate({ groupId: group.id, memberId: request.memberId, answer: 'decline' }, { onError: fail })}
                    >
                      {t('roster.decline')}
                    </Button>
                  </StyledButtons>
                )}
              </StyledRow>
            ))}
          </StyledList>
        )}
        <StyledHeading>{t('roster.members', { count: members.length })}</StyledHeading>
        {members.length === 0 ? (
          <EmptyState title={t('roster.empty')} />
        ) : (
          <StyledList>
            {members.map((member) => (
              <StyledRow key={member.memberId}>
                <StyledWho>
                  <strong>{member.fullName}</strong>
                  <StyledSubtle dir="ltr">{[member.email, member.phone].filter(Boolean).join(' · ')}</StyledSubtle>
                </StyledWho>
                {group.canManage && (
                  <Button
                    variant="secondary"
                    disabled={remove.isPending}
                    aria-label={t('roster.removeName', { name: member.fullName })}
                    onClick={() => remove.mutate({ groupId: group.id, memberId: member.memberId }, { onError: fail })}
                  >
                    {t('roster.remove')}
                  </Button>
                )}
              </StyledRow>
            ))}
          </StyledList>
        )}
      </>
    );
  }
  return (
    <Card aria-labelledby="group-roster-title">
      <CardTitle id="group-roster-title">{t('roster.title')}</CardTitle>
      {error && <InlineAlert role="alert">{error}</InlineAlert>}
      {body}
    </Card>
  );
}
