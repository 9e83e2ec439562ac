import { RecordGroupMeetingDto, type GroupView } from '@koinonia/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { errorMessageOf } from '../../../shared/i18n';
import {
  Button,
  CancelOrSubmit,
  Card,
  CardTitle,
  CheckboxGroup,
  Dialog,
  EmptyState,
  ErrorState,
  Form,
  LoadingState,
  TextField,
  useToast,
} from '../../../shared/ui';
import { useGroupMeetings } from '../api/get-group-meetings.query';
import { useGroupRoster } from '../api/get-group-roster.query';
import { useRecordGroupMeeting } from '../api/record-group-meeting.mutation';
import { meetingDay } from './group-labels.util';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMeeting = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-block: ${({ theme }) => theme.space.sm};
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  overflow-wrap: anywhere;
`;

const StyledSubtle = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const FIELDS = ['date', 'topic', 'attendeeIds'] as const;
const today = () => new Date().toISOString().slice(0, 10);

function RecordMeetingForm({ group, onClose }: { group: GroupView; onClose: () => void }) {
  const { t } = useTranslation('groups');
  const toast = useToast();
  const roster = useGroupRoster(group.id, true);
  const record = useRecordGroupMeeting();
  const form = useFormErrors(t, FIELDS, { codeFields: { GROUP_MEMBERSHIP_NOT_FOUND: 'attendeeIds' } });
  const [date, setDate] = useState(today);
  const [topic, setTopic] = useState('');
  const [attendeeIds, setAttendeeIds] = useState<string[]>([]);
  const people = roster.data ? [...roster.data.leaders, ...roster.data.members] : [];

  const submit = () => {
    const result = validateDto(RecordGroupMeetingDto, { date, topic, attendeeIds });
    if (!form.acceptClientCheck(result) || !result.valid) return;
    record.mutate(
      { groupId: group.id, meeting: result.value },
      {
        onSuccess: () => {
          toast.show({ tone: 'success', title: t('meetings.recordedTitle'), message: t('meetings.recorded', { count: attendeeIds.length }) });
          onClose();
        },
        onError: form.showServerError,
      },
    );
  };

  return (
    <Form
      form={form}
      onSubmit={submit}
      footer={<CancelOrSubmit onCancel={onClose} pending={record.isPending} pendingLabel={t('meetings.saving')} submitLabel={t('meetings.save')} />}
    >
      <TextField label={t('meetings.date')} type="date" name="date" value={date} error={form.errors.date} onChange={(e) => setDate(e.target.value)} required />
      <TextField label={t('meetings.topic')} name="topic" value={topic} error={form.errors.topic} onChange={(e) => setTopic(e.target.value)} />
      {roster.isPending ? (
        <LoadingState label={t('roster.loading')} />
      ) : (
        <CheckboxGroup
          legend={t('meetings.whoCame')}
          options={people.map((person) => ({ value: person.memberId, label: person.fullName }))}
          values={attendeeIds}
          onChange={setAttendeeIds}
          error={form.errors.attendeeIds}
          columns={2}
        />
      )}
    </Form>
  );
}

/** The group's meetings and who came, newest first; its leaders record new ones. */
export function GroupMeetingsSection({ group }: { group: GroupView }) {
  const { t, i18n } = useTranslation('groups');
  const meetings = useGroupMeetings(group.id, group.canSeeRoster);
  const [recording, setRecording] = useState(false);

  let body;
  if (meetings.isPending) body = <LoadingState label={t('meetings.loading')} />;
  else if (meetings.isError)
    body = (
      <ErrorState
        title={t('meetings.loadFailed')}
        description={errorMessageOf(t, meetings.error)}
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    );
  else if (meetings.data.length === 0) body = <EmptyState title={t('meetings.empty')} description={group.canManage ? t('meetings.emptyHint') : undefined} />;
  else
    body = (
      <StyledList>
        {meetings.data.map((meeting) => (
          <StyledMeeting key={meeting.id}>
            <strong>
              <time dateTime={meeting.date}>{meetingDay(meeting.date, i18n.language)}</time>
              {meeting.topic && ` · ${meeting.topic}`}
            </strong>
            <StyledSubtle>{t('meetings.attended', { count: meeting.attendees.length })}</StyledSubtle>
            <StyledSubtle>{meeting.attendees.map((person) => person.fullName).join(', ')}</StyledSubtle>
          </StyledMeeting>
        ))}
      </StyledList>
    );

  return (
    <Card aria-labelledby="group-meetings-title">
      <StyledHeader>
        <CardTitle id="group-meetings-title">{t('meetings.title')}</CardTitle>
        {group.canManage && group.status === 'active' && <Button onClick={() => setRecording(true)}>{t('meetings.record')}</Button>}
      </StyledHeader>
      {body}
      <Dialog open={recording} title={t('meetings.recordTitle', { name: group.name })} onClose={() => setRecording(false)}>
        <RecordMeetingForm group={group} onClose={() => setRecording(false)} />
      </Dialog>
    </Card>
  );
}
