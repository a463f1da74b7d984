import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryPaging } from '../../../ui/data-table/use-query-paging';

/**
 * A directory list's page and search, kept in the query string so reload and back keep them;
 * a new search starts at the first page and replaces the history entry while typing.
 */
export function useDirectoryList(name = 'search') {
  const { skip, limit, setPaging } = useQueryPaging();
  const [params, setParams] = useSearchParams();
  const search = params.get(name) ?? '';
  const setSearch = useCallback(
    (text: string) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (text) next.set(name, text);
          else next.delete(name);
          next.set('skip', '0');
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return { skip, limit, setPaging, search, setSearch };
}
