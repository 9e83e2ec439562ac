import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { MEMBER_ROLES, SMS_AUDIENCE_KINDS, SMS_COMPOSE_LIMITS, SMS_MERGE_FIELDS, type SmsAudienceDto, type SmsAudienceKind } from '@koinonia/contracts';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, SelectField, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useComposeSms } from '../api/sms-commands.mutation';
import { useSmsAudienceOptions, useSmsAudiencePreview, useSmsPeopleSearch, useSmsSends } from '../api/sms.queries';
import { SmsCounter } from './sms-counter';

/** The audience as the server takes it, or null while it is not complete (no role, no group, nobody picked). */
function audienceOf(kind: SmsAudienceKind, value: string, picked: Map<string, string>): SmsAudienceDto | null {
  if (kind === 'everyone') return { kind };
  if (kind === 'members') return picked.size > 0 ? { kind, memberIds: [...picked.keys()] } : null;
  return value ? { kind, value } : null;
}

/** Compose: who, the message with its merge fields and live counter, now or at a time. */
export function SmsComposeForm() {
  const { t, i18n } = useTranslation('messaging');
  const options = useSmsAudienceOptions();
  const [kind, setKind] = useState<SmsAudienceKind>('everyone');
  const [value, setValue] = useState('');
  const [picked, setPicked] = useState(new Map<string, string>());
  const [search, setSearch] = useState('');
  const [body, setBody] = useState('');
  const [when, setWhen] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState('');
  /** The send just made: its id, when it was asked for and whether for later (to tell a send held back by quiet hours). */
  const [sent, setSent] = useState<{ id: string; at: number; later: boolean } | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const audience = audienceOf(kind, value, picked);
  const preview = useSmsAudiencePreview(audience);
  const people = useSmsPeopleSearch(kind === 'members' ? search : '');
  const compose = useComposeSms();
  const sends = useSmsSends();
  const sentSend = sent ? sends.data?.find((send) => send.id === sent.id) : undefined;
  // Due more than a minute after it was asked for: quiet hours (or the time chosen) hold it until then.
  const heldUntil =
    sent && sentSend?.status === 'scheduled' && new Date(sentSend.scheduledFor).getTime() > sent.at + 60_000 ? new Date(sentSend.scheduledFor) : null;
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  const valueChoices = (): Array<{ value: string; label: string }> => {
    switch (kind) {
      case 'role':
        return MEMBER_ROLES.map((role) => ({ value: role, label: t(`roles.${role}`) }));
      case 'ministry':
        return (options.data?.ministries ?? []).map((name) => ({ value: name, label: name }));
      case 'group':
        return (options.data?.groups ?? []).map((group) => ({ value: group.id, label: group.name }));
      case 'event':
        return (options.data?.events ?? []).map((event) => ({ value: event.id, label: event.name }));
      default:
        return [];
    }
  };

  const insert = (field: string) => {
    const area = textArea.current;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    setBody(`${body.slice(0, start)}{${field}}${body.slice(end)}`);
    area?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!audience || !body.trim()) return;
    setSent(null);
    const scheduledFor = when === 'later' && at ? new Date(at).toISOString() : undefined;
    compose.mutate(
      { audience, body, scheduledFor },
      {
        onSuccess: (result) => {
          setBody('');
          setSent({ id: result.id, at: Date.now(), later: scheduledFor !== undefined });
        },
      },
    );
  };

  return (
    <Card aria-labelledby="sms-compose-title">
      <CardTitle id="sms-compose-title">{t('compose.title')}</CardTitle>
      <form onSubmit={submit} noValidate>
        <Stack $gap="md">
          <SelectField
            label={t('compose.audience')}
            value={kind}
            onChange={(e) => {
              setKind(e.target.value as SmsAudienceKind);
              setValue('');
            }}
            options={SMS_AUDIENCE_KINDS.map((k) => ({ value: k, label: t(`audience.${k}`) }))}
          />
          {kind !== 'everyone' && kind !== 'members' && (
            <SelectField
              label={t(`audience.${kind}`)}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              options={[{ value: '', label: t('compose.choose') }, ...valueChoices()]}
            />
          )}
          {kind === 'members' && (
            <Stack $gap="sm">
              <TextField label={t('compose.search')} value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
              {(people.data?.items ?? []).map((person) => (
                <label key={person.id}>
                  <input
                    type="checkbox"
                    checked={picked.has(person.id)}
                    onChange={(e) => {
                      const next = new Map(picked);
                      if (e.target.checked) next.set(person.id, person.fullName);
                      else next.delete(person.id);
                      setPicked(next);
                    }}
                  />{' '}
                  {person.fullName}
                </label>
              ))}
              {picked.size > 0 && <p>{t('compose.picked', { names: [...picked.values()].join(', ') })}</p>}
            </Stack>
          )}
          <p data-testid="sms-recipients">
            {audience && preview.data ? t('compose.recipients', { count: preview.data.recipients, total: preview.data.inAudience }) : t('compose.noAudience')}
          </p>
          <Stack $gap="sm">
            <span>
              {t('compose.insert')}
              {SMS_MERGE_FIELDS.map((field) => (
                <span key={field}>
                  {' '}
                  <Button size="sm" variant="secondary" onClick={() => insert(field)}>
                    {`{${field}}`}
                  </Button>
                </span>
              ))}
            </span>
            <TextAreaField
              ref={textArea}
              label={t('compose.message')}
              value={body}
              maxLength={SMS_COMPOSE_LIMITS.bodyMax}
              rows={5}
              onChange={(e) => setBody(e.target.value)}
              hint={t('compose.hint')}
            />
            <SmsCounter
              text={body}
              recipients={preview.data?.recipients ?? 0}
              pricePerSegment={preview.data?.pricePerSegment ?? 0}
              currency={preview.data?.currency ?? 'USD'}
            />
          </Stack>
          <SelectField
            label={t('compose.when')}
            value={when}
            onChange={(e) => setWhen(e.target.value as 'now' | 'later')}
            options={[
              { value: 'now', label: t('compose.now') },
              { value: 'later', label: t('compose.later') },
            ]}
          />
          {when === 'later' && (
            <TextField type="datetime-local" label={t('compose.at')} value={at} onChange={(e) => setAt(e.target.value)} hint={t('compose.quietHours')} />
          )}
          {compose.isError && <InlineAlert role="alert">{errorMessageOf(t, compose.error)}</InlineAlert>}
          {sent && (sentSend || sends.isError) && (
            <InlineAlert $tone="success" role="status">
              {heldUntil ? t(sent.later ? 'compose.scheduled' : 'compose.heldForQuietHours', { time: date.format(heldUntil) }) : t('compose.done')}
            </InlineAlert>
          )}
          <div>
            <Button type="submit" disabled={!audience || !body.trim() || compose.isPending || (when === 'later' && !at)}>
              {when === 'later' ? t('compose.schedule') : t('compose.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Card>
  );
}
