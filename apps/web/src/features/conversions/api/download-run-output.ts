import type { TRunSummary } from '@fwmig/contract';
import { mutationOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { useOperation, type TScreenCallbacks } from '../../../lib/operation-hooks';

export interface TDownloadRunOutput {
  ticketId: number;
  run: Pick<TRunSummary, 'id' | 'number'>;
}

/** Saves a run's output under `ticket-<id>-run-<n>.conf`. */
export async function downloadRunOutputRequest({ ticketId, run }: TDownloadRunOutput) {
  const response = await apiClient.get<Blob>(
    `/api/care/${ticketId}/runs/${run.id}/output?download=1`,
    { responseType: 'blob', timeout: 0 },
  );
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = `ticket-${ticketId}-run-${run.number}.conf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Nothing is cached; a failure reaches the user as the app's error toast. */
export const downloadRunOutputMutationOptions = () =>
  mutationOptions({ mutationFn: downloadRunOutputRequest });

export const useDownloadRunOutput = (screen?: TScreenCallbacks<void, TDownloadRunOutput>) =>
  useOperation(downloadRunOutputMutationOptions, screen);
