import styled, { css, keyframes } from 'styled-components';

const arrive = keyframes`
  from { box-shadow: inset 4px 0 0 var(--fresh-accent); background: var(--fresh-background); }
  to { box-shadow: inset 4px 0 0 transparent; background: transparent; }
`;

/** A table that turns into labelled cards on narrow screens (each cell carries `data-label`). */
export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};

  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
    vertical-align: top;
  }

  th {
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textSubtle};
    background: ${({ theme }) => theme.color.surfaceMuted};
    white-space: nowrap;
  }

  tbody tr:last-child td {
    border-bottom: 0;
  }
  /* Long words (emails, addresses) widen their column rather than break mid-word. */
  td {
    overflow-wrap: break-word;
  }

  /* Narrow screens (a tablet too: six columns need room): each row becomes a labelled card. */
  @media (max-width: ${({ theme }) => theme.breakpoint.lg}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0, 0, 0, 0);
    }
    tr {
      display: block;
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.color.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: grid;
      grid-template-columns: 6.5rem minmax(0, 1fr);
      justify-items: start;
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

/** A row that just arrived live: a brief accent that fades (none when motion is reduced). */
export const StyledRow = styled.tr<{ $fresh?: boolean }>`
  --fresh-accent: ${({ theme }) => theme.color.primary};
  --fresh-background: ${({ theme }) => theme.color.primarySoft};
  ${({ $fresh }) =>
    $fresh &&
    css`
      animation: ${arrive} 4s ease-out;
      @media (prefers-reduced-motion: reduce) {
        animation: none;
        box-shadow: inset 4px 0 0 var(--fresh-accent);
      }
    `}
`;

export const StyledMuted = styled.span`
  color: ${({ theme }) => theme.color.textSubtle};
`;

export const StyledNowrap = styled.span`
  white-space: nowrap;
`;

/** Addresses and codes: written left to right even inside Arabic text (`::1` must not read `1::`). */
export const StyledMono = styled.span.attrs({ dir: 'ltr' })`
  font-family: ${({ theme }) => theme.font.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  white-space: nowrap;
  unicode-bidi: isolate;
`;

/** A person: their name, and under it their email, which may break only at its @ and dots. */
export const StyledPerson = styled.span`
  display: inline-block;
  min-width: 12rem;
`;
