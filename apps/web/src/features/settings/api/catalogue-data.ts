import { TARGET_OS_SEGMENT } from '@fwmig/contract';
import { z } from 'zod';

/** The catalogue calls of the target OS (spec §7 /api/{os}/version/...). */
export const OS_VERSION_PATH = `/api/${TARGET_OS_SEGMENT}/version`;

/** The `data` of a catalogue answer, checked with its schema. */
export function catalogueData<T extends z.ZodType>(schema: T, body: unknown): z.infer<T> {
  const envelope = z.object({ data: z.unknown() }).parse(body);
  return schema.parse(envelope.data);
}
