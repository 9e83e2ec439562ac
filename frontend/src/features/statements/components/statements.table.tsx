import { formatMoney, type StatementView } from '@koinonia/contracts';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../../../shared/i18n';
import { Badge } from '../../../shared/ui';
import { statementPdfPath } from '../api/statements-keys.constant';

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
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledScroll = styled.div`
  overflow-x: auto;
`;

const StyledLink = styled.a`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.primary};
`;

/** Statements as issued: each with its fingerprint shown short (the whole on hover) and its PDF. */
export function StatementsTable({ statements, showDonor = true }: { statements: StatementView[]; showDonor?: boolean }) {
  const { t } = useTranslation('statements');
  const format = useFormat();
  return (
    <StyledScroll>
      <StyledTable>
        <thead>
          <tr>
            {showDonor && <th scope="col">{t('table.donor')}</th>}
            <th scope="col">{t('table.year')}</th>
            <th scope="col">{t('table.issued')}</th>
            <th scope="col">{t('table.gifts')}</th>
            <th scope="col">{t('table.total')}</th>
            <th scope="col">{t('table.sha256')}</th>
            <th scope="col">{t('table.pdf')}</th>
          </tr>
        </thead>
        <tbody>
          {statements.map((statement) => (
            <tr key={statement.id}>
              {showDonor && <td>{statement.donorName}</td>}
              <td>{statement.year}</td>
              <td>
                {format.dateTime(statement.issuedAt)} {statement.corrects && <Badge $tone="warning">{t('table.corrected')}</Badge>}
              </td>
              <td>{format.number(statement.giftCount)}</td>
              <td>{formatMoney(statement.totalDeductible, format.language)}</td>
              <td>
                <code title={statement.sha256}>{statement.sha256.slice(0, 12)}</code>
              </td>
              <td>
                <StyledLink
                  href={statementPdfPath(statement.id)}
                  download
                  aria-label={t('table.download', { name: statement.donorName, year: statement.year })}
                >
                  {t('table.pdf')}
                </StyledLink>
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledScroll>
  );
}
