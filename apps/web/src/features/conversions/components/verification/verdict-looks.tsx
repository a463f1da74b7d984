import { VERDICT_WORDS, type TVerdict, type TVerdictWords } from '@fwmig/contract';
import DifferentIcon from '@mui/icons-material/HistoryOutlined';
import NotProvenIcon from '@mui/icons-material/HelpOutlineOutlined';
import NarrowedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import NothingIcon from '@mui/icons-material/SearchOffOutlined';
import EquivalentIcon from '@mui/icons-material/VerifiedOutlined';
import FilteringOnlyIcon from '@mui/icons-material/FilterAltOutlined';
import WidenedIcon from '@mui/icons-material/GppBadOutlined';
import type { TChipLook } from '../../../../ui/tinted-chip';

/** The MUI alert role a verdict speaks with: only `equivalent` is ever a success. */
export type TVerdictRole = 'success' | 'error' | 'warning' | 'info';

/** A verdict's look: its colours and icon here, its words from the contract (`VERDICT_WORDS`). */
export interface TVerdictLook extends TChipLook, TVerdictWords {
  role: TVerdictRole;
}

/** Colours and icons only: every word comes from the contract, the same in the ticket history. */
const COLOURS: Record<TVerdict, TChipLook & { role: TVerdictRole }> = {
  equivalent: { role: 'success', fg: '#1b5e20', bg: '#e8f5e9', icon: <EquivalentIcon /> },
  widened: { role: 'error', fg: '#b71c1c', bg: '#ffebee', icon: <WidenedIcon /> },
  narrowed: { role: 'warning', fg: '#8a3300', bg: '#fbe9e7', icon: <NarrowedIcon /> },
  unknown: { role: 'info', fg: '#37474f', bg: '#eceff1', icon: <NotProvenIcon /> },
  nothing_compared: { role: 'warning', fg: '#6d4c00', bg: '#fff3c4', icon: <NothingIcon /> },
  not_run: { role: 'info', fg: '#455a64', bg: '#f5f5f5', icon: <NotProvenIcon /> },
  different: { role: 'error', fg: '#b71c1c', bg: '#ffebee', icon: <DifferentIcon /> },
  // Never green: it does not cover address translation.
  equivalent_filtering: {
    role: 'info',
    fg: '#01579b',
    bg: '#e1f5fe',
    icon: <FilteringOnlyIcon />,
  },
};

/**
 * How every screen shows each verdict (issue 17): its own colour (text colours keep AA contrast
 * on their tints), an icon so it reads without colour, and what it means in plain words.
 */
export const VERDICT_LOOKS: Record<TVerdict, TVerdictLook> = Object.fromEntries(
  (Object.keys(COLOURS) as TVerdict[]).map((verdict) => [
    verdict,
    { ...COLOURS[verdict], ...VERDICT_WORDS[verdict] },
  ]),
) as Record<TVerdict, TVerdictLook>;
