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
  defaultWidth: 210,
  render: (ticket) => <ConversionCell conversion={ticket.conversion} />,
};
const SOURCE: TColumn = {
  field: 'sourceVendor',
  header: 'Source',
  defaultWidth: 200,
  render: (ticket) => <VendorCell vendorKey={ticket.sourceVendor} />,
};
const DEVICE: TColumn = {
  field: 'sn',
  header: 'Target device',
  defaultWidth: 180,
  render: (ticket) => <DeviceCell ticket={ticket} />,
};
const FIRMWARE: TColumn = { field: 'firmwareVersion', header: 'Firmware', defaultWidth: 96 };
const ACCOUNT: TColumn = {
  field: 'accountName',
  header: 'Account',
  defaultWidth: 160,
  render: (ticket) => <AccountCell ticket={ticket} />,
};
const ASSIGNEE: TColumn = {
  columnId: 'assignee',
  header: 'Assignee',
  defaultWidth: 140,
  render: (ticket) => ticket.assignee?.name ?? null,
};
const CREATED: TColumn = {
  field: 'createdAt',
  header: 'Created',
  sortable: true,
  defaultWidth: 124,
  render: (ticket) => <CreatedCell iso={ticket.createdAt} />,
};
const INITIAL_RESPONSE: TColumn = {
  field: 'dueAt',
  header: 'Initial response',
  sortable: true,
  defaultWidth: 190,
  render: (ticket) => (hasResponseTime(ticket) ? <InitialResponseCell ticket={ticket} /> : null),
};

/** The list's columns; engineers also see the account and the assignee. */
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
