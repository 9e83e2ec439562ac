import { VOLUNTEER_LIMITS } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, Card, EmptyState, InlineAlert, LoadingState, PageHeading, Stack, TextAreaField } from '../../../shared/ui';
import { useAnswerByLink, useLinkedAssignment, type LinkAnswer } from '../api/volunteer-answer.api';
import { StyledMuted, StyledTitle } from './volunteer.styles';
import { unavailableMessage } from './volunteer-words.util';

const StyledPage = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledCard = styled(Card)`
  inline-size: 100%;
  max-inline-size: 36rem;
`;

/** What the link could not show, in plain words: a link cut short, one that is not (or no longer) valid, or an assignment gone. */
function LinkProblem({ error }: { error: unknown }) {
  const { t } = useTranslation('volunteers');
  const code = isApiError(error) ? error.code : null;
  const title = code === 'INVALID_TOKEN' ? t('answer.invalid') : code === 'NOT_FOUND' ? t('answer.gone') : errorMessageOf(t, error);
  return <EmptyState role="alert" title={title} description={t('answer.askLeader')} />;
}

function Answer({ assignmentId, answer, token }: { assignmentId: string; answer: LinkAnswer; token: string }) {
  const { t } = useTranslation('volunteers');
  const format = useFormat();
  const linked = useLinkedAssignment(assignmentId, token);
  const send = useAnswerByLink();
  const [reason, setReason] = useState('');
  const [now] = useState(() => new Date().toISOString());
  if (linked.isPending) return <LoadingState label={t('answer.loading')} />;
  if (linked.isError) return <LinkProblem error={linked.error} />;
  const assignment = linked.data;
  const done = send.isSuccess ? (answer === 'confirm' ? 'confirmed' : 'declined') : assignment.status;
  const outcome =
    done === 'confirmed' && answer === 'confirm'
      ? t('answer.confirmed')
      : done === 'declined' && answer === 'decline'
        ? t('answer.declined')
        : done === 'declined'
          ? t('reasons.declined')
          : assignment.startsAt < now
            ? t('answer.past')
            : null;
  return (
    <Stack>
      <div>
        <StyledTitle>{t('mine.what', { position: assignment.positionName, event: assignment.title })}</StyledTitle>
        <div>
          <StyledMuted>{format.dateTime(assignment.startsAt)}</StyledMuted>
        </div>
      </div>
      {outcome ? (
        <InlineAlert role="status" $tone={done === 'confirmed' ? 'success' : 'warning'}>
          {outcome}
        </InlineAlert>
      ) : (
        <>
          <p>{answer === 'confirm' ? t('answer.askConfirm', { name: assignment.fullName }) : t('answer.askDecline', { name: assignment.fullName })}</p>
          {answer === 'decline' && (
            <TextAreaField
              label={t('decline.reason')}
              hint={t('decline.reasonHint')}
              name="reason"
              rows={2}
              maxLength={VOLUNTEER_LIMITS.declineReason}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
          {send.isError && <InlineAlert role="alert">{unavailableMessage(t, send.error)}</InlineAlert>}
          <div>
            <Button
              variant={answer === 'confirm' ? 'primary' : 'danger'}
              disabled={send.isPending}
              onClick={() => send.mutate({ assignmentId, answer, token, reason })}
            >
              {answer === 'confirm' ? t('answer.confirm') : t('answer.decline')}
            </Button>
          </div>
        </>
      )}
    </Stack>
  );
}

/** `/volunteers/answer?assignment=&answer=&token=`: the link in a volunteer's email, signed in or not; nothing changes until the button is pressed. */
export default function VolunteerAnswerPage() {
  const { t } = useTranslation('volunteers');
  useDocumentTitle(t('answer.title'));
  const [params] = useSearchParams();
  const assignmentId = params.get('assignment') ?? '';
  const answer = params.get('answer');
  const token = params.get('token') ?? '';
  const complete = assignmentId !== '' && token !== '' && (answer === 'confirm' || answer === 'decline');
  return (
    <StyledPage>
      <StyledCard>
        <Stack>
          <PageHeading>{t('answer.title')}</PageHeading>
          {complete ? (
            <Answer assignmentId={assignmentId} answer={answer} token={token} />
          ) : (
            <EmptyState role="alert" title={t('answer.incomplete')} description={t('answer.askLeader')} />
          )}
        </Stack>
      </StyledCard>
    </StyledPage>
  );
}
