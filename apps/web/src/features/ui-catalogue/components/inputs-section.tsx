import { isEmail, isIpv4Cidr, VENDORS } from '@fwmig/contract';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Dropdown } from '../../../ui/dropdown';
import type { TDropdownOption } from '../../../ui/dropdown-options';
import { FormCheckbox } from '../../../ui/form/form-checkbox';
import { FormDropdown } from '../../../ui/form/form-dropdown';
import { FormTextField } from '../../../ui/form/form-text-field';
import { useKitForm } from '../../../ui/form/use-kit-form';
import { useToast } from '../../../ui/use-toast';
import { CatalogueExample, CatalogueSection } from './catalogue-section';

/** Target devices as the free-licence page lists them: licensed ones are shown but disabled. */
const DEVICES: TDropdownOption[] = [
  { id: 'FGT60FTK20000001', name: 'FGT60FTK20000001' },
  { id: 'FGT60FTK20000002', name: 'FGT60FTK20000002 (Licensed)', disabled: true },
  { id: 'FG100FTK21000003', name: 'FG100FTK21000003' },
];

const VENDOR_OPTIONS: TDropdownOption[] = VENDORS.map((vendor) => ({
  id: vendor.key,
  name: vendor.label,
  group: vendor.isVendor ? 'Firewall vendors' : 'Other sources',
}));

/** Over 150 options: the list is virtualised and stays mounted. */
const MANY_OPTIONS: TDropdownOption[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `obj-${index}`,
  name: `Address object ${String(index).padStart(5, '0')}`,
}));

interface TTicketContact {
  name: string;
  email: string;
  subnet: string;
  ports: number | null;
  vendor: string | null;
  consent: boolean;
}

/** Dropdowns and a form on the kit's rules. */
export function InputsSection() {
  const toast = useToast();
  const [device, setDevice] = useState<string | null>(null);
  const [object, setObject] = useState<string | null>(null);
  const { control, handleSubmit, reset } = useKitForm<TTicketContact>({
    defaultValues: { name: '', email: '', subnet: '', ports: null, vendor: null, consent: false },
  });
  return (
    <>
      <CatalogueSection
        id="dropdowns"
        title="Dropdowns"
        description="Searchable with a 'Search' box; groups and disabled options; over 150 options virtualised and kept mounted; panel at most 480 px high (S2-95, S9-29, S9-30)."
      >
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(3, 1fr)' } }}>
          <Dropdown label="Target device" options={DEVICES} value={device} onChange={setDevice} />
          <Dropdown
            label="Source vendor"
            options={VENDOR_OPTIONS}
            value={null}
            onChange={(id) =>
              toast.show({ severity: 'info', message: `Picked ${id ?? 'nothing'}` })
            }
          />
          <Dropdown
            label="Address object"
            options={MANY_OPTIONS}
            value={object}
            onChange={setObject}
          />
        </Box>
      </CatalogueSection>
      <CatalogueSection
        id="forms"
        title="Forms"
        description="Checked on submit, then on every change; 'This field is required'; min, max, minLength, maxLength, pattern and custom rules (S4-50, S4-51, S5-14..S5-20)."
      >
        <CatalogueExample title="Contact for a ticket">
          <Box
            component="form"
            noValidate
            aria-label="Contact for a ticket"
            onSubmit={handleSubmit(() => toast.show({ severity: 'success', message: 'Saved' }))}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, 1fr)' } }}
          >
            <FormTextField
              control={control}
              name="name"
              label="Contact name"
              rules={{ required: true, maxLength: 60 }}
            />
            <FormTextField
              control={control}
              name="email"
              label="E-mail"
              rules={{
                required: true,
                validate: (value) => isEmail(value) || 'Enter an e-mail address',
              }}
            />
            <FormTextField
              control={control}
              name="subnet"
              label="Management subnet"
              placeholder="10.0.0.0/24"
              rules={{
                validate: (value) =>
                  !value || isIpv4Cidr(value) || 'Enter an IPv4 subnet, /8 to /32',
              }}
            />
            <FormTextField
              control={control}
              name="ports"
              label="Ports in use"
              type="number"
              rules={{ min: 1, max: 512 }}
            />
            <FormDropdown
              control={control}
              name="vendor"
              label="Source vendor"
              options={VENDOR_OPTIONS}
              rules={{ required: true }}
            />
            <FormCheckbox
              control={control}
              name="consent"
              label="I agree to the terms of the conversion service"
              rules={{ required: true }}
            />
            <Stack direction="row" spacing={1} sx={{ gridColumn: '1 / -1' }}>
              <Button type="submit" variant="contained">
                Save
              </Button>
              <Button type="button" onClick={() => reset()}>
                Reset
              </Button>
            </Stack>
          </Box>
        </CatalogueExample>
      </CatalogueSection>
    </>
  );
}
