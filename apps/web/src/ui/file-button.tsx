import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef, type ReactNode } from 'react';

export interface TFileButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The button's text, which is also its accessible name. */
  children: ReactNode;
  /** Names the (hidden) file input, for tests and drop-in automation. */
  inputLabel: string;
  multiple?: boolean;
  /** The files picked; not called when the dialog is cancelled. */
  onFiles: (files: File[]) => void;
}

/**
 * A button that opens the file dialog (issue 23): one tab stop, named by its text. The file
 * input stays hidden and out of the tab order, instead of a label wrapping a focusable input.
 */
export function FileButton({ inputLabel, multiple = true, onFiles, ...button }: TFileButtonProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button {...button} onClick={() => inputRef.current?.click()} />
      <input
        ref={inputRef}
        type="file"
        multiple={multiple}
        hidden
        aria-label={inputLabel}
        disabled={button.disabled}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          // Choosing the same file again later must fire a change.
          event.target.value = '';
          if (files.length > 0) onFiles(files);
        }}
      />
    </>
  );
}
