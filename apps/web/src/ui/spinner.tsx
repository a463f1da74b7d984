import CircularProgress from '@mui/material/CircularProgress';
import { SPINNER_SIZES, type TSpinnerSize } from './ui-constants';

export interface TSpinnerProps {
  /** spec §9: small 12, medium 16, large 24 px. */
  size?: TSpinnerSize;
  /** Accessible name of the progress bar. */
  label?: string;
}

/** An indeterminate spinner, announced as a progress bar. */
export function Spinner({ size = 'medium', label = 'Loading' }: TSpinnerProps) {
  return <CircularProgress size={SPINNER_SIZES[size]} aria-label={label} />;
}
