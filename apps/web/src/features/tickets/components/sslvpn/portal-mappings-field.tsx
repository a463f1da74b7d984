import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useFieldArray, type Control } from 'react-hook-form';
import { FormTextField } from '../../../../ui/form/form-text-field';
import { PortalField } from './portal-field';
import { checkGroupUnique, checkName, LIMITS, type TSslVpnFormValues } from './sslvpn-values';

/** Which portal each user group gets: rows of group and portal, Add and Remove. */
export function PortalMappingsField({
  control,
  disabled = false,
}: {
  control: Control<TSslVpnFormValues>;
  disabled?: boolean;
}) {
  const titleId = useId();
  const { fields, append, remove } = useFieldArray({ control, name: 'portalMappings' });
  return (
    <Box role="group" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle2" component="h3" sx={{ fontWeight: 700 }}>
        User group → portal
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Each user group gets its portal; everyone else gets the default portal.
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ fontStyle: 'italic', my: 1 }}>
          No mappings: every user gets the default portal.
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {fields.map((field, index) => (
          <Box
            component="li"
            key={field.id}
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr auto', sm: 'minmax(0, 1fr) minmax(0, 1fr) auto' },
              gap: 1,
              alignItems: 'start',
            }}
          >
            <FormTextField
              control={control}
              name={`portalMappings.${index}.group`}
              label={`User group ${index + 1}`}
              fullWidth
              disabled={disabled}
              rules={{
                required: true,
                validate: {
                  name: checkName,
                  unique: (group, values) => checkGroupUnique(group, values.portalMappings, index),
                },
              }}
              slotProps={{ htmlInput: { spellCheck: false } }}
              sx={{ gridColumn: { xs: '1', sm: 'auto' } }}
            />
            <Box sx={{ gridColumn: { xs: '1', sm: 'auto' }, gridRow: { xs: '2', sm: 'auto' } }}>
              <PortalField
                control={control}
                name={`portalMappings.${index}.portal`}
                label={`Portal ${index + 1}`}
                disabled={disabled}
              />
            </Box>
            <IconButton
              aria-label={`Remove mapping ${index + 1}`}
              onClick={() => remove(index)}
              disabled={disabled}
              sx={{
                gridColumn: { xs: '2', sm: 'auto' },
                gridRow: { xs: '1', sm: 'auto' },
                mt: 1,
              }}
            >
              <DeleteIcon />
            </IconButton>
          </Box>
        ))}
      </Box>
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ group: '', portal: 'tunnel-access' })}
        disabled={disabled || fields.length >= LIMITS.portalMappings}
        sx={{ mt: 1 }}
      >
        Add mapping
      </Button>
    </Box>
  );
}
