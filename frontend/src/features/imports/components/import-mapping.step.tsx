import {
  IMPORT_FIELDS,
  type ImportDuplicateChoice,
  type ImportField,
  type ImportMapping,
  type ImportPreviewRow,
  type MemberImportPreview,
} from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { validationMessage } from '../../../shared/i18n';
import { Badge, Card, CardTitle, DataTable, SelectField, Stack, type DataTableColumn } from '../../../shared/ui';
import { fieldLabel } from './import-labels.util';

const StyledGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

const StyledCounts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  & > div {
    display: flex;
    flex-direction: column;
  }
  dd {
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledErrors = styled.ul`
  color: ${({ theme }) => theme.color.danger};
  list-style: none;
  padding: 0;
  margin: 0;
`;

const NOT_IMPORTED = '';
/** Rows the preview table shows at once: a big file's problems come first, so they are what one sees. */
export const PREVIEW_ROWS_SHOWN = 200;

const TONES = { create: 'success', update: 'primary', skip: 'neutral', reject: 'danger' } as const;

/** The mapping (a column per field, adjustable), the duplicate choice, the counts and the preview table. */
export function ImportMappingStep({
  preview,
  mapping,
  duplicates,
  onMapping,
  onDuplicates,
}: {
  preview: MemberImportPreview;
  mapping: ImportMapping;
  duplicates: ImportDuplicateChoice;
  onMapping: (mapping: ImportMapping) => void;
  onDuplicates: (choice: ImportDuplicateChoice) => void;
}) {
  const { t } = useTranslation(['imports', 'common']);
  const columnOptions = [
    { value: NOT_IMPORTED, label: t('mapping.notImported') },
    ...preview.columns.map((column, index) => ({ value: String(index), label: column })),
  ];
  const choose = (field: ImportField, value: string) => {
    const next: ImportMapping = { ...mapping };
    if (value === NOT_IMPORTED) delete next[field];
    else next[field] = Number(value);
    onMapping(next);
  };
  const ordered = [...preview.preview.filter((r) => r.action === 'reject'), ...preview.preview.filter((r) => r.action !== 'reject')].slice(
    0,
    PREVIEW_ROWS_SHOWN,
  );
  const mapped = IMPORT_FIELDS.filter((field) => mapping[field] !== undefined);
  const columns: DataTableColumn<ImportPreviewRow>[] = [
    { id: 'row', header: t('preview.row'), cell: (row) => row.row },
    { id: 'action', header: t('preview.action'), cell: (row) => <Badge $tone={TONES[row.action]}>{t(`preview.actions.${row.action}`)}</Badge> },
    ...mapped.map((field) => ({ id: field, header: fieldLabel(t, field), cell: (row: ImportPreviewRow) => row.values[field] ?? '' })),
    {
      id: 'problems',
      header: t('preview.problems'),
      cell: (row) =>
        row.errors.length > 0 ? (
          <StyledErrors>
            {row.errors.map((error) => (
              <li key={error.field}>
                {fieldLabel(t, error.field)}: {validationMessage(t, error.message)}
              </li>
            ))}
          </StyledErrors>
        ) : row.duplicate ? (
          t(`preview.duplicate.${row.duplicate}`)
        ) : (
          ''
        ),
    },
  ];
  return (
    <Stack $gap="lg">
      <Card>
        <Stack $gap="md">
          <CardTitle>{t('mapping.title')}</CardTitle>
          <p>{t('mapping.help')}</p>
          <StyledGrid>
            {IMPORT_FIELDS.map((field) => (
              <SelectField
                key={field}
                label={fieldLabel(t, field)}
                options={columnOptions}
                value={mapping[field] === undefined ? NOT_IMPORTED : String(mapping[field])}
                onChange={(event) => choose(field, event.target.value)}
              />
            ))}
          </StyledGrid>
          <SelectField
            label={t('mapping.duplicates')}
            options={[
              { value: 'skip', label: t('mapping.skip') },
              { value: 'update', label: t('mapping.update') },
            ]}
            value={duplicates}
            onChange={(event) => onDuplicates(event.target.value as ImportDuplicateChoice)}
          />
        </Stack>
      </Card>
      <Card>
        <Stack $gap="md">
          <CardTitle>{t('preview.title')}</CardTitle>
          <StyledCounts aria-label={t('preview.counts')}>
            {(['create', 'update', 'skip', 'reject'] as const).map((key) => (
              <div key={key}>
                <dt>{t(`preview.count.${key}`)}</dt>
                <dd data-testid={`count-${key}`}>{preview.counts[key]}</dd>
              </div>
            ))}
          </StyledCounts>
          {preview.preview.length > PREVIEW_ROWS_SHOWN && <p>{t('preview.firstRows', { shown: PREVIEW_ROWS_SHOWN })}</p>}
          <DataTable caption={t('preview.title')} captionHidden columns={columns} rows={ordered} rowKey={(row) => row.row} density="compact" />
        </Stack>
      </Card>
    </Stack>
  );
}
