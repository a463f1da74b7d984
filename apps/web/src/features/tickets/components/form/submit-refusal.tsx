import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { errorMessage, hasErrorCode } from '../../../../lib/error-message';
import { usePurchaseUrl } from '../../api/get-purchase-url';

/**
 * Why a create or edit form's submit was refused. LICENCE_REQUIRED (no licence left, or a
 * replaced file converting again) offers the way out: buying licences (spec §7 purchase url).
 */
export function SubmitRefusal({ error }: { error: unknown }) {
  const licence = hasErrorCode(error, 'LICENCE_REQUIRED');
  const purchase = usePurchaseUrl({ enabled: licence });
  const buy = licence ? purchase.data : undefined;
  return (
    <Alert
      severity="error"
      action={
        buy ? (
          <Button color="inherit" size="small" href={buy} target="_blank" rel="noopener">
            Buy licences
          </Button>
        ) : undefined
      }
    >
      {errorMessage(error)}
    </Alert>
  );
}
