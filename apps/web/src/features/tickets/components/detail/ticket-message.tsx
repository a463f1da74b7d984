import type { TTicketMessage } from '@fwmig/contract';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DownloadIcon from '@mui/icons-material/Download';
import LockIcon from '@mui/icons-material/LockOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LinkedText } from '../../../../ui/linked-text';
import { RelativeTime } from '../../../../ui/relative-time';
import { formatBytes } from '../../../../lib/format';
import type { useFileDownload } from './use-file-download';

/** The words that mark an internal note wherever it shows. */
export const INTERNAL_NOTE_LABEL = 'Internal note — not visible to the customer';

type TLook = { bg: string; accent: string; border: string; avatar: string; role: string };

const LOOKS: Record<'customer' | 'engineer' | 'internal', TLook> = {
  customer: {
    bg: '#ffffff',
    accent: '#78909c',
    border: 'solid',
    avatar: '#546e7a',
    role: 'Customer',
  },
  engineer: {
    bg: '#eef5fd',
    accent: '#1565c0',
    border: 'solid',
    avatar: '#1565c0',
    role: 'Engineer',
  },
  internal: {
    bg: '#fff8e1',
    accent: '#8d6e00',
    border: 'dashed',
    avatar: '#8d6e00',
    role: 'Engineer',
  },
};

function initials(name: string): string {
  const letters = name
    .split(/[\s@._-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase());
  return letters.join('') || '?';
}

/** One message of the conversation: who, when, what, and its attachments. */
export function TicketMessage({
  message,
  downloads,
}: {
  message: TTicketMessage;
  downloads: ReturnType<typeof useFileDownload>;
}) {
  const kind = message.internal ? 'internal' : message.fromEngineer ? 'engineer' : 'customer';
  const look = LOOKS[kind];
  return (
    <Box
      component="li"
      data-kind={kind}
      aria-label={`${message.internal ? 'Internal note' : 'Message'} from ${message.author}`}
      sx={{
        listStyle: 'none',
        bgcolor: look.bg,
        border: 1,
        borderStyle: look.border,
        borderColor: kind === 'customer' ? 'divider' : look.accent,
        borderLeft: `4px ${look.border} ${look.accent}`,
        borderRadius: 1,
        p: { xs: 1.5, sm: 2 },
        minWidth: 0,
      }}
    >
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: look.avatar }} aria-hidden>
          {initials(message.author)}
        </Avatar>
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
            {message.author}
            <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
              {look.role}
            </Typography>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <RelativeTime at={message.at} />
          </Typography>
        </Box>
      </Stack>
      {message.internal && (
        <Typography
          variant="caption"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.5,
            fontWeight: 700,
            color: '#6d4c00',
            mb: 0.5,
          }}
        >
          <LockIcon sx={{ fontSize: 16 }} aria-hidden />
          {INTERNAL_NOTE_LABEL}
        </Typography>
      )}
      {message.body !== '' && (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {/* spec §5: e-mail and web addresses in the text are recognised as links. */}
          <LinkedText text={message.body} />
        </Typography>
      )}
      {message.files.length > 0 && (
        <Stack
          component="ul"
          direction="row"
          useFlexGap
          spacing={1}
          aria-label="Attachments"
          sx={{ flexWrap: 'wrap', listStyle: 'none', p: 0, m: 0, mt: 1.5 }}
        >
          {message.files.map((file) => (
            <li key={file.id}>
              <Button
                size="small"
                variant="outlined"
                color="inherit"
                startIcon={<AttachFileIcon />}
                endIcon={<DownloadIcon />}
                disabled={downloads.isBusy(file.id)}
                aria-label={`Download ${file.name}`}
                onClick={() => void downloads.download(file)}
                sx={{
                  textTransform: 'none',
                  fontWeight: 400,
                  bgcolor: 'background.paper',
                  maxWidth: '100%',
                }}
              >
                <Box
                  component="span"
                  sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                >
                  {file.name}
                </Box>
                <Box component="span" sx={{ ml: 0.75, color: 'text.secondary', flexShrink: 0 }}>
                  {formatBytes(file.size)}
                </Box>
              </Button>
            </li>
          ))}
        </Stack>
      )}
    </Box>
  );
}
