import type { TTicketDetail } from '@fwmig/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Dropdown } from '../../../../ui/dropdown';
import { useToast } from '../../../../ui/use-toast';
import { assignTicket, fetchEngineers, TICKET_KEYS } from '../../api/tickets-api';
import { useApplyTicket } from './use-apply-ticket';

/** The option id of "nobody" (engineer ids are uuids, so it cannot clash). */
const UNASSIGNED = 'unassigned';

/** The engineers' assignee picker: any read-write engineer, or Unassigned. */
export function AssigneeField({ ticket }: { ticket: TTicketDetail }) {
  const toast = useToast();
  const apply = useApplyTicket();
  const engineers = useQuery({ queryKey: TICKET_KEYS.engineers, queryFn: fetchEngineers });
  const assign = useMutation({
    mutationFn: (assigneeId: string | null) => assignTicket(ticket.id, assigneeId),
    onSuccess: (detail) => {
      apply(detail);
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
      onChange={(id) => assign.mutate(id === UNASSIGNED || id === null ? null : id)}
    />
  );
}
