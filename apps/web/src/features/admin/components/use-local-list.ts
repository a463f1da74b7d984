import { useState } from 'react';

/** A list's page and search, wherever they are kept (query string or the screen's state). */
export interface TListState {
  skip: number;
  limit: number;
  setPaging: (paging: { skip: number; limit: number }) => void;
  search: string;
  setSearch: (text: string) => void;
}

/** A list's page and search held by the screen (for a list inside a detail page). */
export function useLocalList(limit = 10): TListState {
  const [paging, setPaging] = useState({ skip: 0, limit });
  const [search, setSearchText] = useState('');
  return {
    ...paging,
    setPaging,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPaging((previous) => ({ ...previous, skip: 0 }));
    },
  };
}
