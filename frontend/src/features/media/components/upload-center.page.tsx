import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf, useFormat } from '../../../shared/i18n';
import { Button, ButtonLink, Card, CardTitle, InlineAlert, PageHeader, PageHeading, PageSubtitle, Stack, useToast } from '../../../shared/ui';
import { useMediaSettings } from '../../../shared/media/media.queries';
import { useUploads, type UploadItem } from '../../../shared/media/use-uploads.hook';
import { bytesText } from '../../../shared/media/media-format.util';
import { UploadLimitCard } from './upload-limit.card';
import { UploadProgress } from './upload-progress';

const StyledDropZone = styled.div<{ $over: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xxl} ${({ theme }) => theme.space.lg};
  border: 2px dashed ${({ theme, $over }) => ($over ? theme.color.primary : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $over }) => ($over ? theme.color.primarySoft : theme.color.surfaceMuted)};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledFileInput = styled.input`
  position: absolute;
  inline-size: 1px;
  block-size: 1px;
  opacity: 0;
  overflow: hidden;
`;

const StyledChooseLabel = styled.label`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

const StyledMeta = styled.span<{ $tone?: 'success' | 'danger' }>`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.color.success : $tone === 'danger' ? theme.color.danger : theme.color.textSubtle)};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const ACCEPT = 'audio/*,video/*,image/*,application/pdf,.pptx,.docx,.odp,.odt,.ppt,.doc';

/**
 * `/upload-center`: the media team's uploads. Files go up in resumable chunks (tus) with a progress
 * bar each; pause and resume, an automatic retry after a dropped connection, and after a reload
 * the same file chosen again continues where it stopped.
 */
export default function UploadCenterPage() {
  const { t } = useTranslation('media');
  const format = useFormat();
  const toast = useToast();
  const settings = useMediaSettings();
  const limit = settings.data?.maxUploadBytes;
  const uploads = useUploads(limit);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const announced = useRef(new Set<string>());

  // Each upload's outcome is said once: a toast, and the line under its bar.
  useEffect(() => {
    for (const item of uploads.items) {
      if ((item.state !== 'done' && item.state !== 'failed') || announced.current.has(`${item.key}:${item.state}`)) continue;
      announced.current.add(`${item.key}:${item.state}`);
      toast.show(item.state === 'done' ? { tone: 'success', message: t('upload.succeeded') } : { tone: 'error', message: t('upload.failed') });
    }
  }, [uploads.items, t, toast]);

  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.upload-center.title')}</PageHeading>
          <PageSubtitle>{t('upload.subtitle')}</PageSubtitle>
        </div>
        <ButtonLink to="/media-library">{t('upload.openLibrary')}</ButtonLink>
      </PageHeader>
      <Card aria-labelledby={`${inputId}-title`}>
        <CardTitle id={`${inputId}-title`}>{t('upload.title')}</CardTitle>
        <StyledDropZone
          $over={over}
          onDragOver={(event) => {
            event.preventDefault();
            setOver(true);
          }}
          onDragLeave={() => setOver(false)}
          onDrop={(event) => {
            event.preventDefault();
            setOver(false);
            uploads.add([...event.dataTransfer.files]);
          }}
        >
          <span>{t('upload.drop')}</span>
          <StyledFileInput
            id={inputId}
            type="file"
            multiple
            accept={ACCEPT}
            aria-describedby={`${inputId}-types`}
            onChange={(event) => {
              uploads.add([...(event.target.files ?? [])]);
              event.target.value = '';
            }}
          />
          <StyledChooseLabel htmlFor={inputId}>{t('upload.choose')}</StyledChooseLabel>
          <StyledMeta id={`${inputId}-types`}>{t('upload.types', { limit: limit ? bytesText(format, limit) : '…' })}</StyledMeta>
        </StyledDropZone>
      </Card>
      {uploads.unfinished.length > 0 && (
        <InlineAlert $tone="warning" role="region" aria-label={t('upload.unfinished.title')}>
          <Stack $gap="sm">
            <strong>{t('upload.unfinished.title')}</strong>
            <span>{t('upload.unfinished.hint')}</span>
            <StyledList>
              {uploads.unfinished.map((earlier) => (
                <StyledRow as="li" key={earlier.storageKey}>
                  <StyledName>
                    {earlier.name || t('upload.unnamed')}
                    {earlier.size !== null && <StyledMeta> · {bytesText(format, earlier.size)}</StyledMeta>}
                  </StyledName>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => uploads.forget(earlier)}
                    aria-label={t('upload.unfinished.forgetLabel', { name: earlier.name })}
                  >
                    {t('upload.unfinished.forget')}
                  </Button>
                </StyledRow>
              ))}
            </StyledList>
          </Stack>
        </InlineAlert>
      )}
      {uploads.items.length > 0 && (
        <section aria-labelledby={`${inputId}-queue`}>
          <CardTitle id={`${inputId}-queue`}>{t('upload.queue')}</CardTitle>
          <StyledList>
            {uploads.items.map((item) => (
              <UploadRow key={item.key} item={item} onPause={uploads.pause} onResume={uploads.resume} onCancel={uploads.cancel} onClear={uploads.clear} />
            ))}
          </StyledList>
        </section>
      )}
      <UploadLimitCard />
    </Stack>
  );
}

function UploadRow({
  item,
  onPause,
  onResume,
  onCancel,
  onClear,
}: {
  item: UploadItem;
  onPause: (key: string) => void;
  onResume: (key: string) => void;
  onCancel: (key: string) => void;
  onClear: (key: string) => void;
}) {
  const { t } = useTranslation('media');
  const format = useFormat();
  const percent = item.size > 0 ? Math.floor((item.sent / item.size) * 100) : item.state === 'done' ? 100 : 0;
  const amounts = t('upload.amounts', { sent: bytesText(format, item.sent), total: bytesText(format, item.size) });
  const status =
    item.state === 'done'
      ? t('upload.succeeded')
      : item.state === 'failed'
        ? t('upload.failed')
        : item.state === 'paused'
          ? t('upload.paused', { percent })
          : t('upload.uploading', { percent });
  const tone = item.state === 'done' ? 'success' : item.state === 'failed' ? 'danger' : item.state === 'paused' ? 'paused' : 'primary';
  return (
    <StyledItem>
      <StyledRow>
        <StyledName>{item.name}</StyledName>
        <StyledActions>
          {(item.state === 'uploading' || item.state === 'starting') && (
            <Button size="sm" variant="secondary" onClick={() => onPause(item.key)} aria-label={t('upload.pauseLabel', { name: item.name })}>
              {t('upload.pause')}
            </Button>
          )}
          {(item.state === 'paused' || (item.state === 'failed' && !item.final)) && (
            <Button size="sm" onClick={() => onResume(item.key)} aria-label={t('upload.resumeLabel', { name: item.name })}>
              {t('upload.resume')}
            </Button>
          )}
          {item.state !== 'done' && !item.final && (
            <Button size="sm" variant="ghost" onClick={() => onCancel(item.key)} aria-label={t('upload.cancelLabel', { name: item.name })}>
              {t('upload.cancel')}
            </Button>
          )}
          {(item.state === 'done' || item.final) && (
            <Button size="sm" variant="ghost" onClick={() => onClear(item.key)} aria-label={t('upload.clearLabel', { name: item.name })}>
              {t('upload.clear')}
            </Button>
          )}
        </StyledActions>
      </StyledRow>
      <UploadProgress label={t('upload.progressLabel', { name: item.name })} percent={percent} valueText={`${percent}% · ${amounts}`} tone={tone} />
      <StyledRow>
        <StyledMeta role="status" $tone={item.state === 'done' ? 'success' : item.state === 'failed' ? 'danger' : undefined}>
          {status}
          {item.resumed && item.state !== 'done' ? ` · ${t('upload.resumed')}` : ''}
        </StyledMeta>
        <StyledMeta>{amounts}</StyledMeta>
      </StyledRow>
      {item.error && item.state === 'failed' && <StyledMeta $tone="danger">{errorMessageOf(t, item.error)}</StyledMeta>}
    </StyledItem>
  );
}
