import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { DIALOG_CANCEL_LABEL, DIALOG_DONE_LABEL, DIALOG_WIDTH } from './ui-constants';

export interface TModalDialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** Called by the Done button. */
  onDone?: () => void;
  /** Called by the Cancel button and by Escape. */
  onCancel: () => void;
  doneLabel?: string;
  cancelLabel?: string;
  hideDone?: boolean;
  hideCancel?: boolean;
  doneDisabled?: boolean;
  /** Paper width in px; spec §9: 480. */
  width?: number;
  role?: 'dialog' | 'alertdialog';
}

/**
 * A dialog with Done and Cancel buttons (spec §9: width 480). It does not close on a backdrop
 * click (spec §2); Escape and Cancel call onCancel. Focus is trapped inside while open.
 */
export function ModalDialog({
  open,
  title,
  children,
  onDone,
  onCancel,
  doneLabel = DIALOG_DONE_LABEL,
  cancelLabel = DIALOG_CANCEL_LABEL,
  hideDone = false,
  hideCancel = false,
  doneDisabled = false,
  width = DIALOG_WIDTH,
  role = 'dialog',
}: TModalDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      role={role}
      aria-labelledby={titleId}
      maxWidth={false}
      onClose={(_event, reason) => {
        // spec §2: a backdrop click does not close it.
        if (reason !== 'backdropClick') onCancel();
      }}
      slotProps={{
        // The fixed width shrinks on screens narrower than the dialog plus its margins.
        paper: { style: { width, maxWidth: 'calc(100% - 32px)' } },
      }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {children !== undefined && <DialogContent>{children}</DialogContent>}
      {(!hideCancel || !hideDone) && (
        <DialogActions>
          {!hideCancel && <Button onClick={onCancel}>{cancelLabel}</Button>}
          {!hideDone && (
            <Button variant="contained" onClick={onDone} disabled={doneDisabled}>
              {doneLabel}
            </Button>
          )}
        </DialogActions>
      )}
    </Dialog>
  );
}
