import type { TFileInfo } from '@fwmig/contract';
import { isImageFile } from '@fwmig/contract';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import ImageOutlinedIcon from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { formatBytes } from './file-rules';

/** One listed file (spec §3 File) and the key its remove button reports. */
export interface TFileRow extends TFileInfo {
  key: string;
}

export interface TFileListProps {
  /** Names the list for assistive technology. */
  label: string;
  rows: readonly TFileRow[];
  onRemove: (key: string) => void;
  /** While an upload or a removal runs, nothing can be removed. */
  disabled?: boolean;
}

/** Files with their name, size, type and extension (S3-112..115), each with a remove button. */
export function FileList({ label, rows, onRemove, disabled = false }: TFileListProps) {
  if (rows.length === 0) return null;
  return (
    <List
      aria-label={label}
      dense
      disablePadding
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {rows.map((row, index) => {
        const Icon = isImageFile(row) ? ImageOutlinedIcon : InsertDriveFileOutlinedIcon;
        return (
          <ListItem
            key={row.key}
            divider={index < rows.length - 1}
            secondaryAction={
              <IconButton
                edge="end"
                aria-label={`Remove ${row.name}`}
                onClick={() => onRemove(row.key)}
                disabled={disabled}
              >
                <DeleteOutlinedIcon />
              </IconButton>
            }
          >
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Icon aria-hidden />
            </ListItemIcon>
            <ListItemText
              primary={row.name}
              secondary={[
                formatBytes(row.size),
                row.type || 'unknown type',
                row.extension ? `.${row.extension}` : 'no extension',
              ].join(' · ')}
              slotProps={{ primary: { noWrap: true, title: row.name } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
