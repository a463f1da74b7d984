import { ModalDialog, type TModalDialogProps } from './modal-dialog';
import { ALERT_DIALOG_WIDTH } from './ui-constants';

export type TAlertDialogProps = Omit<TModalDialogProps, 'width' | 'role'>;

/**
 * A narrower dialog for a message or a confirmation (spec §9: width 400), announced as an
 * alert dialog. Like the modal dialog it does not close on a backdrop click (spec §2).
 */
export function AlertDialog(props: TAlertDialogProps) {
  return <ModalDialog {...props} width={ALERT_DIALOG_WIDTH} role="alertdialog" />;
}
