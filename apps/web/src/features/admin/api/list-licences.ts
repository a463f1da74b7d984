import { type TDirectoryLicenceQuery, ZDirectoryLicencePage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import type { TQueryTweaks } from '../../../lib/operation-hooks';
import { DIRECTORY_KEYS } from '../../../lib/query-keys';

/** GET /api/admin/licences: conversion licences, newest first, searched and paged by the server. */
export async function listLicencesRequest(query: TDirectoryLicenceQuery) {
  const response = await apiClient.get('/api/admin/licences', { params: query });
  return ZDirectoryLicencePage.parse(response.data);
}

export const listLicencesQueryOptions = (query: TDirectoryLicenceQuery) =>
  queryOptions({
    queryKey: DIRECTORY_KEYS.licences(query),
    queryFn: () => listLicencesRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListLicences(query: TDirectoryLicenceQuery, tweaks: TQueryTweaks = {}) {
  return useQuery({ ...listLicencesQueryOptions(query), ...tweaks });
}
