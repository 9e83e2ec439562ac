import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from './card';
import { ListBody, type ListBodyProps } from './list-body';
import { PageActions, PageHeader, PageHeading, PageSubtitle } from './page';

const StyledResults = styled(Card)<{ $spaced: boolean }>`
  margin-top: ${({ theme, $spaced }) => ($spaced ? theme.space.lg : 0)};
  padding: 0;
  overflow: hidden;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    padding: 0;
  }
`;

export interface ListPageProps<T> extends Omit<ListBodyProps<T>, 'footer'> {
  title: string;
  subtitle?: ReactNode;
  /** Buttons beside the heading: Add, Invite, Refresh. */
  actions?: ReactNode;
  /** Between the heading and the list: a section's own navigation. */
  nav?: ReactNode;
  /** A FilterBar, on its own card above the results. */
  filters?: ReactNode;
  /** A ResultsBar, at the top of the results card. */
  results?: ReactNode;
  /** A Pagination, under the list while there is one. */
  pagination?: ReactNode;
}

/**
 * The frame of a list screen: heading, subtitle and actions; a section nav; the filters; then one
 * card with the results line, the list (or its loading, failed or empty state) and pagination.
 */
export function ListPage<T>({ title, subtitle, actions, nav, filters, results, pagination, ...body }: ListPageProps<T>) {
  return (
    <>
      <PageHeader>
        <div>
          <PageHeading>{title}</PageHeading>
          {subtitle && <PageSubtitle>{subtitle}</PageSubtitle>}
        </div>
        {actions && <PageActions>{actions}</PageActions>}
      </PageHeader>
      {nav}
      {filters && <Card>{filters}</Card>}
      <StyledResults $spaced={Boolean(filters)}>
        {results}
        <ListBody {...body} footer={pagination} />
      </StyledResults>
    </>
  );
}
