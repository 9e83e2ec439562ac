import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';

const StyledFilters = styled.form`
  /* As many filters to a row as the page leaves room for (the sidebar takes its share): the search first and widest. */
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.lg};
  /* Fields line up by their labels, so an error under one does not lift the others. */
  align-items: start;
  & > * {
    flex: 1 1 9rem;
    min-width: 0;
  }
  & > [data-search] {
    flex: 2 1 16rem;
  }
  /* A filter that wraps alone keeps a filter's width rather than stretching across the bar. */
  & > :not([data-search]) {
    max-width: 18rem;
  }
  & > button {
    flex: none;
    /* Level with the fields' controls (centred on their taller height), and with no gap above when it wraps alone. */
    align-self: flex-end;
    margin-bottom: 0.25rem;
  }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    & > :not([data-search]) {
      max-width: none;
    }
  }
`;

export interface FilterBarProps {
  /** Names the search landmark ("Filter the security log"). */
  label: string;
  /** The search box, first and widest (a TextField with type="search"). */
  search?: ReactNode;
  /** The filters: SelectFields, date fields. */
  children?: ReactNode;
  /** A button that clears every filter, offered while one is set. */
  reset?: { label: string; onReset: () => void; disabled?: boolean };
}

/**
 * A list's search and filters, as a search landmark: the fields wrap to the room the page leaves;
 * nothing is submitted (each field applies as it changes).
 */
export function FilterBar({ label, search, children, reset }: FilterBarProps) {
  return (
    <StyledFilters role="search" aria-label={label} onSubmit={(event) => event.preventDefault()}>
      {search && <div data-search="">{search}</div>}
      {children}
      {reset && (
        <Button variant="ghost" size="sm" disabled={reset.disabled} onClick={reset.onReset}>
          {reset.label}
        </Button>
      )}
    </StyledFilters>
  );
}
