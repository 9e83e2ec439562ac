import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from './button';
import { controlStyles } from './field.styles';

const StyledPagination = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledPageSize = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledSelect = styled.select`
  ${controlStyles}
  width: auto;
  min-height: 2.25rem;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
`;

export interface PaginationProps {
  /** 1-based; a page past the last reads as the last. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Where a screen lets the reader choose how many rows a page holds. */
  pageSize?: { value: number; options: readonly number[]; onChange: (pageSize: number) => void };
}

/** "Page 2 of 12" between Previous and Next, in a navigation landmark; optionally how many to a page. */
export function Pagination({ page, pageCount, onPageChange, pageSize }: PaginationProps) {
  const { t } = useTranslation('common');
  const sizeId = useId();
  const pages = Math.max(1, pageCount);
  return (
    <StyledPagination aria-label={t('pagination.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        {t('actions.previous')}
      </Button>
      <span>{t('pagination.page', { page: Math.min(page, pages), pages })}</span>
      {pageSize && (
        <StyledPageSize>
          <label htmlFor={sizeId}>{t('pagination.pageSize')}</label>
          <StyledSelect id={sizeId} value={pageSize.value} onChange={(event) => pageSize.onChange(Number(event.target.value))}>
            {pageSize.options.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </StyledSelect>
        </StyledPageSize>
      )}
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('actions.next')}
      </Button>
    </StyledPagination>
  );
}
