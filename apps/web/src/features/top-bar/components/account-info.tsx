import Box from '@mui/material/Box';
import type { TPermission } from '../utils/menu-visibility';
import { ACCOUNT_INFO_LABEL } from './top-bar-labels';

/** The account and username info of the user dropdown (spec §2), as terms and values. */
export function AccountInfo({ displayInfo }: { displayInfo: TPermission['user_display_info'] }) {
  return (
    <Box role="group" aria-label={ACCOUNT_INFO_LABEL} sx={{ px: 2, py: 1 }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: 'auto 1fr',
          columnGap: 1.5,
          rowGap: 0.5,
        }}
      >
        {displayInfo.map((info) => (
          <Box key={info.name} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary', typography: 'body2' }}>
              {info.name}
            </Box>
            <Box component="dd" sx={{ m: 0, typography: 'body2', overflowWrap: 'anywhere' }}>
              {info.value || '-'}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
