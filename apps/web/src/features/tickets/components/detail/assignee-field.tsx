import type { TTicketDetail } from '@fwmig/contract';
import { useMemo } from 'react';
import { Dropdown } from '../../../../ui/dropdown';
import { useToast } from '../../../../ui/use-toast';
import { useAssignTicket } from '../../api/assign-ticket';
import { useEngineers } from '../../api/get-engineers';
import { useRefreshStaleTicket } from './use-stale-ticket';

/** The option id of "nobody" (engineer ids are uuids, so it cannot clash). */
const UNASSIGNED = 'unassigned';

/** The engineers' assignee picker: any read-write engineer, or Unassigned. */
export function AssigneeField({ ticket }: { ticket: TTicketDetail }) {
  const toast = useToast();
  const engineers = useEngineers();
  const refreshStale = useRefreshStaleTicket(ticket.id);
  const assign = useAssignTicket({
    onError: refreshStale,
    onSuccess: (detail) => {
      toast.show({
        severity: 'success',
        message: detail.assignee
          ? `Ticket ${detail.id} is assigned to ${detail.assignee.name}.`
          : `Ticket ${detail.id} is unassigned.`,
      });
    },
  });
  const options = useMemo(() => {
    const people = engineers.data ?? [];
    // The current assignee shows even before the list answers (or if they left the team).
    const current = ticket.assignee;
    const all = current && !people.some((p) => p.id === current.id) ? [current, ...people] : people;
    return [
      { id: UNASSIGNED, name: 'Unassigned' },
      ...all.map((p) => ({ id: p.id, name: p.name })),
    ];
  }, [engineers.data, ticket.assignee]);
  return (
    <Dropdown
      label="Assignee"
      size="small"
      fullWidth
      options={options}
      value={ticket.assignee?.id ?? UNASSIGNED}
      disabled={assign.isPending}
      onChange={(id) =>
        assign.mutate({
          id: ticket.id,
          assigneeId: id === UNASSIGNED || id === null ? null : id,
        })
      }
    />
  );
}
