import { chatAttachmentPath, isChatImage, type ChatAttachmentView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessage, useFormat } from '../../../shared/i18n';
import { bytesText } from '../../../shared/media/media-format.util';
import { Button } from '../../../shared/ui';
import type { OutgoingFile } from '../api/chat-outbox';

const StyledAttachments = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.xs} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Line icons (lucide's paperclip and file), drawn in the text's colour: no emoji font needed. */
const PAPERCLIP = 'm21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l8.57-8.57A4 4 0 1 1 18 8.84l-8.59 8.57a2 2 0 0 1-2.83-2.83l8.49-8.48';
const FILE = 'M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z M14 2v4a2 2 0 0 0 2 2h4';

const StyledIcon = styled.svg`
  inline-size: 1.1em;
  block-size: 1.1em;
  flex: none;
`;

export function AttachIcon({ file = false }: { file?: boolean }) {
  return (
    <StyledIcon viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      <path d={file ? FILE : PAPERCLIP} />
    </StyledIcon>
  );
}

const StyledThumbLink = styled.a`
  display: inline-block;
  vertical-align: top;
  border-radius: ${({ theme }) => theme.radius.sm};
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border};
  line-height: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
  img {
    display: block;
    inline-size: 16rem;
    max-inline-size: 100%;
    block-size: auto;
    max-block-size: 14rem;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const StyledChip = styled.a`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surfaceMuted};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  text-decoration: none;
  max-inline-size: 100%;
  overflow-wrap: anywhere;
  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.primary};
    outline-offset: 2px;
  }
`;

const StyledSize = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  white-space: nowrap;
`;

/** A message's files: pictures as previews (opening the picture), other files as chips with their size (downloading the file). */
export function MessageAttachments({ attachments }: { attachments: ChatAttachmentView[] }) {
  const { t } = useTranslation('chat');
  const format = useFormat();
  if (attachments.length === 0) return null;
  return (
    <StyledAttachments aria-label={t('attachments.list')}>
      {attachments.map((file) => {
        const path = chatAttachmentPath(file.id);
        return (
          <li key={file.id}>
            {isChatImage(file.contentType) ? (
              <StyledThumbLink href={path} target="_blank" rel="noopener noreferrer" title={t('attachments.open', { name: file.name })}>
                <img src={`${path}/thumbnail`} alt={file.name} width={file.width} height={file.height} loading="lazy" />
              </StyledThumbLink>
            ) : (
              <StyledChip href={path} download={file.name} aria-label={t('attachments.download', { name: file.name, size: bytesText(format, file.size) })}>
                <AttachIcon file />
                <span>{file.name}</span>
                <StyledSize>{bytesText(format, file.size)}</StyledSize>
              </StyledChip>
            )}
          </li>
        );
      })}
    </StyledAttachments>
  );
}

const StyledFiles = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledFile = styled.li`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  align-items: center;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surfaceMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledName = styled.span`
  overflow-wrap: anywhere;
`;

const StyledTrack = styled.div`
  grid-column: 1 / -1;
  block-size: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  overflow: hidden;
`;

const StyledFill = styled.div<{ $tone: 'primary' | 'success' | 'danger' }>`
  block-size: 100%;
  background: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.primary)};
  transition: inline-size ${({ theme }) => theme.motion.fast};
`;

const StyledError = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.color.danger};
`;

/** Files on their way: name and size, a progress bar, and Remove (in the composer) or Retry (when refused). */
export function OutgoingFiles({
  files,
  label,
  onRemove,
  onRetry,
}: {
  files: readonly OutgoingFile[];
  label: string;
  onRemove?: (localId: string) => void;
  onRetry: (localId: string) => void;
}) {
  const { t } = useTranslation(['chat', 'common']);
  const format = useFormat();
  if (files.length === 0) return null;
  return (
    <StyledFiles aria-label={label}>
      {files.map((file) => {
        const percent = Math.round(file.progress * 100);
        const tone = file.error ? 'danger' : file.attachmentId ? 'success' : 'primary';
        return (
          <StyledFile key={file.localId} data-state={file.error ? 'failed' : file.attachmentId ? 'uploaded' : 'uploading'}>
            <StyledName>
              {file.name} <StyledSize>{bytesText(format, file.size)}</StyledSize>
            </StyledName>
            <span>
              {file.error && (
                <Button size="sm" variant="secondary" type="button" onClick={() => onRetry(file.localId)}>
                  {t('outbox.retry')}
                </Button>
              )}{' '}
              {onRemove && (
                <Button
                  size="sm"
                  variant="ghost"
                  type="button"
                  aria-label={t('attachments.remove', { name: file.name })}
                  onClick={() => onRemove(file.localId)}
                >
                  {t('attachments.removeShort')}
                </Button>
              )}
            </span>
            <StyledTrack
              role="progressbar"
              aria-label={t('attachments.progress', { name: file.name })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={file.error ? 0 : percent}
              aria-valuetext={file.error ? t('attachments.failed') : file.attachmentId ? t('attachments.uploaded') : `${percent}%`}
            >
              <StyledFill $tone={tone} style={{ inlineSize: `${file.error ? 100 : percent}%` }} />
            </StyledTrack>
            {file.error && <StyledError role="alert">{errorMessage(t, file.error)}</StyledError>}
          </StyledFile>
        );
      })}
    </StyledFiles>
  );
}
