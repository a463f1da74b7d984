import { findVendor, type TTicketDetail } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { AssigneeField } from './assignee-field';
import { Panel } from '../../../../ui/panel';
import { RelativeTime } from '../../../../ui/relative-time';
import { viewerKind } from './ticket-actions-model';

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography
        variant="overline"
        component="h3"
        color="text.secondary"
        sx={{ display: 'block', lineHeight: 2, fontWeight: 700 }}
      >
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value pairs as a description list: labels in a narrow column, values wrapping. */
function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(84px, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.75,
        '& dt': { color: 'text.secondary' },
        '& dd': { m: 0, overflowWrap: 'anywhere' },
      }}
    >
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2">
            {label}
          </Typography>
          <Typography component="dd" variant="body2">
            {value === '' || value === null ? '-' : value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

function VendorName({ vendorKey }: { vendorKey: string }) {
  const vendor = findVendor(vendorKey);
  if (!vendor) return <>{vendorKey}</>;
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="img"
        src={vendor.logo}
        alt=""
        sx={{ width: 20, height: 20, objectFit: 'contain' }}
      />
      {vendor.label}
    </Box>
  );
}

/** The request at a glance: target device, source, objects, contact, notes and who is on it. */
export function TicketSummaryPanel({ ticket }: { ticket: TTicketDetail }) {
  const engineer = viewerKind(ticket.can) === 'engineer';
  const { contact } = ticket;
  return (
    <Panel title="Details">
      <Stack spacing={2} divider={<Divider flexItem />}>
        {ticket.can.assign ? (
          <AssigneeField ticket={ticket} />
        ) : (
          <Facts rows={[['Assignee', ticket.assignee?.name ?? 'Not assigned yet']]} />
        )}
        <Group title="Target device">
          <Facts
            rows={[
              ['Serial number', ticket.sn],
              ['Model', ticket.model ?? ''],
              ['Firmware', ticket.firmwareVersion ? `FortiOS ${ticket.firmwareVersion}` : ''],
            ]}
          />
        </Group>
        <Group title="Source firewall">
          <Facts
            rows={[
              ['Vendor', <VendorName key="vendor" vendorKey={ticket.sourceVendor} />],
              ['Model', ticket.sourceModel],
              ['Version', ticket.sourceVersion],
            ]}
          />
        </Group>
        <Group title="Objects to convert">
          <Stack direction="row" useFlexGap spacing={0.75} sx={{ flexWrap: 'wrap' }}>
            {ticket.objects.map((object) => (
              <Chip key={object} label={object} size="small" variant="outlined" />
            ))}
          </Stack>
        </Group>
        <Group title="Contact">
          <Facts
            rows={[
              ['Name', contact.name],
              [
                'E-mail',
                <Link key="email" href={`mailto:${contact.email}`}>
                  {contact.email}
                </Link>,
              ],
              [
                'Phone',
                contact.phone ? (
                  <Link key="phone" href={`tel:${contact.phone.replace(/[^0-9+]/g, '')}`}>
                    {contact.phone}
                  </Link>
                ) : (
                  ''
                ),
              ],
            ]}
          />
        </Group>
        {ticket.notes !== '' && (
          <Group title="Notes">
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {ticket.notes}
            </Typography>
          </Group>
        )}
        <Group title="Request">
          <Facts
            rows={[
              ...(engineer
                ? [
                    ['Account', `${ticket.accountName} (${ticket.accountUserId})`] as [
                      string,
                      ReactNode,
                    ],
                  ]
                : []),
              ['Created by', ticket.creator],
              ['Created', <RelativeTime key="created" at={ticket.createdAt} />],
              ['Updated', <RelativeTime key="updated" at={ticket.updatedAt} />],
              [
                'Licence',
                ticket.isFreeLicense ? 'Free licence of the device' : 'Conversion licence',
              ],
            ]}
          />
        </Group>
      </Stack>
    </Panel>
  );
}
