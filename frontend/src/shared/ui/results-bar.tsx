import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useFormat } from '../i18n';
import { Spinner } from './spinner';
import { VisuallyHidden } from './visually-hidden';

const StyledBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm};
  min-height: 3rem;
`;

const StyledUpdating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface ResultsBarProps {
  /** The summary in the screen's own words ("225 members"); else `range` in the common words. */
  children?: ReactNode;
  /** "Showing 21–40 of 225". */
  range?: { page: number; pageSize: number; total: number };
  /** A refetch is under way behind the rows on screen. */
  busy?: boolean;
  /**
   * What to announce instead of the summary, for a live list whose count changes on its own (a
   * new entry arrived): the summary is then not read out at each change, this is.
   */
  announcement?: string;
  /** Beside the summary: a button that shows the newest. */
  actions?: ReactNode;
}

/** The line above a list: how many results, "Updating…" while a refetch runs, and the live region that announces changes. */
export function ResultsBar({ children, range, busy = false, announcement, actions }: ResultsBarProps) {
  const { t } = useTranslation('common');
  const format = useFormat();
  const summary =
    children ??
    (range &&
      t('results.showing', {
        from: format.number(range.total === 0 ? 0 : (range.page - 1) * range.pageSize + 1),
        to: format.number(Math.min(range.page * range.pageSize, range.total)),
        total: format.number(range.total),
      }));
  return (
    <StyledBar>
      <span aria-live={announcement === undefined ? 'polite' : undefined}>{summary}</span>
      {actions}
      {busy && (
        <StyledUpdating>
          <Spinner $size="1rem" aria-hidden="true" />
          {t('updating')}
        </StyledUpdating>
      )}
      {announcement !== undefined && (
        <VisuallyHidden aria-live="polite" aria-atomic="true">
          {announcement}
        </VisuallyHidden>
      )}
    </StyledBar>
  );
}
