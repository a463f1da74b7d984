import { DEFAULT_PAGE } from '@fwmig/contract';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The largest page a query string may ask for; larger values fall back to the default. */
const MAX_QUERY_LIMIT = 1000;

function wholeNumber(text: string | null, min: number, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined;
  const value = Number(text);
  return value >= min && value <= max ? value : undefined;
}

export interface TQueryPaging {
  skip: number;
  limit: number;
  /** Moves to another page; a new history entry, so back and forward walk the pages. */
  setPaging: (paging: { skip: number; limit: number }) => void;
}

/**
 * Server-side paging kept in the page's query string (spec §7), so a reload
 * or back/forward keeps the page. Missing or malformed values take spec §9's default (skip 0,
 * limit 20).
 */
export function useQueryPaging(defaultLimit: number = DEFAULT_PAGE.limit): TQueryPaging {
  const [params, setParams] = useSearchParams();
  const skipText = params.get('skip');
  const limitText = params.get('limit');
  const skip = wholeNumber(skipText, 0, Number.MAX_SAFE_INTEGER) ?? DEFAULT_PAGE.skip;
  const limit = wholeNumber(limitText, 1, MAX_QUERY_LIMIT) ?? defaultLimit;
  const setPaging = useCallback(
    (paging: { skip: number; limit: number }) => {
      setParams((previous) => {
        const next = new URLSearchParams(previous);
        next.set('skip', String(paging.skip));
        next.set('limit', String(paging.limit));
        return next;
      });
    },
    [setParams],
  );
  return useMemo(() => ({ skip, limit, setPaging }), [skip, limit, setPaging]);
}
