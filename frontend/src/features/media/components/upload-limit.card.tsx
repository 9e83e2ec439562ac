import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, CardTitle, InlineAlert, TextField, useToast } from '../../../shared/ui';
import { useChangeMediaSettings } from '../api/media-commands.mutation';
import { useMediaSettings } from '../../../shared/media/media.queries';

const MEGABYTE = 1024 * 1024;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};

  & > :first-child {
    max-inline-size: 16rem;
  }
`;

/** The church's upload size limit, in megabytes (the server keeps bytes). */
export function UploadLimitCard() {
  const { t } = useTranslation('media');
  const toast = useToast();
  const settings = useMediaSettings();
  const change = useChangeMediaSettings();
  const [megabytes, setMegabytes] = useState('');
  useEffect(() => {
    if (settings.data) setMegabytes(String(Math.round(settings.data.maxUploadBytes / MEGABYTE)));
  }, [settings.data]);
  const value = Number(megabytes);
  const valid = Number.isInteger(value) && value >= 1 && value <= 20 * 1024;
  return (
    <Card aria-labelledby="media-limit-title">
      <CardTitle id="media-limit-title">{t('limit.title')}</CardTitle>
      <StyledForm
        onSubmit={(event) => {
          event.preventDefault();
          if (!valid || !settings.data) return;
          change.mutate(
            { maxUploadBytes: value * MEGABYTE, revision: settings.data.revision },
            { onSuccess: () => toast.show({ tone: 'success', message: t('limit.saved') }) },
          );
        }}
      >
        <TextField
          label={t('limit.label')}
          type="number"
          inputMode="numeric"
          min={1}
          max={20 * 1024}
          value={megabytes}
          hint={t('limit.hint')}
          error={megabytes !== '' && !valid ? t('limit.invalid') : undefined}
          onChange={(event) => setMegabytes(event.target.value)}
        />
        <Button type="submit" disabled={change.isPending || !settings.data}>
          {t('limit.save')}
        </Button>
      </StyledForm>
      {change.isError && <InlineAlert $tone="danger">{errorMessageOf(t, change.error)}</InlineAlert>}
    </Card>
  );
}
