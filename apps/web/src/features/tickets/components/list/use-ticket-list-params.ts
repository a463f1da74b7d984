import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  NO_FILTERS,
  readFilters,
  readSort,
  withFilters,
  withSort,
  type TTicketListFilters,
  type TTicketListSort,
} from './ticket-list-params';

export interface TFilterChangeOptions {
  /** Replace the history entry (typing) instead of adding one (a chip, a dropdown). */
  replace?: boolean;
}

/**
 * The ticket list's filters and sort, kept in the query string beside the paging (spec §7) so
 * reload and back/forward keep them. A change starts again at the first page.
 */
export function useTicketListParams() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const sort = useMemo(() => readSort(params), [params]);

  const setFilters = useCallback(
    (patch: Partial<TTicketListFilters>, options: TFilterChangeOptions = {}) =>
      setParams((previous) => withFilters(previous, patch), { replace: options.replace }),
    [setParams],
  );
  const setSort = useCallback(
    (next: TTicketListSort) => setParams((previous) => withSort(previous, next)),
    [setParams],
  );
  const clearFilters = useCallback(() => setFilters(NO_FILTERS), [setFilters]);
  /** Back to the first page without a new history entry (a page past the end). */
  const firstPage = useCallback(
    () =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set('skip', '0');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  return { filters, sort, setFilters, setSort, clearFilters, firstPage };
}
