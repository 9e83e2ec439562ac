import { PROGRAM_ITEM_KINDS, type ProgramItemDto, type ProgramItemKind, type ProgramItemView, type SongView } from '@koinonia/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useDebouncedValue } from '../../../shared/hooks';
import { errorMessageOf } from '../../../shared/i18n';
import { CancelOrSubmit, Dialog, InlineAlert, SelectField, Stack, TextAreaField, TextField } from '../../../shared/ui';
import { useSongs } from '../api/get-songs.query';

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export type ItemDraft = {
  kind: ProgramItemKind;
  title: string;
  minutes: string;
  seconds: string;
  personName: string;
  notes: string;
  songId: string;
  key: string;
};

export const draftOf = (item: ProgramItemView | null): ItemDraft =>
  item
    ? {
        kind: item.kind,
        title: item.title,
        minutes: String(Math.floor(item.durationSeconds / 60)),
        seconds: String(item.durationSeconds % 60),
        personName: item.person?.name ?? '',
        notes: item.notes,
        songId: item.songId ?? '',
        key: item.key,
      }
    : { kind: 'song', title: '', minutes: '4', seconds: '0', personName: '', notes: '', songId: '', key: '' };

function dtoOf(draft: ItemDraft, memberId: string | null): ProgramItemDto {
  const song = draft.kind === 'song';
  return {
    kind: draft.kind,
    title: draft.title.trim(),
    durationSeconds: (Number.parseInt(draft.minutes, 10) || 0) * 60 + (Number.parseInt(draft.seconds, 10) || 0),
    personName: draft.personName.trim(),
    personMemberId: draft.personName.trim() ? memberId : null,
    notes: draft.notes,
    songId: song && draft.songId ? draft.songId : null,
    key: song ? draft.key.trim() : '',
  };
}

/** Search the library and place a song: its title and key come with it (the key can then be changed). */
function SongPicker({ value, onPick }: { value: string; onPick: (song: SongView) => void }) {
  const { t } = useTranslation('worship');
  const [search, setSearch] = useState('');
  const songs = useSongs(useDebouncedValue(search, 250));
  const options = songs.data ?? [];
  return (
    <StyledRow>
      <TextField label={t('itemDialog.songSearch')} type="search" value={search} onChange={(e) => setSearch(e.target.value)} autoComplete="off" />
      <SelectField
        label={t('itemDialog.song')}
        value={value}
        hint={songs.isError ? t('songs.loadFailed') : undefined}
        options={[
          { value: '', label: songs.isPending ? t('songs.loading') : t('itemDialog.chooseSong') },
          ...options.map((song) => ({ value: song.id, label: song.key ? `${song.title} (${song.key})` : song.title })),
        ]}
        onChange={(e) => {
          const song = options.find((s) => s.id === e.target.value);
          if (song) onPick(song);
        }}
      />
    </StyledRow>
  );
}

/** Add or change an item of the order of service. */
export function ProgramItemDialog({
  open,
  item,
  pending,
  error,
  onClose,
  onSave,
}: {
  open: boolean;
  item: ProgramItemView | null;
  pending: boolean;
  error: unknown;
  onClose: () => void;
  onSave: (dto: ProgramItemDto) => void;
}) {
  const { t } = useTranslation('worship');
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item));
  const set = (changes: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...changes }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSave(dtoOf(draft, item?.person?.name === draft.personName.trim() ? (item?.person?.memberId ?? null) : null));
  };
  return (
    <Dialog open={open} title={item ? t('itemDialog.editTitle') : t('itemDialog.addTitle')} onClose={onClose} width="40rem">
      <form onSubmit={submit} noValidate>
        <Stack $gap="md">
          <SelectField
            label={t('itemDialog.kind')}
            value={draft.kind}
            options={PROGRAM_ITEM_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
            onChange={(e) => set({ kind: e.target.value as ProgramItemKind })}
          />
          {draft.kind === 'song' && <SongPicker value={draft.songId} onPick={(song) => set({ songId: song.id, title: song.title, key: song.key })} />}
          <TextField label={t('itemDialog.title')} value={draft.title} onChange={(e) => set({ title: e.target.value })} required maxLength={200} />
          <StyledRow>
            <TextField
              label={t('itemDialog.minutes')}
              type="number"
              min={0}
              max={180}
              inputMode="numeric"
              value={draft.minutes}
              onChange={(e) => set({ minutes: e.target.value })}
            />
            <TextField
              label={t('itemDialog.seconds')}
              type="number"
              min={0}
              max={59}
              inputMode="numeric"
              value={draft.seconds}
              onChange={(e) => set({ seconds: e.target.value })}
            />
            {draft.kind === 'song' && <TextField label={t('itemDialog.key')} value={draft.key} maxLength={8} onChange={(e) => set({ key: e.target.value })} />}
          </StyledRow>
          <TextField
            label={t('itemDialog.person')}
            hint={t('itemDialog.personHint')}
            value={draft.personName}
            maxLength={120}
            onChange={(e) => set({ personName: e.target.value })}
          />
          <TextAreaField label={t('itemDialog.notes')} value={draft.notes} rows={3} maxLength={2000} onChange={(e) => set({ notes: e.target.value })} />
          {Boolean(error) && <InlineAlert role="alert">{errorMessageOf(t, error)}</InlineAlert>}
          <StyledFooter>
            <CancelOrSubmit onCancel={onClose} pending={pending} pendingLabel={t('itemDialog.saving')} submitLabel={t('itemDialog.save')} />
          </StyledFooter>
        </Stack>
      </form>
    </Dialog>
  );
}
