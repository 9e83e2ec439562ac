import { MEMBER_IMPORT_LIMITS } from '@koinonia/contracts';
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, Card, InlineAlert, Stack } from '../../../shared/ui';

const StyledDropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $over }) => ($over ? theme.color.primarySoft : theme.color.surfaceMuted)};
  color: ${({ theme }) => theme.color.text};
  text-align: center;
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
`;

/** Drop a file on the zone, or choose it with the button (the keyboard's way). */
export function ImportUploadStep({ onFile, pending, error }: { onFile: (file: File) => void; pending: boolean; error: unknown }) {
  const { t } = useTranslation(['imports', 'common']);
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Card>
      <Stack $gap="md">
        <StyledDropZone
          $over={over}
          data-testid="import-drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={drop}
        >
          <p>{t('upload.drop')}</p>
          <Button onClick={() => input.current?.click()} disabled={pending}>
            {pending ? t('upload.reading') : t('upload.choose')}
          </Button>
          <input
            ref={input}
            type="file"
            accept=".csv,text/csv"
            hidden
            aria-label={t('upload.choose')}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) onFile(file);
              event.target.value = '';
            }}
          />
          <StyledHint>{t('upload.help', { megabytes: MEMBER_IMPORT_LIMITS.maxBytes / 1024 / 1024 })}</StyledHint>
        </StyledDropZone>
        {error ? <InlineAlert role="alert">{errorMessageOf(t, error)}</InlineAlert> : null}
      </Stack>
    </Card>
  );
}
