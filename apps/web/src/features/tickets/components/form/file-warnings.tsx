import Alert from '@mui/material/Alert';
import { vendorHints } from './vendor-hints';
import type { TFileDetection } from './use-vendor-detection';

/**
 * Listed files the conversion cannot read (issue 19 item 2): not text (a photo, a PDF, an
 * archive), or only blank space. Known whatever the vendor chosen.
 */
export function unreadableFiles(detections: readonly TFileDetection[]): string[] {
  return detections.flatMap(({ file, detection, blank }) => {
    if (detection.format === 'binary') {
      return [
        `${file.name} is not a configuration: it is not text (an image, a document or an archive). Attach the text export of the firewall's configuration.`,
      ];
    }
    if (blank) return [`${file.name} holds only blank space: attach the configuration export.`];
    return [];
  });
}

/**
 * Everything that stops the chosen vendor's conversion from reading the listed files: the
 * unreadable ones and those of another vendor. The form asks before submitting them.
 */
export function inputWarnings(
  chosen: string | null,
  detections: readonly TFileDetection[],
): string[] {
  return [...unreadableFiles(detections), ...vendorHints(chosen, detections).mismatches];
}

/** The unreadable files, flagged under the file list as soon as they are attached. */
export function FileWarnings({ detections }: { detections: readonly TFileDetection[] }) {
  const messages = unreadableFiles(detections);
  return (
    <div aria-live="polite">
      {messages.length > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {messages.map((message) => (
            <div key={message}>{message}</div>
          ))}
        </Alert>
      )}
    </div>
  );
}
