import type { MediaKind } from '@koinonia/contracts';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Dialog, ErrorState, LoadingState, SelectField, Stack, TextField } from '../../../shared/ui';
import { useMediaPage, useMediaSettings } from '../../../shared/media/media.queries';
import { useUploads } from '../../../shared/media/use-uploads.hook';
import { bytesText, durationText } from '../../../shared/media/media-format.util';

/** A library file as the editor keeps it: its id and the name shown. */
export interface PickedFile {
  mediaId: string;
  name: string;
}

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-block-size: 22rem;
  overflow-y: auto;
`;

const StyledChoice = styled.button`
  inline-size: 100%;
  text-align: start;
  display: grid;
  gap: 2px;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover,
  &:focus-visible {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  & > span + span {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledUpload = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};

  & > label {
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

/**
 * Chooses a file of the media library (for a sermon's recording, audio or video; for its
 * attachments, documents or images): search by name, one kind at a time, each file a button; or
 * uploads a new one through the upload center's resumable uploads and takes it when it is in.
 */
export function MediaPickerDialog({
  open,
  title,
  kinds,
  onClose,
  onPick,
}: {
  open: boolean;
  title: string;
  kinds: readonly MediaKind[];
  onClose: () => void;
  onPick: (file: PickedFile) => void;
}) {
  const { t } = useTranslation(['sermons', 'common']);
  const format = useFormat();
  const [kind, setKind] = useState<MediaKind>(kinds[0]!);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search, 250);
  const page = useMediaPage({ search: debounced.trim(), tag: '', kind, page: 1 });
  const settings = useMediaSettings();
  const uploads = useUploads(settings.data?.maxUploadBytes);
  const uploadId = useId();
  const taken = useRef(new Set<string>());

  // An upload begun here is taken as soon as the library has it.
  useEffect(() => {
    for (const item of uploads.items) {
      if (item.state === 'done' && item.mediaId && !taken.current.has(item.key)) {
        taken.current.add(item.key);
        onPick({ mediaId: item.mediaId, name: item.name });
      }
    }
  }, [uploads.items, onPick]);

  const accept = kinds.map((k) => (k === 'document' ? '.pdf,.pptx,.ppt,.docx,.doc,.odp,.odt' : `${k}/*`)).join(',');
  const running = uploads.items.filter((item) => item.state !== 'done');

  return (
    <Dialog open={open} title={title} onClose={onClose} width="40rem">
      <Stack $gap="lg">
        {kinds.length > 1 && (
          <SelectField
            label={t('picker.kind')}
            name="pickerKind"
            value={kind}
            options={kinds.map((k) => ({ value: k, label: t(`picker.kinds.${k}`) }))}
            onChange={(event) => setKind(event.target.value as MediaKind)}
          />
        )}
        <TextField label={t('picker.search')} name="pickerSearch" type="search" value={search} onChange={(event) => setSearch(event.target.value)} />
        {page.isPending ? (
          <LoadingState label={t('picker.loading')} />
        ) : page.isError ? (
          <ErrorState title={t('picker.loadFailed')} onRetry={() => void page.refetch()} retrying={page.isFetching} />
        ) : page.data.items.length === 0 ? (
          <p>{t('picker.none')}</p>
        ) : (
          <StyledList aria-label={t('picker.files')}>
            {page.data.items.map((file) => (
              <li key={file.id}>
                <StyledChoice type="button" onClick={() => onPick({ mediaId: file.id, name: file.name })}>
                  <span>{file.name}</span>
                  <span>
                    {[
                      t(`picker.kinds.${file.kind}`),
                      bytesText(format, file.bytes),
                      file.metadata?.durationSeconds != null ? durationText(file.metadata.durationSeconds) : null,
                      format.date(file.uploadedAt),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </StyledChoice>
              </li>
            ))}
          </StyledList>
        )}
        <StyledUpload>
          <label htmlFor={uploadId}>{t('picker.upload')}</label>
          <input
            id={uploadId}
            type="file"
            accept={accept}
            onChange={(event) => {
              const files = [...(event.target.files ?? [])];
              if (files.length > 0) uploads.add(files);
              event.target.value = '';
            }}
          />
          {running.map((item) => (
            <div key={item.key} role="status">
              {item.state === 'failed' && item.error
                ? t('picker.uploadFailed', { name: item.name, reason: errorMessageOf(t, item.error) })
                : t('picker.uploading', { name: item.name, percent: item.size > 0 ? Math.floor((item.sent / item.size) * 100) : 0 })}
            </div>
          ))}
        </StyledUpload>
      </Stack>
    </Dialog>
  );
}
