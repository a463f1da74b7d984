import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';

/** spec §2: what the error page tells support about the signed-in account. */
export interface TLoginInfo {
  company: string;
  masterUser: string;
  iamUser: string;
  systemId: string;
}

export interface TLoginInfoBoxProps {
  info: TLoginInfo;
}

const ROWS = [
  ['company', 'Company'],
  ['masterUser', 'Master User'],
  ['iamUser', 'IAM User'],
  ['systemId', 'System ID'],
] as const satisfies ReadonlyArray<readonly [keyof TLoginInfo, string]>;

const COPY_LABEL = 'Copy login information';
const COPIED_TEXT = 'Copied';
const COPY_FAILED_TEXT = 'Copy failed — select the text and copy it';
/** How long "Copied" stays before the button reads as a copy button again. */
const COPIED_SHOWN_MS = 2000;

type TCopyStatus = 'idle' | 'copied' | 'failed';

function shown(value: string): string {
  return value.trim() === '' ? '-' : value;
}

/** The box's text as copied: one "Label: value" line per row. */
function loginInfoText(info: TLoginInfo): string {
  return ROWS.map(([key, label]) => `${label}: ${shown(info[key])}`).join('\n');
}

/**
 * The login information box of the error page (spec §2 "Error page layout"): company, master
 * user, IAM user and system id, with a button that copies them for a support ticket.
 */
export function LoginInfoBox({ info }: TLoginInfoBoxProps) {
  const headingId = useId();
  const [status, setStatus] = useState<TCopyStatus>('idle');
  const resetTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(resetTimer.current), []);

  async function copy() {
    clearTimeout(resetTimer.current);
    try {
      // navigator.clipboard is undefined outside secure contexts (plain http), and writeText
      // rejects when the browser denies permission: both end in the fallback message.
      if (!navigator.clipboard) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(loginInfoText(info));
      setStatus('copied');
      // Started here rather than in an effect, so that copying again restarts the 2 s.
      resetTimer.current = setTimeout(() => setStatus('idle'), COPIED_SHOWN_MS);
    } catch {
      setStatus('failed');
    }
  }

  const message = status === 'copied' ? COPIED_TEXT : status === 'failed' ? COPY_FAILED_TEXT : '';

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h2" variant="subtitle2">
          Login information
        </Typography>
        <Tooltip title={status === 'copied' ? COPIED_TEXT : COPY_LABEL}>
          <IconButton size="small" aria-label={COPY_LABEL} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" aria-hidden />
          </IconButton>
        </Tooltip>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          mt: 1,
        }}
      >
        {ROWS.map(([key, label]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, wordBreak: 'break-all' }}>
              {shown(info[key])}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography
        role="status"
        variant="caption"
        color={status === 'failed' ? 'error' : 'text.secondary'}
        sx={{ display: 'block', minHeight: '1.5em', mt: 1 }}
      >
        {message}
      </Typography>
    </Box>
  );
}
