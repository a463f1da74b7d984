import type { TVerdict } from '@fwmig/contract';
import DifferentIcon from '@mui/icons-material/HistoryOutlined';
import NotProvenIcon from '@mui/icons-material/HelpOutlineOutlined';
import NarrowedIcon from '@mui/icons-material/DoNotDisturbOnOutlined';
import NothingIcon from '@mui/icons-material/SearchOffOutlined';
import EquivalentIcon from '@mui/icons-material/VerifiedOutlined';
import WidenedIcon from '@mui/icons-material/GppBadOutlined';
import type { TChipLook } from '../../../../ui/tinted-chip';

/** The MUI alert role a verdict speaks with: only `equivalent` is ever a success. */
export type TVerdictRole = 'success' | 'error' | 'warning' | 'info';

export interface TVerdictLook extends TChipLook {
  /** The chip's words (run list, run header). */
  label: string;
  role: TVerdictRole;
  /** The verification tab's headline and the plain words after it. */
  title: string;
  explanation: string;
  /** One sentence beside the chip on the run's summary. */
  summary: string;
}

/**
 * How every screen shows each verdict (issue 17): its own colour (text colours keep AA contrast
 * on their tints), an icon so it reads without colour, and what it means in plain words.
 */
export const VERDICT_LOOKS: Record<TVerdict, TVerdictLook> = {
  equivalent: {
    label: 'Proven equivalent',
    role: 'success',
    fg: '#1b5e20',
    bg: '#e8f5e9',
    icon: <EquivalentIcon />,
    title: 'Proven equivalent',
    summary: 'Every packet gets the same decision on both firewalls.',
    explanation:
      'Every rule, match condition and address translation of the source was compared; every packet gets the same decision on both firewalls.',
  },
  widened: {
    label: 'Widened',
    role: 'error',
    fg: '#b71c1c',
    bg: '#ffebee',
    icon: <WidenedIcon />,
    title: 'Widened: the output accepts traffic the source denied.',
    summary: 'The output accepts traffic the source denied: see Verification.',
    explanation:
      'Each rule below lets more through than its source; an engineer must acknowledge each one before delivery.',
  },
  narrowed: {
    label: 'Narrowed',
    role: 'warning',
    fg: '#8a3300',
    bg: '#fbe9e7',
    icon: <NarrowedIcon />,
    title: 'Narrowed: the output denies traffic the source accepted.',
    summary: 'The output denies traffic the source accepted: see Verification.',
    explanation:
      'Each rule below lets less through than its source: traffic that works today would be blocked after the migration.',
  },
  unknown: {
    label: 'Not proven',
    role: 'info',
    fg: '#37474f',
    bg: '#eceff1',
    icon: <NotProvenIcon />,
    title:
      'Not proven: the comparison could not show that both firewalls decide every packet alike.',
    summary: 'The comparison could not show that both firewalls decide every packet alike.',
    explanation:
      'No difference was found, but the reasons and the source items below were not fully compared: treat the output as unchecked there.',
  },
  nothing_compared: {
    label: 'Nothing compared',
    role: 'warning',
    fg: '#6d4c00',
    bg: '#fff3c4',
    icon: <NothingIcon />,
    title:
      'Nothing compared: the source yielded no rules (empty, cut short, the wrong vendor, or everything in a part not chosen).',
    summary: 'The source yielded no rules: this run proves nothing.',
    explanation: 'This run proves nothing.',
  },
  not_run: {
    label: 'Not verified',
    role: 'info',
    fg: '#455a64',
    bg: '#f5f5f5',
    icon: <NotProvenIcon />,
    title: 'Not verified',
    summary: 'This run was not verified: it proves nothing about the output.',
    explanation: 'This run was not verified.',
  },
  different: {
    label: 'Different (older engine)',
    role: 'error',
    fg: '#b71c1c',
    bg: '#ffebee',
    icon: <DifferentIcon />,
    title: 'Different (older engine: re-run to see widened/narrowed)',
    summary: 'Verified by an older engine: re-run to see widened/narrowed.',
    explanation:
      'An engine from before the verifier told widened from narrowed found a packet decided differently. Run the conversion again to see which rules widen or narrow.',
  },
};
