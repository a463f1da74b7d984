import Chip, { type ChipProps } from '@mui/material/Chip';
import type { ReactElement } from 'react';

/** A status's look: text and border colour, the tint behind it, and an optional icon. */
export interface TChipLook {
  fg: string;
  bg: string;
  icon?: ReactElement;
}

/**
 * A status as a tinted chip: bold text in the look's colour on its tint, with a border and an
 * icon so it reads without colour too. Pick colours that keep AA contrast on the tint.
 */
export function TintedChip({
  look,
  ...props
}: { look: TChipLook } & Omit<ChipProps, 'icon' | 'sx' | 'color'> &
  Record<`data-${string}`, string>) {
  return (
    <Chip
      {...props}
      {...(look.icon ? { icon: look.icon } : {})}
      sx={{
        color: look.fg,
        bgcolor: look.bg,
        border: 1,
        borderColor: look.fg,
        fontWeight: 700,
        '& .MuiChip-icon': { color: look.fg },
      }}
    />
  );
}
