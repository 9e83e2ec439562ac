/** One page of a list, as every paged `GET` answers: the items asked for and how many there are in all. */
export interface Page<T> {
  items: T[];
  /** Every item the filters match, on all pages. */
  total: number;
  /** 1-based. */
  page: number;
  pageSize: number;
}
