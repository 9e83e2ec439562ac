import type { GroupView } from '@koinonia/contracts';
import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { ApiError } from '../../../shared/api';
import { useCan } from '../../../shared/access';
import { useDocumentTitle } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  ErrorState,
  InlineAlert,
  LoadingState,
  PageActions,
  PageHeader,
  PageHeading,
  useToast,
} from '../../../shared/ui';
import { useGroup } from '../api/get-group.query';
import { useMyMemberId } from '../api/get-my-member-id.query';
import { useArchiveGroup } from '../api/archive-group.mutation';
import { useJoinGroup } from '../api/join-group.mutation';
import { useLeaveGroup } from '../api/leave-group.mutation';
import { EditGroupDialog } from './edit-group.dialog';
import { howFull, whenItMeets } from './group-labels.util';
import { GroupMeetingsSection } from './group-meetings.section';
import { GroupRosterSection } from './group-roster.section';

const StyledBack = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledBadges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledColumns = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin-top: ${({ theme }) => theme.space.lg};

  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledDetails = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledHint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

function Details({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const none = t('details.none');
  const rows: Array<[string, ReactNode]> = [
    [t('details.description'), group.description || none],
    [t('details.when'), whenItMeets(t, group)],
    [t('details.where'), group.place || none],
    [
      t('details.online'),
      group.onlineLink ? (
        <a href={group.onlineLink} target="_blank" rel="noreferrer" dir="ltr">
          {group.onlineLink}
        </a>
      ) : (
        none
      ),
    ],
    [t('details.leaders'), group.leaders.map((leader) => leader.fullName).join(', ') || none],
    [t('details.size'), howFull(t, group)],
    [t('details.ministry'), group.ministry || none],
    [t('details.campus'), group.campus || none],
    [t('details.tags'), group.tags.join(', ') || none],
  ];
  return (
    <StyledDetails>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </StyledDetails>
  );
}

/** Join, withdraw or leave: what the reader may do about their own place in the group. */
function MyPlace({ group }: { group: GroupView }) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const me = useMyMemberId();
  const join = useJoinGroup();
  const leave = useLeaveGroup();
  const [error, setError] = useState<string | null>(null);
  const fail = (failure: unknown) => setError(errorMessageOf(t, failure));

  if (group.status === 'archived' || group.standing === 'leader') return null;
  const memberId = me.data ?? null;
  let action: ReactNode = null;
  if (group.standing === 'none') {
    const refused = group.openness === 'closed' ? t('join.closed') : group.full ? t('join.full') : null;
    action = refused ? (
      <StyledHint>{refused}</StyledHint>
    ) : (
      <>
        <Button
          disabled={join.isPending || me.isPending || memberId === null}
          onClick={() => {
            setError(null);
            join.mutate(
              { groupId: group.id, message: '' },
              { onSuccess: () => toast.show({ tone: 'success', title: t('join.sentTitle'), message: t('join.sent') }), onError: fail },
            );
          }}
        >
          {t('join.ask')}
        </Button>
        <StyledHint>{memberId === null && !me.isPending ? t('join.noRecord') : t('join.hint')}</StyledHint>
      </>
    );
  } else if (memberId) {
    const pending = group.standing === 'pending';
    action = (
      <>
        <StyledHint>{pending ? t('join.pending') : t('join.member')}</StyledHint>
        <Button variant="secondary" disabled={leave.isPending} onClick={() => leave.mutate({ groupId: group.id, memberId }, { onError: fail })}>
          {pending ? t('join.withdraw') : t('join.leave')}
        </Button>
      </>
    );
  }
  return (
    <Card aria-labelledby="group-my-place">
      <CardTitle id="group-my-place">{t('join.title')}</CardTitle>
      <PageActions>{action}</PageActions>
      {error && <InlineAlert role="alert">{error}</InlineAlert>}
    </Card>
  );
}

/** `/study-groups/:id`: the group, the reader's place in it, and for its leaders its roster and meetings. */
export default function StudyGroupPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(['groups', 'common']);
  const group = useGroup(id);
  const canArchive = useCan('groups.manage');
  const archive = useArchiveGroup();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  useDocumentTitle(group.data?.name ?? t('pages.study-groups.title'));

  const back = (
    <StyledBack to="/study-groups">
      <span className="flip-in-rtl" aria-hidden="true">
        ←
      </span>{' '}
      {t('group.back')}
    </StyledBack>
  );
  if (group.isPending) return <LoadingState label={t('group.loading')} />;
  if (group.isError) {
    const error = group.error;
    if (error instanceof ApiError && error.code === 'GROUP_NOT_FOUND') {
      return (
        <>
          {back}
          <div role="alert">
            <PageHeading>{t('group.notFound')}</PageHeading>
          </div>
          <StyledHint>{t('group.notFoundHint')}</StyledHint>
        </>
      );
    }
    return <ErrorState title={t('group.loadFailed')} description={errorMessageOf(t, error)} onRetry={() => void group.refetch()} retrying={group.isFetching} />;
  }
  const data = group.data;
  const archived = data.status === 'archived';
  return (
    <>
      {back}
      <PageHeader>
        <div>
          <PageHeading>{data.name}</PageHeading>
          <StyledBadges>
            <Badge $tone={data.openness === 'open' ? 'success' : 'neutral'}>{t(`openness.${data.openness}`)}</Badge>
            {data.full && <Badge $tone="warning">{t('card.full')}</Badge>}
            {archived && <Badge $tone="warning">{t('group.archived')}</Badge>}
            {data.standing !== 'none' && <Badge $tone="primary">{t(`standing.${data.standing}`)}</Badge>}
          </StyledBadges>
        </div>
        {!archived && (data.canManage || canArchive) && (
          <PageActions>
            {data.canManage && <Button onClick={() => setEditing(true)}>{t('edit.button')}</Button>}
            {canArchive && (
              <Button variant="danger" onClick={() => setConfirming(true)}>
                {t('group.archive')}
              </Button>
            )}
          </PageActions>
        )}
      </PageHeader>
      {archived && <InlineAlert $tone="warning">{t('group.archivedNotice')}</InlineAlert>}
      <StyledColumns>
        <Card aria-labelledby="group-details-title">
          <CardTitle id="group-details-title">{t('details.title')}</CardTitle>
          <Details group={data} />
        </Card>
        <MyPlace group={data} />
      </StyledColumns>
      {data.canSeeRoster && (
        <StyledColumns>
          <GroupRosterSection group={data} />
          <GroupMeetingsSection group={data} />
        </StyledColumns>
      )}
      {editing && <EditGroupDialog group={data} open onClose={() => setEditing(false)} />}
      {confirming && (
        <ConfirmDialog
          title={t('group.archiveTitle', { name: data.name })}
          confirmLabel={t('group.archive')}
          pending={archive.isPending}
          error={archive.error ? errorMessageOf(t, archive.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => archive.mutate({ groupId: data.id, revision: data.revision }, { onSuccess: () => setConfirming(false) })}
        >
          {t('group.archiveDescription')}
        </ConfirmDialog>
      )}
    </>
  );
}
