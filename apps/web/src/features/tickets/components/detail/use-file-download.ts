import type { TTicketFile } from '@fwmig/contract';
import { useState } from 'react';
import { errorMessage } from '../../../../lib/error-message';
import { useToast } from '../../../../ui/use-toast';
import { downloadTicketFileRequest } from '../../api/download-ticket-file';

/** Downloads a ticket's files one at a time per button; tells which one is on its way. */
export function useFileDownload(ticketId: number) {
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const download = async (file: Pick<TTicketFile, 'id' | 'name'>) => {
    setBusy((current) => new Set(current).add(file.id));
    try {
      await downloadTicketFileRequest(ticketId, file);
    } catch (error) {
      toast.show({ severity: 'error', message: `${file.name}: ${errorMessage(error)}` });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(file.id);
        return next;
      });
    }
  };
  return { download, isBusy: (id: string) => busy.has(id) };
}
