import { RESTREAM_KINDS, type LivestreamSettingsView, type RestreamDestinationView, type RestreamKind, type RestreamState } from '@koinonia/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '../../../shared/api';
import { errorMessageOf, validationMessage } from '../../../shared/i18n';
import { useRealtimeRoom } from '../../../shared/realtime';
import {
  Badge,
  Button,
  Card,
  CardTitle,
  ConfirmDialog,
  InlineAlert,
  LoadingState,
  SelectField,
  Stack,
  Switch,
  TextField,
  type BadgeTone,
} from '../../../shared/ui';
import { livestreamKeys } from '../api/livestream-keys.constant';
import { useAddDestination, useRemoveDestination, useRotateStreamKey, useSetDestinationEnabled, useSetPublicWatch } from '../api/livestream-commands.mutation';
import { useLivestreamSettings } from '../api/livestream.queries';

const StyledCode = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-family: ${({ theme }) => theme.font.mono};
  overflow-wrap: anywhere;
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;
`;

const StyledDestination = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  align-items: start;

  & > button {
    align-self: end;
  }
`;

const STATE_TONES: Record<RestreamState, BadgeTone> = { idle: 'neutral', connecting: 'primary', live: 'success', failed: 'danger', retrying: 'warning' };

/** The media team's panel: the ingest URL, the key (masked; rotated with a confirmation, then shown once), destinations with their live state. */
export function StreamSettingsSection() {
  const { t } = useTranslation('livestream');
  const client = useQueryClient();
  const settings = useLivestreamSettings(true);
  useRealtimeRoom(
    'livestream-team',
    {
      'livestream:destinations': ({ destinations }) =>
        client.setQueryData<LivestreamSettingsView>(livestreamKeys.settings(), (old) => (old ? { ...old, destinations } : old)),
    },
    { onResync: () => void client.invalidateQueries({ queryKey: livestreamKeys.settings() }) },
  );
  const rotate = useRotateStreamKey();
  const publicWatch = useSetPublicWatch();
  const [confirming, setConfirming] = useState(false);

  if (settings.isPending) return <LoadingState label={t('loading')} />;
  if (settings.isError) return <InlineAlert $tone="danger">{errorMessageOf(t, settings.error)}</InlineAlert>;
  const view = settings.data;
  const shown = rotate.data;

  return (
    <Card aria-labelledby="livestream-settings">
      <CardTitle id="livestream-settings">{t('settings.title')}</CardTitle>
      <Stack $gap="lg">
        {!view.ingestEnabled && <InlineAlert $tone="warning">{t('settings.ingestOff')}</InlineAlert>}
        <div>
          <StyledMuted id="livestream-server">{t('settings.server')}</StyledMuted>
          <StyledCode aria-labelledby="livestream-server">{view.serverUrl}</StyledCode>
        </div>
        <div>
          <StyledMuted id="livestream-key">{t('settings.key')}</StyledMuted>
          {shown ? (
            <Stack $gap="sm">
              <StyledCode aria-labelledby="livestream-key" data-testid="livestream-new-key">
                {shown.streamKey}
              </StyledCode>
              <InlineAlert $tone="warning" role="status">
                {t('settings.shownOnce')}
              </InlineAlert>
            </Stack>
          ) : (
            <StyledCode aria-labelledby="livestream-key">{view.streamKey ?? t('settings.noKey')}</StyledCode>
          )}
          <StyledRow style={{ marginBlockStart: '0.5rem' }}>
            <Button variant="secondary" onClick={() => (view.streamKey ? setConfirming(true) : rotate.mutate())} disabled={rotate.isPending}>
              {view.streamKey ? t('settings.rotate') : t('settings.generate')}
            </Button>
          </StyledRow>
        </div>
        <Switch
          label={t('settings.publicWatch')}
          description={t('settings.publicWatchHint')}
          checked={view.publicWatch}
          disabled={publicWatch.isPending}
          onChange={(checked) => publicWatch.mutate(checked)}
        />
        <Destinations destinations={view.destinations} />
      </Stack>
      {confirming && (
        <ConfirmDialog
          title={t('settings.rotateTitle')}
          confirmLabel={t('settings.rotate')}
          pending={rotate.isPending}
          error={rotate.isError ? errorMessageOf(t, rotate.error) : null}
          onClose={() => setConfirming(false)}
          onConfirm={() => rotate.mutate(undefined, { onSuccess: () => setConfirming(false) })}
        >
          {t('settings.rotateWarning')}
        </ConfirmDialog>
      )}
    </Card>
  );
}

function Destinations({ destinations }: { destinations: RestreamDestinationView[] }) {
  const { t } = useTranslation('livestream');
  const setEnabled = useSetDestinationEnabled();
  const remove = useRemoveDestination();
  const [removing, setRemoving] = useState<RestreamDestinationView | null>(null);
  return (
    <section aria-labelledby="livestream-destinations">
      <h3 id="livestream-destinations">{t('destinations.title')}</h3>
      <StyledMuted>{t('destinations.hint')}</StyledMuted>
      {destinations.length === 0 ? (
        <StyledMuted>{t('destinations.none')}</StyledMuted>
      ) : (
        <StyledList aria-live="polite">
          {destinations.map((d) => (
            <StyledDestination key={d.id}>
              <div>
                <strong>{d.name}</strong> <StyledMuted as="span">({t(`kinds.${d.kind}`)})</StyledMuted>
                <StyledMuted>{d.serverUrl}</StyledMuted>
                {d.reason && <StyledMuted>{t('destinations.reason', { reason: d.reason })}</StyledMuted>}
              </div>
              <StyledRow>
                <Badge $tone={STATE_TONES[d.state]}>{t(`states.${d.state}`)}</Badge>
                <Switch
                  label={t('destinations.enabled', { name: d.name })}
                  checked={d.enabled}
                  onChange={(enabled) => setEnabled.mutate({ id: d.id, enabled })}
                />
                <Button variant="secondary" onClick={() => setRemoving(d)}>
                  {t('destinations.remove')}
                </Button>
              </StyledRow>
            </StyledDestination>
          ))}
        </StyledList>
      )}
      <AddDestinationForm />
      {removing && (
        <ConfirmDialog
          title={t('destinations.removeTitle', { name: removing.name })}
          confirmLabel={t('destinations.remove')}
          pending={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() => remove.mutate(removing.id, { onSuccess: () => setRemoving(null) })}
        >
          {t('destinations.removeWarning')}
        </ConfirmDialog>
      )}
    </section>
  );
}

function AddDestinationForm() {
  const { t } = useTranslation('livestream');
  const add = useAddDestination();
  const [kind, setKind] = useState<RestreamKind>('youtube');
  const [name, setName] = useState('');
  const [serverUrl, setServerUrl] = useState('');
  const [streamKey, setStreamKey] = useState('');
  const fieldError = (field: string) => {
    if (!isApiError(add.error)) return undefined;
    const found = add.error.fields.find((f) => f.field === field);
    return found ? validationMessage(t, found.message) : undefined;
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(
      { kind, name: name || t(`kinds.${kind}`), streamKey, ...(serverUrl ? { serverUrl } : {}) },
      {
        onSuccess: () => {
          setName('');
          setServerUrl('');
          setStreamKey('');
        },
      },
    );
  };
  return (
    <Stack $gap="sm" style={{ marginBlockStart: '1rem' }}>
      <h4>{t('destinations.add')}</h4>
      <StyledForm onSubmit={submit} aria-label={t('destinations.add')}>
        <SelectField
          label={t('destinations.kind')}
          value={kind}
          onChange={(event) => setKind(event.target.value as RestreamKind)}
          options={RESTREAM_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))}
        />
        <TextField label={t('destinations.name')} value={name} onChange={(event) => setName(event.target.value)} error={fieldError('name')} />
        <TextField
          label={t('destinations.serverUrl')}
          hint={kind === 'custom' ? undefined : t('destinations.presetHint')}
          value={serverUrl}
          onChange={(event) => setServerUrl(event.target.value)}
          error={fieldError('serverUrl')}
        />
        <TextField
          label={t('destinations.streamKey')}
          type="password"
          autoComplete="off"
          value={streamKey}
          onChange={(event) => setStreamKey(event.target.value)}
          error={fieldError('streamKey')}
          required
        />
        <Button type="submit" disabled={add.isPending}>
          {t('destinations.addButton')}
        </Button>
      </StyledForm>
      {add.isError && !isApiError(add.error) && <InlineAlert $tone="danger">{errorMessageOf(t, add.error)}</InlineAlert>}
    </Stack>
  );
}
