import { MEDIA_KINDS, type MediaFileView, type MediaKind } from '@koinonia/contracts';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import {
  Button,
  ButtonLink,
  DataTable,
  EmptyState,
  ErrorState,
  LoadingState,
  PageHeader,
  PageHeading,
  PageSubtitle,
  Pagination,
  SelectField,
  Stack,
  TextField,
} from '../../../shared/ui';
import { MEDIA_PAGE_SIZE, useMediaPage, useMediaTags } from '../../../shared/media/media.queries';
import { MediaFileDialog } from './media-file.dialog';
import { bytesText, durationText } from '../../../shared/media/media-format.util';
import { MediaThumbnail } from './media-thumbnail';

type View = 'grid' | 'list';
const VIEW_KEY = 'koinonia.mediaLibrary.view';

const StyledFilters = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) repeat(2, minmax(9rem, 1fr)) auto;
  align-items: end;
  gap: ${({ theme }) => theme.space.md};

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledToggle = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > button[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.primary};
  }
`;

const StyledGrid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledTile = styled.button`
  display: flex;
  flex-direction: column;
  inline-size: 100%;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-align: start;
  font: inherit;
  cursor: pointer;
  overflow: hidden;

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;

const StyledTileText = styled.span`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
`;

const StyledTileName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const StyledSubtle = styled.span`
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textSubtle};
`;

const StyledNameButton = styled.button`
  border: 0;
  padding: 0;
  background: none;
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
  text-align: start;
  cursor: pointer;
  text-decoration: underline;
`;

function readView(): View {
  try {
    return localStorage.getItem(VIEW_KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** `/media-library`: every file the media team has uploaded, as a grid of thumbnails or a list; search, tags, kinds; a file's details, uses and deletion. */
export default function MediaLibraryPage() {
  const { t } = useTranslation('media');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [kind, setKind] = useState<MediaKind | ''>('');
  const [tag, setTag] = useState('');
  const [page, setPage] = useState(1);
  const [view, setView] = useState<View>(readView);
  const [open, setOpen] = useState<string | null>(null);
  const deferredSearch = useDeferredValue(search.trim());
  const files = useMediaPage({ search: deferredSearch, kind, tag, page });
  const tags = useMediaTags();
  const choose = (next: View) => {
    setView(next);
    try {
      localStorage.setItem(VIEW_KEY, next);
    } catch {
      // Private browsing: the choice lasts this visit.
    }
  };
  const facts = (file: MediaFileView) =>
    [t(`kinds.${file.kind}`), bytesText(format, file.bytes), file.metadata?.durationSeconds ? durationText(file.metadata.durationSeconds) : null]
      .filter(Boolean)
      .join(' · ');
  const filtered = Boolean(deferredSearch || kind || tag);
  return (
    <Stack $gap="lg">
      <PageHeader>
        <div>
          <PageHeading>{t('pages.media-library.title')}</PageHeading>
          <PageSubtitle>{t('library.subtitle')}</PageSubtitle>
        </div>
        <ButtonLink to="/upload-center" variant="primary">
          {t('library.upload')}
        </ButtonLink>
      </PageHeader>
      <StyledFilters role="search" aria-label={t('library.filters')}>
        <TextField
          label={t('library.search')}
          type="search"
          value={search}
          onChange={(event) => {
            setSearch(event.target.value);
            setPage(1);
          }}
        />
        <SelectField
          label={t('library.kind')}
          value={kind}
          options={[{ value: '', label: t('library.allKinds') }, ...MEDIA_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))]}
          onChange={(event) => {
            setKind(event.target.value as MediaKind | '');
            setPage(1);
          }}
        />
        <SelectField
          label={t('library.tag')}
          value={tag}
          options={[{ value: '', label: t('library.allTags') }, ...(tags.data?.tags ?? []).map((value) => ({ value, label: value }))]}
          onChange={(event) => {
            setTag(event.target.value);
            setPage(1);
          }}
        />
        <StyledToggle role="group" aria-label={t('library.view')}>
          <Button size="sm" variant="ghost" aria-pressed={view === 'grid'} onClick={() => choose('grid')}>
            {t('library.grid')}
          </Button>
          <Button size="sm" variant="ghost" aria-pressed={view === 'list'} onClick={() => choose('list')}>
            {t('library.list')}
          </Button>
        </StyledToggle>
      </StyledFilters>
      {files.isPending ? (
        <LoadingState label={t('library.loading')} />
      ) : files.isError ? (
        <ErrorState title={t('library.loadFailed')} onRetry={() => void files.refetch()} retrying={files.isFetching} />
      ) : files.data.items.length === 0 ? (
        <EmptyState
          title={filtered ? t('library.emptyFiltered') : t('library.empty')}
          action={filtered ? undefined : <ButtonLink to="/upload-center">{t('library.upload')}</ButtonLink>}
        />
      ) : (
        <>
          <StyledSubtle role="status">{t('library.count', { count: files.data.total })}</StyledSubtle>
          {view === 'grid' ? (
            <StyledGrid aria-label={t('library.caption')}>
              {files.data.items.map((file) => (
                <li key={file.id}>
                  <StyledTile type="button" onClick={() => setOpen(file.id)} aria-label={t('library.openLabel', { name: file.name, facts: facts(file) })}>
                    <MediaThumbnail file={file} />
                    <StyledTileText>
                      <StyledTileName>{file.name}</StyledTileName>
                      <StyledSubtle>{facts(file)}</StyledSubtle>
                    </StyledTileText>
                  </StyledTile>
                </li>
              ))}
            </StyledGrid>
          ) : (
            <DataTable<MediaFileView>
              caption={t('library.caption')}
              captionHidden
              rows={files.data.items}
              rowKey={(file) => file.id}
              columns={[
                {
                  id: 'name',
                  header: t('library.columns.name'),
                  rowHeader: true,
                  cell: (file) => (
                    <StyledNameButton type="button" onClick={() => setOpen(file.id)}>
                      {file.name}
                    </StyledNameButton>
                  ),
                },
                { id: 'kind', header: t('library.columns.kind'), cell: (file) => t(`kinds.${file.kind}`) },
                { id: 'size', header: t('library.columns.size'), align: 'end', cell: (file) => bytesText(format, file.bytes) },
                {
                  id: 'duration',
                  header: t('library.columns.duration'),
                  align: 'end',
                  hideBelow: 'md',
                  cell: (file) => (file.metadata?.durationSeconds ? durationText(file.metadata.durationSeconds) : '—'),
                },
                { id: 'tags', header: t('library.columns.tags'), hideBelow: 'md', cell: (file) => file.tags.join(', ') || '—' },
                { id: 'uploaded', header: t('library.columns.uploaded'), hideBelow: 'lg', cell: (file) => format.date(file.uploadedAt) },
              ]}
            />
          )}
          <Pagination page={page} pageCount={Math.max(1, Math.ceil(files.data.total / MEDIA_PAGE_SIZE))} onPageChange={setPage} />
        </>
      )}
      {open && <MediaFileDialog id={open} onClose={() => setOpen(null)} />}
    </Stack>
  );
}
