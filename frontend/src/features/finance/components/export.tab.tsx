import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Card, CardTitle, Stack } from '../../../shared/ui';

const StyledDownloads = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The accountant's files for the year: a workbook (expenses, budget against actual) and the expenses as CSV. */
export function ExportTab({ year }: { year: number }) {
  const { t } = useTranslation('finance');
  return (
    <Card>
      <CardTitle>{t('export.title', { year })}</CardTitle>
      <Stack $gap="md">
        <p>{t('export.hint')}</p>
        <StyledDownloads>
          <li>
            <a href={`/api/finance/export.xlsx?year=${year}`} download>
              {t('export.xlsx', { year })}
            </a>
          </li>
          <li>
            <a href={`/api/finance/export.csv?year=${year}`} download>
              {t('export.csv', { year })}
            </a>
          </li>
        </StyledDownloads>
      </Stack>
    </Card>
  );
}
