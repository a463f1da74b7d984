import type { TSslVpnSettings } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

const list = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'None');

/** The saved settings as a description list, for a ticket whose settings can no longer change. */
export function SslVpnReadOnly({ settings }: { settings: TSslVpnSettings | null }) {
  if (!settings) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography color="text.secondary">
          No SSL VPN settings were given for this ticket.
        </Typography>
      </Paper>
    );
  }
  const rows: [string, ReactNode][] = [
    ['Listening interface', settings.listenInterface],
    ['Port', String(settings.port)],
    ['Server certificate', settings.serverCertificate],
    ['Tunnel address pools', list(settings.tunnelPool)],
    ['DNS servers', list(settings.dnsServers)],
    ['Split tunnelling', settings.splitTunnelling ? 'On' : 'Off'],
    ...(settings.splitTunnelling
      ? [['Split-tunnel networks', list(settings.splitNetworks)] as [string, ReactNode]]
      : []),
    [
      'User group → portal',
      settings.portalMappings.length === 0
        ? 'None'
        : settings.portalMappings.map((m) => (
            <div key={m.group}>
              {m.group} → {m.portal}
            </div>
          )),
    ],
    ['Default portal', settings.defaultPortal],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'max-content minmax(0, 1fr)' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.25 },
          '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt">{label}</Typography>
            <Typography component="dd">{value}</Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
