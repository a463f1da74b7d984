import { type TDirectoryLicenceQuery, ZDirectoryLicencePage } from '@fwmig/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { directoryKey, parseAnswer } from './directory-keys';

/** GET /api/admin/licences: conversion licences, newest first, searched and paged by the server. */
export async function listLicencesRequest(query: TDirectoryLicenceQuery) {
  const response = await apiClient.get('/api/admin/licences', { params: query });
  const parsed = parseAnswer(ZDirectoryLicencePage, response.data, 'the licence list');
  return parsed;
}

export const listLicencesQueryOptions = (query: TDirectoryLicenceQuery) =>
  queryOptions({
    queryKey: directoryKey('licences', query),
    queryFn: () => listLicencesRequest(query),
    placeholderData: keepPreviousData,
  });

export function useListLicences(query: TDirectoryLicenceQuery) {
  return useQuery(listLicencesQueryOptions(query));
}
