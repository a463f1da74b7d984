import { ZSslVpnSettings, type TSslVpnSettings } from '@fwmig/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { useKitForm } from '../../../../ui/form/use-kit-form';
import { AddressListField } from './address-list-field';
import { PortalField } from './portal-field';
import { PortalMappingsField } from './portal-mappings-field';
import { placeIssues, placeServerError, type TPlacedErrors } from './sslvpn-errors';
import {
  checkCidr,
  checkIpv4,
  checkName,
  checkPort,
  LIMITS,
  MESSAGES,
  toFormValues,
  toSettings,
  type TSslVpnFormValues,
} from './sslvpn-values';

function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {intro && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {intro}
        </Typography>
      )}
      <Stack spacing={3} sx={{ mt: 2.5 }}>
        {children}
      </Stack>
    </Paper>
  );
}

export interface TSslVpnFormProps {
  initial: TSslVpnSettings | null;
  /** Sends the settings; rejects with the server's body when it refuses them. */
  onSave: (settings: TSslVpnSettings) => Promise<void>;
  onCancel: () => void;
}

/**
 * The SSL VPN settings form (kit form: checked on submit, then on change). Entries are checked
 * as spec §5 says; the contract's schema checks the whole before it is sent, and a refusal by
 * the server is shown on the fields it names.
 */
export function SslVpnForm({ initial, onSave, onCancel }: TSslVpnFormProps) {
  const { control, handleSubmit, setError, trigger, watch } = useKitForm<TSslVpnFormValues>({
    defaultValues: toFormValues(initial),
  });
  const [general, setGeneral] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const splitTunnelling = watch('splitTunnelling');

  const place = (placed: TPlacedErrors) => {
    placed.fields.forEach(({ name, message }, index) =>
      setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    setGeneral(placed.general);
  };

  const submit = handleSubmit(async (values) => {
    setGeneral([]);
    const settings = toSettings(values);
    // The contract's own check (duplicates, limits) before anything is sent.
    const checked = ZSslVpnSettings.safeParse(settings);
    if (!checked.success) {
      place(
        placeIssues(
          checked.error.issues.map((i) => ({
            path: i.path as (string | number)[],
            message: i.message,
          })),
        ),
      );
      return;
    }
    setSaving(true);
    try {
      await onSave(checked.data);
    } catch (error) {
      place(placeServerError(error));
    } finally {
      setSaving(false);
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-label="SSL VPN settings"
    >
      <Stack spacing={3}>
        <Section title="Listener" intro="Where the FortiGate accepts SSL VPN connections.">
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 2fr' },
              alignItems: 'start',
            }}
          >
            <FormTextField
              control={control}
              name="listenInterface"
              label="Listening interface"
              placeholder="wan1"
              fullWidth
              rules={{ required: true, validate: checkName }}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
            <FormTextField
              control={control}
              name="port"
              label="Port"
              type="number"
              fullWidth
              helperText="FortiOS: 10443 or 443"
              rules={{ required: true, validate: checkPort }}
              slotProps={{ htmlInput: { min: 1, max: 65535, step: 1, inputMode: 'numeric' } }}
            />
            <FormTextField
              control={control}
              name="serverCertificate"
              label="Server certificate"
              fullWidth
              rules={{ required: true, validate: checkName }}
              slotProps={{ htmlInput: { spellCheck: false } }}
            />
          </Box>
        </Section>

        <Section
          title="Tunnel mode"
          intro="Addresses given to connected users, and the DNS servers they use."
        >
          <AddressListField
            control={control}
            name="tunnelPool"
            label="Tunnel address pools"
            itemLabel="Pool"
            addLabel="Add pool"
            placeholder="10.212.134.0/24"
            hint="IPv4 networks with a mask /8 to /32."
            max={LIMITS.tunnelPool}
            validateItem={checkCidr}
            validateList={(rows) => rows.length > 0 || MESSAGES.tunnelPoolEmpty}
          />
          <AddressListField
            control={control}
            name="dnsServers"
            label="DNS servers"
            itemLabel="DNS server"
            addLabel="Add DNS server"
            placeholder="10.0.0.53"
            hint="Up to two IPv4 addresses; none keeps the FortiGate’s own DNS."
            max={LIMITS.dnsServers}
            validateItem={checkIpv4}
          />
        </Section>

        <Section
          title="Split tunnelling"
          intro="With split tunnelling, only traffic to the listed networks goes through the tunnel."
        >
          <Controller
            control={control}
            name="splitTunnelling"
            render={({ field }) => (
              <FormControlLabel
                label="Split tunnelling"
                control={
                  <Switch
                    name={field.name}
                    checked={field.value}
                    slotProps={{ input: { ref: field.ref } }}
                    onChange={(event) => {
                      field.onChange(event.target.checked);
                      // The networks' "at least one" depends on this switch.
                      void trigger('splitNetworks');
                    }}
                  />
                }
              />
            )}
          />
          {splitTunnelling && (
            <AddressListField
              control={control}
              name="splitNetworks"
              label="Split-tunnel networks"
              itemLabel="Network"
              addLabel="Add network"
              placeholder="10.10.0.0/16"
              hint="The networks reached through the tunnel."
              max={LIMITS.splitNetworks}
              validateItem={checkCidr}
              validateList={(rows, values) =>
                !values.splitTunnelling || rows.length > 0 || MESSAGES.splitNetworksEmpty
              }
            />
          )}
        </Section>

        <Section title="Portals" intro="What users see after they sign in.">
          <PortalMappingsField control={control} />
          <Box sx={{ maxWidth: { sm: 360 } }}>
            <PortalField control={control} name="defaultPortal" label="Default portal" />
          </Box>
        </Section>

        {general.length > 0 && (
          <Alert severity="error">
            {general.map((message) => (
              <div key={message}>{message}</div>
            ))}
          </Alert>
        )}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
          <Button onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
