import {
  ANNOUNCEMENT_END_DAYS,
  ANNOUNCEMENT_LIMITS,
  MEMBER_ROLES,
  NOTIFICATION_PRIORITIES,
  SendAnnouncementDto,
  USER_ROLES,
  type AnnouncementPreviewDto,
  type NotificationPriority,
} from '@koinonia/contracts';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, Card, CardTitle, InlineAlert, SelectField, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useAnnouncementPreview, useAudienceChoices } from '../api/announcements.queries';
import { useSendAnnouncement } from '../api/send-announcement.mutation';
import { ReachCounts } from './reach-counts';

const FIELDS = ['title', 'message', 'priority', 'audience', 'to', 'endsAt'] as const;

/** How an audience is chosen: everyone; the accounts of a sign-in role; or people of the directory by congregation role, ministry or group. */
const AUDIENCE_KINDS = ['everyone', 'account', 'role', 'ministry', 'group'] as const;
type AudienceKind = (typeof AUDIENCE_KINDS)[number];

const StyledCard = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;

  h2 {
    margin: 0;
  }
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};

  button {
    margin-inline-start: auto;
  }
`;

const StyledSent = styled.p`
  color: ${({ theme }) => theme.color.success};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

interface Values {
  title: string;
  message: string;
  priority: NotificationPriority;
  kind: AudienceKind;
  /** The role, ministry or group id the kind names. */
  value: string;
  /** yyyy-mm-dd, the last day on the board. */
  endsOn: string;
}

const DAY = 24 * 60 * 60 * 1000;
const isoDay = (time: number) => {
  const date = new Date(time);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
const empty = (): Values => ({
  title: '',
  message: '',
  priority: 'normal',
  kind: 'everyone',
  value: '',
  endsOn: isoDay(Date.now() + ANNOUNCEMENT_END_DAYS.default * DAY),
});

/** The API's audience for the choice, or null while it names nothing yet. */
function addressOf(kind: AudienceKind, value: string): AnnouncementPreviewDto | null {
  switch (kind) {
    case 'everyone':
      return { audience: 'everyone' };
    case 'account':
      return value ? { audience: value as AnnouncementPreviewDto['audience'] } : null;
    case 'role':
      return value ? { to: { kind: 'role', role: value as (typeof MEMBER_ROLES)[number] } } : null;
    case 'ministry':
      return value ? { to: { kind: 'ministry', ministry: value } } : null;
    case 'group':
      return value ? { to: { kind: 'group', groupId: value } } : null;
  }
}

/** The end of the chosen day, in the reader's own time zone. */
const endOf = (day: string) => (day ? new Date(`${day}T23:59:00`).toISOString() : '');

/**
 * An administrator's form to speak to the church's people (the server checks announcements.send):
 * the audience, how long it stays on the board, and before sending how many it reaches in the app,
 * by email and by SMS. Checked with the DTO the server uses, so both say the same thing.
 */
export function AnnouncementCard() {
  const { t } = useTranslation(['notifications', 'common']);
  const send = useSendAnnouncement();
  const [values, setValues] = useState<Values>(empty);
  // Said in the card rather than as a toast: the sender's own copy of a high or urgent announcement toasts at the same moment.
  const [sent, setSent] = useState(false);
  const form = useFormErrors(t, FIELDS);
  const choices = useAudienceChoices(values.kind === 'ministry' || values.kind === 'group');
  const address = useMemo(() => addressOf(values.kind, values.value), [values.kind, values.value]);
  const preview = useAnnouncementPreview(address);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'kind' ? { value: '' } : {}) }));
    form.clearField(field === 'endsOn' ? 'endsAt' : field === 'kind' || field === 'value' ? 'audience' : (field as (typeof FIELDS)[number]));
    form.clearField('to');
    setSent(false);
  };

  const valueOptions = (): Array<{ value: string; label: string }> => {
    switch (values.kind) {
      case 'account':
        return USER_ROLES.map((role) => ({ value: role, label: t(`announce.audience.${role}`) }));
      case 'role':
        return MEMBER_ROLES.map((role) => ({ value: role, label: t(`announce.memberRole.${role}`) }));
      case 'ministry':
        return (choices.data?.ministries ?? []).map((ministry) => ({ value: ministry, label: ministry }));
      case 'group':
        return (choices.data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }));
      default:
        return [];
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { title, message, priority } = values;
    const result = validateDto(SendAnnouncementDto, { title, message, priority, endsAt: endOf(values.endsOn), ...(address ?? { to: {} }) });
    if (!form.acceptClientCheck(result)) return;
    send.mutate(result.value, {
      onSuccess: () => {
        setSent(true);
        setValues(empty());
        form.reset();
      },
      onError: form.showServerError,
    });
  };

  const today = Date.now();
  return (
    <StyledCard aria-labelledby="announcement-card-title">
      <CardTitle id="announcement-card-title">{t('announce.title')}</CardTitle>
      <StyledDescription>{t('announce.description')}</StyledDescription>
      <form ref={form.formRef} onSubmit={submit} noValidate>
        <Stack $gap="md">
          <TextField
            label={t('announce.fields.title')}
            name="title"
            autoComplete="off"
            aria-required="true"
            maxLength={ANNOUNCEMENT_LIMITS.title + 20}
            value={values.title}
            onChange={(event) => set('title', event.target.value)}
            error={form.errors.title}
          />
          <TextAreaField
            label={t('announce.fields.message')}
            name="message"
            aria-required="true"
            rows={3}
            maxLength={ANNOUNCEMENT_LIMITS.message + 100}
            value={values.message}
            onChange={(event) => set('message', event.target.value)}
            error={form.errors.message}
          />
          <StyledRow>
            <SelectField
              label={t('announce.fields.audience')}
              name="audienceKind"
              value={values.kind}
              options={AUDIENCE_KINDS.map((kind) => ({ value: kind, label: t(`announce.kind.${kind}`) }))}
              onChange={(event) => set('kind', event.target.value as AudienceKind)}
              error={values.kind === 'everyone' ? (form.errors.audience ?? form.errors.to) : undefined}
            />
            {values.kind !== 'everyone' && (
              <SelectField
                label={t(`announce.which.${values.kind}`)}
                name="audience"
                value={values.value}
                options={[{ value: '', label: t('announce.choose') }, ...valueOptions()]}
                onChange={(event) => set('value', event.target.value)}
                error={form.errors.audience ?? form.errors.to}
              />
            )}
          </StyledRow>
          <StyledRow>
            <SelectField
              label={t('announce.fields.priority')}
              name="priority"
              value={values.priority}
              options={NOTIFICATION_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
              onChange={(event) => set('priority', event.target.value as NotificationPriority)}
              error={form.errors.priority}
              hint={t('announce.priorityHint')}
            />
            <TextField
              label={t('announce.fields.endsOn')}
              name="endsOn"
              type="date"
              min={isoDay(today)}
              max={isoDay(today + (ANNOUNCEMENT_END_DAYS.max - 1) * DAY)}
              value={values.endsOn}
              onChange={(event) => set('endsOn', event.target.value)}
              error={form.errors.endsAt}
              hint={t('announce.endsOnHint')}
            />
          </StyledRow>
          <ReachCounts
            title={t('announce.reach.title')}
            reach={preview.data ?? null}
            pending={address !== null && preview.isPending}
            failed={preview.isError}
          />
          {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
          <StyledFooter>
            <StyledSent role="status">{sent && t('announce.sentBoard')}</StyledSent>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('announce.sending') : t('announce.submit')}
            </Button>
          </StyledFooter>
        </Stack>
      </form>
    </StyledCard>
  );
}
