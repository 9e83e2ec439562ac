import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { errorMessageOf } from '../../../shared/i18n';
import { ActionMenu, Spinner, useToast } from '../../../shared/ui';
import { useExportDirectory, type DirectoryExportFilter, type DirectoryExportKind } from '../api/export-directory.mutation';

const StyledBusy = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The directory's Export menu: a spreadsheet and a photo directory of what the reader sees (with
 * the list's filters), and mailing labels for those who keep the directory. One file at a time,
 * with a busy state while the server prepares it.
 */
export function DirectoryExportMenu({ filter, canWrite }: { filter: DirectoryExportFilter; canWrite: boolean }) {
  const { t } = useTranslation(['members', 'common']);
  const toast = useToast();
  const exporting = useExportDirectory();
  const start = (kind: DirectoryExportKind) => {
    if (exporting.isPending) return;
    exporting.mutate({ kind, filter }, { onError: (error) => toast.show({ tone: 'error', message: errorMessageOf(t, error) }) });
  };
  const items = [
    { label: t('export.csv'), onSelect: () => start('csv') },
    { label: t('export.photoDirectory'), onSelect: () => start('photo-directory') },
    ...(canWrite ? [{ label: t('export.labels'), onSelect: () => start('labels') }] : []),
  ];
  return (
    <>
      <ActionMenu label={t('export.menu')} accessibleLabel={t('export.menuLabel')} items={items} size="md" />
      <span role="status">
        {exporting.isPending && (
          <StyledBusy>
            <Spinner aria-hidden="true" $size="1rem" />
            {t('export.preparing')}
          </StyledBusy>
        )}
      </span>
    </>
  );
}
