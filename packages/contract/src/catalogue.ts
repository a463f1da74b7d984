import { z } from 'zod';

/** spec §7: `{os}`, the target platform's operating-system path segment. */
export const TARGET_OS_SEGMENT = 'fortios';

/** Kinds of ports a target model has. */
export const INTERFACE_TYPES = [
  'physical',
  'aggregate',
  'switch',
  'management',
  'ha',
  'fortilink',
  'wan',
  'dmz',
] as const;
export const ZInterfaceType = z.enum(INTERFACE_TYPES);

/** FortiOS interface names: up to 15 characters, no spaces or quotes. */
const interfaceName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:/-]{0,14}$/, {
    message: 'must be 1-15 letters, digits or . _ : / - (FortiOS interface names)',
  });

export const ZInterfaceInput = z.object({
  name: interfaceName,
  type: ZInterfaceType,
  speed: z.string().trim().max(32).default(''),
  notes: z.string().trim().max(200).default(''),
});
export const ZInterface = ZInterfaceInput.extend({ id: z.uuid() }).meta({ id: 'ModelInterface' });
export type TInterface = z.infer<typeof ZInterface>;
export type TInterfaceInput = z.input<typeof ZInterfaceInput>;

export const ZModelName = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._-]{0,63}$/, {
    message: 'must be 1-64 letters, digits, spaces or . _ -',
  });
export const ZSnPrefix = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{4,8}$/, {
    message: 'must be 4-8 letters or digits (the start of the serial number)',
  });
export const ZSeries = z.string().trim().min(1, 'is required').max(64);
export const ZVersion = z
  .string()
  .trim()
  .regex(/^\d{1,2}\.\d{1,2}\.\d{1,3}$/, { message: 'must look like 7.4.4' });
export const ZReleaseDate = z.iso.date({ message: 'must be a date (YYYY-MM-DD)' });

export const ZModelSummary = z
  .object({ model: z.string(), snPrefix: z.string(), series: z.string() })
  .meta({ id: 'ModelSummary' });
export const ZModelDetail = ZModelSummary.extend({
  interfaceList: z.array(ZInterface),
  versions: z.array(z.string()),
}).meta({ id: 'ModelDetail' });
export type TModelSummary = z.infer<typeof ZModelSummary>;
export type TModelDetail = z.infer<typeof ZModelDetail>;

export const ZFirmwareVersion = z
  .object({ version: z.string(), releaseDate: z.string() })
  .meta({ id: 'FirmwareVersion' });
export const ZVersionWithModels = ZFirmwareVersion.extend({ models: z.array(z.string()) }).meta({
  id: 'VersionWithModels',
});
export type TFirmwareVersion = z.infer<typeof ZFirmwareVersion>;
export type TVersionWithModels = z.infer<typeof ZVersionWithModels>;

const interfaceList = z.array(ZInterfaceInput).max(10_000);

/** spec §7 POST /api/model/interface/add; duplicateModel copies another model's ports. */
export const ZAddModelRequest = z
  .object({
    model: ZModelName,
    snPrefix: ZSnPrefix,
    series: ZSeries,
    interfaceList: interfaceList.default([]),
    duplicateModel: ZModelName.nullish(),
  })
  .meta({ id: 'AddModelRequest' });

/** spec §7 POST /api/model/interface/update: one transaction of adds, updates and deletes. */
export const ZUpdateModelRequest = z
  .object({
    model: ZModelName,
    snPrefix: ZSnPrefix,
    series: ZSeries,
    addInterfaceList: interfaceList.default([]),
    updateInterfaceList: z
      .array(ZInterfaceInput.extend({ id: z.uuid() }))
      .max(10_000)
      .default([]),
    deleteInterfaceList: z.array(z.uuid()).max(10_000).default([]),
  })
  .meta({ id: 'UpdateModelRequest' });

export const ZAddVersionRequest = z
  .object({ version: ZVersion, releaseDate: ZReleaseDate })
  .meta({ id: 'AddVersionRequest' });
export const ZEditVersionRequest = z
  .object({ version: ZVersion, releaseDate: ZReleaseDate, oldVersion: ZVersion })
  .meta({ id: 'EditVersionRequest' });
/** spec §7 updateModelVersion: model -> series of every model the version supports. */
export const ZModelSeriesMap = z.record(ZModelName, ZSeries).meta({ id: 'ModelSeriesMap' });

/** spec §7, §9 paging headers of the interface list. */
export const ZInterfaceListHeaders = z.object({
  model: z.string().optional(),
  skip: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(10_000).default(20),
  order: z.enum(['asc', 'desc']).default('asc'),
  sortBy: z.enum(['name', 'type', 'speed', 'position', 'model']).default('position'),
});
export const ZInterfaceListResponse = z
  .object({
    data: z.object({
      total: z.number().int(),
      items: z.array(ZInterface.extend({ model: z.string() })),
    }),
  })
  .meta({ id: 'InterfaceListResponse' });

export const ZMatrixRowError = z.object({
  row: z.number().int(),
  column: z.string(),
  message: z.string(),
});
export const ZMatrixResult = z
  .object({
    applied: z.boolean(),
    added: z.array(z.string()),
    changed: z.array(z.string()),
    unchanged: z.array(z.string()),
    errors: z.array(ZMatrixRowError),
  })
  .meta({ id: 'MatrixResult' });
export type TMatrixResult = z.infer<typeof ZMatrixResult>;
