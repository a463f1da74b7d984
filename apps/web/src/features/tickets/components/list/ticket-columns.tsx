import { OPEN_STATUSES, type TTicketListItem } from '@fwmig/contract';
import type { TColumnSetting } from '../../../../ui/data-table/table-types';
import {
  AccountCell,
  CreatedCell,
  DeviceCell,
  InitialResponseCell,
  TicketNumberCell,
  VendorCell,
} from './ticket-cells';
import { ConversionCell } from './ticket-conversion-cell';
import { TicketStatusChip } from './ticket-status-chip';

type TColumn = TColumnSetting<TTicketListItem>;

/** A closed or cancelled ticket nobody answered has no response time left to show. */
function hasResponseTime(ticket: TTicketListItem): boolean {
  return ticket.firstResponseAt !== null || OPEN_STATUSES.includes(ticket.status);
}

const TICKET: TColumn = {
  field: 'id',
  header: 'Ticket',
  sortable: true,
  defaultWidth: 100,
  render: (ticket) => <TicketNumberCell ticket={ticket} />,
};
const STATUS: TColumn = {
  field: 'status',
  header: 'Status',
  sortable: true,
  defaultWidth: 176,
  render: (ticket) => <TicketStatusChip status={ticket.status} />,
};
/** Issue 19 item 2: where the ticket's conversion is, at a glance. */
const CONVERSION: TColumn = {
  columnId: 'conversion',
  header: 'Conversion',
  hidePriority: 2,
  defaultWidth: 210,
  render: (ticket) => <ConversionCell conversion={ticket.conversion} />,
};
const SOURCE: TColumn = {
  field: 'sourceVendor',
  header: 'Source',
  hidePriority: 3,
  defaultWidth: 200,
  render: (ticket) => <VendorCell vendorKey={ticket.sourceVendor} />,
};
const DEVICE: TColumn = {
  field: 'sn',
  header: 'Target device',
  hidePriority: 3,
  defaultWidth: 180,
  render: (ticket) => <DeviceCell ticket={ticket} />,
};
const FIRMWARE: TColumn = {
  field: 'firmwareVersion',
  header: 'Firmware',
  hidePriority: 4,
  defaultWidth: 96,
};
const ACCOUNT: TColumn = {
  field: 'accountName',
  header: 'Account',
  hidePriority: 2,
  defaultWidth: 160,
  render: (ticket) => <AccountCell ticket={ticket} />,
};
const ASSIGNEE: TColumn = {
  columnId: 'assignee',
  header: 'Assignee',
  hidePriority: 3,
  defaultWidth: 140,
  render: (ticket) => ticket.assignee?.name ?? null,
};
const CREATED: TColumn = {
  field: 'createdAt',
  header: 'Created',
  hidePriority: 3,
  sortable: true,
  defaultWidth: 124,
  render: (ticket) => <CreatedCell iso={ticket.createdAt} />,
};
const INITIAL_RESPONSE: TColumn = {
  field: 'dueAt',
  header: 'Initial response',
  hidePriority: 2,
  sortable: true,
  defaultWidth: 190,
  render: (ticket) => (hasResponseTime(ticket) ? <InitialResponseCell ticket={ticket} /> : null),
};

/**
 * The list's columns; engineers also see the account and the assignee. issue 23 item 4: the
 * ticket and its status always show; on a narrow screen the others give way, firmware first,
 * then source, device, assignee and date, and come back from the 'Columns' menu.
 */
export function ticketColumns(engineer: boolean): readonly TColumn[] {
  return engineer
    ? [
        TICKET,
        STATUS,
        CONVERSION,
        SOURCE,
        DEVICE,
        FIRMWARE,
        ACCOUNT,
        ASSIGNEE,
        CREATED,
        INITIAL_RESPONSE,
      ]
    : [TICKET, STATUS, CONVERSION, SOURCE, DEVICE, FIRMWARE, CREATED, INITIAL_RESPONSE];
}
