import { ROWS_PER_PAGE_LABEL, ROWS_PER_PAGE_OPTIONS } from '@fwmig/contract';
import FirstPageIcon from '@mui/icons-material/FirstPage';
import KeyboardArrowLeft from '@mui/icons-material/KeyboardArrowLeft';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import LastPageIcon from '@mui/icons-material/LastPage';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { focusRing } from '../../lib/theme';

export interface TTablePaginationBarProps {
  /** Zero-based page number. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  /** A new page size starts again at the first page. */
  onPageSizeChange: (pageSize: number) => void;
}

/**
 * 'Rows per page:' with the options 10, 25, 50 and 100 (spec §9), the range shown and page
 * buttons. A page size outside the options (the server default 20) is shown but not offered.
 */
export function TablePaginationBar(props: TTablePaginationBarProps) {
  const { page, pageSize, total, onPageChange, onPageSizeChange } = props;
  const labelId = useId();
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  const offered = (ROWS_PER_PAGE_OPTIONS as readonly number[]).includes(pageSize);
  return (
    <Box
      role="navigation"
      aria-label="Pagination"
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        columnGap: 2,
        px: 1,
        minHeight: 52,
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id={labelId} variant="body2">
          {ROWS_PER_PAGE_LABEL}
        </Typography>
        <Select
          variant="standard"
          disableUnderline
          value={pageSize}
          onChange={(event) => onPageSizeChange(Number(event.target.value))}
          labelId={labelId}
          // issue 23: a borderless select shows focus with the theme's ring.
          sx={{ fontSize: 14, '& .MuiSelect-select:focus-visible': focusRing() }}
        >
          {ROWS_PER_PAGE_OPTIONS.map((size) => (
            <MenuItem key={size} value={size}>
              {size}
            </MenuItem>
          ))}
          {!offered && (
            <MenuItem value={pageSize} sx={{ display: 'none' }} aria-hidden="true">
              {pageSize}
            </MenuItem>
          )}
        </Select>
      </Box>
      <Typography variant="body2" aria-live="polite">
        {`${from}–${to} of ${total}`}
      </Typography>
      <Box>
        <IconButton aria-label="First page" disabled={page <= 0} onClick={() => onPageChange(0)}>
          <FirstPageIcon fontSize="small" />
        </IconButton>
        <IconButton
          aria-label="Previous page"
          disabled={page <= 0}
          onClick={() => onPageChange(page - 1)}
        >
          <KeyboardArrowLeft fontSize="small" />
        </IconButton>
        <IconButton
          aria-label="Next page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(page + 1)}
        >
          <KeyboardArrowRight fontSize="small" />
        </IconButton>
        <IconButton
          aria-label="Last page"
          disabled={page >= lastPage}
          onClick={() => onPageChange(lastPage)}
        >
          <LastPageIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
