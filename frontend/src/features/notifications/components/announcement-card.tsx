import {
  ANNOUNCEMENT_AUDIENCES,
  ANNOUNCEMENT_LIMITS,
  NOTIFICATION_PRIORITIES,
  SendAnnouncementDto,
  type AnnouncementAudience,
  type NotificationPriority,
} from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../shared/forms';
import { Button, Card, CardTitle, InlineAlert, SelectField, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useSendAnnouncement } from '../api/send-announcement.mutation';

const FIELDS = ['title', 'message', 'priority', 'audience'] as const;

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
  audience: AnnouncementAudience;
}

const EMPTY: Values = { title: '', message: '', priority: 'normal', audience: 'everyone' };

/**
 * An administrator's form to speak to everyone or to one role (the server checks
 * announcements.send). Checked with the DTO the server uses, so both say the same thing.
 */
export function AnnouncementCard() {
  const { t } = useTranslation(['notifications', 'common']);
  const send = useSendAnnouncement();
  const [values, setValues] = useState<Values>(EMPTY);
  // Said in the card rather than as a toast: the sender's own copy of a high or urgent announcement toasts at the same moment.
  const [sentTo, setSentTo] = useState<AnnouncementAudience | null>(null);
  const form = useFormErrors(t, FIELDS);

  const set = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    form.clearField(field);
    setSentTo(null);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = validateDto(SendAnnouncementDto, { ...values });
    if (!form.acceptClientCheck(result)) return;
    send.mutate(result.value, {
      onSuccess: () => {
        setSentTo(result.value.audience);
        setValues(EMPTY);
        form.reset();
      },
      onError: form.showServerError,
    });
  };

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
              label={t('announce.fields.priority')}
              name="priority"
              value={values.priority}
              options={NOTIFICATION_PRIORITIES.map((priority) => ({ value: priority, label: t(`priority.${priority}`) }))}
              onChange={(event) => set('priority', event.target.value as NotificationPriority)}
              error={form.errors.priority}
              hint={t('announce.priorityHint')}
            />
            <SelectField
              label={t('announce.fields.audience')}
              name="audience"
              value={values.audience}
              options={ANNOUNCEMENT_AUDIENCES.map((audience) => ({ value: audience, label: t(`announce.audience.${audience}`) }))}
              onChange={(event) => set('audience', event.target.value as AnnouncementAudience)}
              error={form.errors.audience}
            />
          </StyledRow>
          {form.formError && <InlineAlert role="alert">{form.formError}</InlineAlert>}
          <StyledFooter>
            <StyledSent role="status">{sentTo && t('announce.sent', { audience: t(`announce.audience.${sentTo}`) })}</StyledSent>
            <Button type="submit" disabled={send.isPending}>
              {send.isPending ? t('announce.sending') : t('announce.submit')}
            </Button>
          </StyledFooter>
        </Stack>
      </form>
    </StyledCard>
  );
}
