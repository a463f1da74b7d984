import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface TUploadProgressProps {
  files: readonly File[];
  /** Each file's share sent, 0 to 1 (see fileShares). */
  shares: readonly number[];
}

const percent = (share: number) => Math.round(share * 100);

/** How far the upload of each file has got, one bar per file, and the whole in the title. */
export function UploadProgress({ files, shares }: TUploadProgressProps) {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = files.reduce((sum, file, index) => sum + file.size * (shares[index] ?? 0), 0);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="p" role="status" gutterBottom>
        Uploading {files.length} {files.length === 1 ? 'file' : 'files'}:{' '}
        {total > 0 ? percent(sent / total) : 0}%
      </Typography>
      <Stack spacing={1.25}>
        {files.map((file, index) => {
          const value = percent(shares[index] ?? 0);
          return (
            <Box key={`${file.name}/${file.size}`}>
              <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" noWrap title={file.name}>
                  {file.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {value}%
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={value}
                aria-label={`Uploading ${file.name}`}
              />
            </Box>
          );
        })}
      </Stack>
    </Paper>
  );
}
