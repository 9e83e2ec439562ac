import styled from 'styled-components';

/**
 * A table of records. On narrow screens each row becomes a small card: give every cell
 * `data-label` with its column's name.
 */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  caption {
    text-align: start;
    padding-bottom: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.textSubtle};
  }

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
    overflow-wrap: anywhere;
  }

  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.md}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 7rem minmax(0, 1fr);
      gap: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
      border: 0;
    }
    td::before {
      content: attr(data-label);
      color: ${({ theme }) => theme.color.textSubtle};
      font-weight: ${({ theme }) => theme.font.weight.medium};
    }
  }
`;
