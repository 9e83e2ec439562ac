import type { SongDto, SongView } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useCan } from '../../../shared/access';
import { useDebouncedValue } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { Button, CancelOrSubmit, Dialog, EmptyState, ErrorState, InlineAlert, LoadingState, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useSongs } from '../api/get-songs.query';
import { useAttachChart, useDetachChart, useSaveSong } from '../api/song.mutation';
import { songPath } from '../api/worship-query-keys.constant';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
`;

const StyledTable = styled.table`
  inline-size: 100%;
  border-collapse: collapse;
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }
  th {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledCharts = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
  }
`;

type Draft = { title: string; authors: string; ccliNumber: string; key: string; tempo: string; tags: string; lyrics: string };

const draftOf = (song: SongView | null): Draft => ({
  title: song?.title ?? '',
  authors: song?.authors ?? '',
  ccliNumber: song?.ccliNumber ?? '',
  key: song?.key ?? '',
  tempo: song?.tempo ? String(song.tempo) : '',
  tags: song?.tags.join(', ') ?? '',
  lyrics: song?.lyrics ?? '',
});

const dtoOf = (draft: Draft): SongDto => ({
  title: draft.title.trim(),
  authors: draft.authors.trim(),
  ccliNumber: draft.ccliNumber.trim(),
  key: draft.key.trim(),
  tempo: draft.tempo.trim() ? Number.parseInt(draft.tempo, 10) : null,
  tags: draft.tags
    .split(',')
    .map((tag) => tag.trim())
    .filter(Boolean),
  lyrics: draft.lyrics,
});

/** Add or change a song, and (once it exists) keep its chord charts. */
function SongDialog({ song, onClose }: { song: SongView | null; onClose: () => void }) {
  const { t } = useTranslation('worship');
  const [draft, setDraft] = useState<Draft>(() => draftOf(song));
  const save = useSaveSong();
  const attach = useAttachChart();
  const detach = useDetachChart();
  const set = (changes: Partial<Draft>) => setDraft((d) => ({ ...d, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: song?.id ?? null, revision: song?.revision ?? null, song: dtoOf(draft) }, { onSuccess: onClose });
  };
  const problem = save.error ?? attach.error ?? detach.error;
  return (
    <Dialog open title={song ? t('songs.editTitle') : t('songs.addTitle')} onClose={onClose} width="44rem">
      <form onSubmit={submit} noValidate>
        <Stack $gap="md">
          <TextField label={t('songs.title')} value={draft.title} required maxLength={200} onChange={(e) => set({ title: e.target.value })} />
          <TextField label={t('songs.authors')} value={draft.authors} maxLength={300} onChange={(e) => set({ authors: e.target.value })} />
          <StyledRow>
            <TextField
              label={t('songs.ccli')}
              value={draft.ccliNumber}
              inputMode="numeric"
              maxLength={12}
              onChange={(e) => set({ ccliNumber: e.target.value })}
            />
            <TextField label={t('songs.key')} value={draft.key} maxLength={8} onChange={(e) => set({ key: e.target.value })} />
            <TextField label={t('songs.tempo')} type="number" min={20} max={300} value={draft.tempo} onChange={(e) => set({ tempo: e.target.value })} />
          </StyledRow>
          <TextField label={t('songs.tags')} hint={t('songs.tagsHint')} value={draft.tags} onChange={(e) => set({ tags: e.target.value })} />
          <TextAreaField label={t('songs.lyrics')} value={draft.lyrics} rows={6} onChange={(e) => set({ lyrics: e.target.value })} />
          {song && (
            <div>
              <strong>{t('songs.charts')}</strong>
              {song.attachments.length === 0 ? (
                <p>{t('songs.noCharts')}</p>
              ) : (
                <StyledCharts>
                  {song.attachments.map((chart) => (
                    <li key={chart.id}>
                      <a href={`${songPath(song.id)}/attachments/${chart.id}`} target="_blank" rel="noreferrer">
                        {chart.filename}
                      </a>
                      <Button
                        variant="ghost"
                        size="sm"
                        onClick={() => detach.mutate({ id: song.id, attachmentId: chart.id })}
                        aria-label={t('songs.removeChart', { name: chart.filename })}
                      >
                        {t('items.remove')}
                      </Button>
                    </li>
                  ))}
                </StyledCharts>
              )}
              <TextField
                label={t('songs.attach')}
                hint={t('songs.attachHint')}
                type="file"
                accept="application/pdf,image/png,image/jpeg,image/webp"
                onChange={(e) => {
                  const file = e.target.files?.[0];
                  if (file) attach.mutate({ id: song.id, file });
                  e.target.value = '';
                }}
              />
            </div>
          )}
          {Boolean(problem) && <InlineAlert role="alert">{errorMessageOf(t, problem)}</InlineAlert>}
          <StyledFooter>
            <CancelOrSubmit onCancel={onClose} pending={save.isPending} pendingLabel={t('itemDialog.saving')} submitLabel={t('itemDialog.save')} />
          </StyledFooter>
        </Stack>
      </form>
    </Dialog>
  );
}

/** The song library: search, add and edit songs, with their chord charts. */
export function SongsSection() {
  const { t } = useTranslation('worship');
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search, 250);
  const songs = useSongs(q);
  const canEdit = useCan('worship.write');
  const [editing, setEditing] = useState<SongView | 'new' | null>(null);
  return (
    <section aria-labelledby="worship-songs-heading">
      <StyledBar>
        <h2 id="worship-songs-heading">{t('songs.heading')}</h2>
        <TextField label={t('songs.search')} type="search" value={search} autoComplete="off" onChange={(e) => setSearch(e.target.value)} />
        {canEdit && <Button onClick={() => setEditing('new')}>{t('songs.add')}</Button>}
      </StyledBar>
      {songs.isPending ? (
        <LoadingState label={t('songs.loading')} />
      ) : songs.isError ? (
        <ErrorState title={t('songs.loadFailed')} description={errorMessageOf(t, songs.error)} onRetry={() => void songs.refetch()} />
      ) : songs.data.length === 0 ? (
        <EmptyState title={q ? t('songs.noMatch') : t('songs.empty')} />
      ) : (
        <StyledTable>
          <thead>
            <tr>
              <th scope="col">{t('songs.title')}</th>
              <th scope="col">{t('songs.authors')}</th>
              <th scope="col">{t('songs.ccli')}</th>
              <th scope="col">{t('songs.key')}</th>
              <th scope="col">{t('songs.tempo')}</th>
              <th scope="col">{t('songs.charts')}</th>
            </tr>
          </thead>
          <tbody>
            {songs.data.map((song) => (
              <tr key={song.id}>
                <td>
                  {canEdit ? (
                    <Button variant="ghost" size="sm" onClick={() => setEditing(song)}>
                      {song.title}
                    </Button>
                  ) : (
                    song.title
                  )}
                </td>
                <td>{song.authors}</td>
                <td>{song.ccliNumber}</td>
                <td>{song.key}</td>
                <td>{song.tempo ?? ''}</td>
                <td>{song.attachments.length}</td>
              </tr>
            ))}
          </tbody>
        </StyledTable>
      )}
      {editing !== null && <SongDialog song={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
