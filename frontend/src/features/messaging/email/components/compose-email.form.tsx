import {
  BROADCAST_AUDIENCE_KINDS,
  CreateEmailBroadcastDto,
  EMAIL_BROADCAST_LIMITS,
  EMAIL_MERGE_FIELDS,
  MEMBER_ROLES,
  type BroadcastAudience,
  type BroadcastAudienceKind,
  type MemberRole,
} from '@koinonia/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormErrors, validateDto } from '../../../../shared/forms';
import { Card, CardTitle, Form, InlineAlert, SelectField, Stack, SubmitButton, TextAreaField, TextField, useToast } from '../../../../shared/ui';
import { useAudienceChoices, useAudiencePreview, useSendEmailBroadcast } from '../api/email-broadcasts.api';

const FIELDS = ['audience', 'subject', 'text', 'sendAt'] as const;

const SAMPLE = { firstName: 'Ruth', fullName: 'Ruth Moabite', eventTitle: 'Harvest Supper', churchName: '' };

const StyledPreview = styled.div`
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  padding: ${({ theme }) => theme.space.md};
  white-space: pre-wrap;
`;

/** The audience the choices make, or null while its kind still needs a choice. */
function audienceOf(kind: BroadcastAudienceKind, choice: { role: MemberRole; ministry: string; groupId: string; eventId: string }): BroadcastAudience | null {
  switch (kind) {
    case 'everyone':
      return { kind };
    case 'role':
      return { kind, role: choice.role };
    case 'ministry':
      return choice.ministry ? { kind, ministry: choice.ministry } : null;
    case 'group':
      return choice.groupId ? { kind, groupId: choice.groupId } : null;
    case 'event':
      return choice.eventId ? { kind, eventId: choice.eventId } : null;
    default:
      return null;
  }
}

/** Compose: the audience with how many it reaches, the subject and text with merge fields and a preview, now or at a time. */
export function ComposeEmailForm() {
  const { t } = useTranslation('email-broadcasts');
  const toast = useToast();
  const send = useSendEmailBroadcast();
  const choices = useAudienceChoices();
  const form = useFormErrors(t, FIELDS);
  const { errors, clearField, acceptClientCheck, showServerError } = form;
  const [kind, setKind] = useState<BroadcastAudienceKind>('everyone');
  const [choice, setChoice] = useState({ role: 'member' as MemberRole, ministry: '', groupId: '', eventId: '' });
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [sendAt, setSendAt] = useState('');
  const audience = useMemo(() => audienceOf(kind, choice), [kind, choice]);
  const preview = useAudiencePreview(audience);
  const merged = (template: string) =>
    template.replace(/\{(\w+)\}/g, (whole, field: string) => (field in SAMPLE ? SAMPLE[field as keyof typeof SAMPLE] || whole : whole));

  const submit = () => {
    if (!audience) {
      form.setFieldError('audience', t('compose.chooseAudience'));
      return;
    }
    const body = { audience, subject, text, ...(when === 'later' && sendAt ? { sendAt: new Date(sendAt).toISOString() } : {}) };
    if (when === 'later' && !sendAt) {
      form.setFieldError('sendAt', t('compose.chooseTime'));
      return;
    }
    const result = validateDto(CreateEmailBroadcastDto, body);
    if (!acceptClientCheck(result) || !result.valid) return;
    send.mutate(body, {
      onSuccess: () => {
        toast.show({ tone: 'success', title: t('compose.sentTitle'), message: when === 'later' ? t('compose.scheduled') : t('compose.sending') });
        setSubject('');
        setText('');
      },
      onError: showServerError,
    });
  };

  const pick = (options: Array<{ value: string; label: string }>, value: string, field: 'ministry' | 'groupId' | 'eventId', label: string) => (
    <SelectField
      label={label}
      value={value}
      options={[{ value: '', label: t('compose.choose'), disabled: true }, ...options]}
      onChange={(e) => {
        setChoice((current) => ({ ...current, [field]: e.target.value }));
        clearField('audience');
      }}
    />
  );

  return (
    <Card>
      <Stack $gap="md">
        <CardTitle>{t('compose.title')}</CardTitle>
        <Form
          form={form}
          onSubmit={submit}
          footer={
            <SubmitButton pending={send.isPending} pendingLabel={t('compose.sendingLabel')}>
              {when === 'later' ? t('compose.schedule') : t('compose.send')}
            </SubmitButton>
          }
        >
          <SelectField
            label={t('compose.audience')}
            value={kind}
            error={errors.audience}
            options={BROADCAST_AUDIENCE_KINDS.filter((k) => k !== 'people').map((value) => ({ value, label: t(`audiences.${value}`) }))}
            onChange={(e) => {
              setKind(e.target.value as BroadcastAudienceKind);
              clearField('audience');
            }}
          />
          {kind === 'role' && (
            <SelectField
              label={t('compose.role')}
              value={choice.role}
              options={MEMBER_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
              onChange={(e) => setChoice((current) => ({ ...current, role: e.target.value as MemberRole }))}
            />
          )}
          {kind === 'ministry' &&
            pick(
              (choices.data?.ministries ?? []).map((m) => ({ value: m.name, label: m.name })),
              choice.ministry,
              'ministry',
              t('compose.ministry'),
            )}
          {kind === 'group' &&
            pick(
              (choices.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name })),
              choice.groupId,
              'groupId',
              t('compose.group'),
            )}
          {kind === 'event' &&
            pick(
              (choices.data?.events ?? []).map((e) => ({ value: e.id, label: e.title })),
              choice.eventId,
              'eventId',
              t('compose.event'),
            )}
          <p role="status" aria-live="polite">
            {audience && preview.data
              ? t('compose.count', { count: preview.data.recipients, withoutEmail: preview.data.withoutEmail, unsubscribed: preview.data.unsubscribed })
              : t('compose.countPending')}
          </p>
          <TextField
            label={t('compose.subject')}
            value={subject}
            required
            maxLength={EMAIL_BROADCAST_LIMITS.subject}
            error={errors.subject}
            onChange={(e) => {
              setSubject(e.target.value);
              clearField('subject');
            }}
          />
          <TextAreaField
            label={t('compose.text')}
            value={text}
            required
            rows={8}
            hint={t('compose.mergeHint', { fields: EMAIL_MERGE_FIELDS.map((f) => `{${f}}`).join(', ') })}
            error={errors.text}
            onChange={(e) => {
              setText(e.target.value);
              clearField('text');
            }}
          />
          {(subject || text) && (
            <section aria-label={t('compose.preview')}>
              <strong>{t('compose.preview')}</strong>
              <StyledPreview>
                <strong>{merged(subject)}</strong>
                {'\n\n'}
                {merged(text)}
              </StyledPreview>
            </section>
          )}
          <SelectField
            label={t('compose.when')}
            value={when}
            options={[
              { value: 'now', label: t('compose.now') },
              { value: 'later', label: t('compose.later') },
            ]}
            onChange={(e) => setWhen(e.target.value as 'now' | 'later')}
          />
          {when === 'later' && (
            <TextField
              label={t('compose.sendAt')}
              type="datetime-local"
              value={sendAt}
              error={errors.sendAt}
              onChange={(e) => {
                setSendAt(e.target.value);
                clearField('sendAt');
              }}
            />
          )}
          {preview.isError && <InlineAlert $tone="danger">{t('compose.previewFailed')}</InlineAlert>}
        </Form>
      </Stack>
    </Card>
  );
}
