import type { TConversionReport, PARTIAL_EFFECTS as ENGINE_EFFECTS } from '@fwmig/converter';
import { z } from 'zod';
import { CONVERTABLE_OBJECTS } from './vendors.js';

const ZOrigin = z.object({
  file: z.string(),
  line: z.number().int().min(1),
  endLine: z.number().int().min(1),
});

const STATUSES = ['converted', 'partial', 'unsupported', 'ignored', 'unrecognised'] as const;
export const ZReportStatus = z.enum(STATUSES);

/**
 * A partial entry's effect on traffic, worst first (issue 17 item 7): the engine's list, in its
 * order (`satisfies` fails the build if the two ever differ in members or order).
 */
export const PARTIAL_EFFECTS = [
  'widens',
  'narrows',
  'unknown',
  'cosmetic',
] as const satisfies typeof ENGINE_EFFECTS;
export const ZPartialEffect = z.enum(PARTIAL_EFFECTS);
export type TPartialEffect = z.infer<typeof ZPartialEffect>;

/** Sort key of a partial effect, worst first: its place in `PARTIAL_EFFECTS` (the engine's too). */
export const partialEffectRank = (effect: TPartialEffect): number =>
  PARTIAL_EFFECTS.indexOf(effect);

// The catalogue's object types (spec §1) and two for what is neither.
const OBJECT_TYPES = [...CONVERTABLE_OBJECTS, 'System', 'Other'] as const;
export const ZReportObjectType = z.enum(OBJECT_TYPES);

/** One source object or line of a conversion report: what became of it, and why. */
export const ZReportEntry = z
  .object({
    status: ZReportStatus,
    objectType: ZReportObjectType,
    name: z.string().optional(),
    origin: ZOrigin,
    code: z.string().regex(/^[A-Z][A-Z0-9_]*$/),
    message: z.string().min(1),
    targets: z.array(z.string()),
    /** Partial entries: what the change does to traffic (`unknown`: not classified). */
    effect: ZPartialEffect.optional(),
  })
  .meta({ id: 'ReportEntry' });

const ZStatusCounts = z.object(
  Object.fromEntries(STATUSES.map((s) => [s, z.number().int().min(0)])) as Record<
    (typeof STATUSES)[number],
    z.ZodNumber
  >,
);

/** The report of a conversion (the converter's TConversionReport), as stored and served. */
export const ZConversionReport = z
  .object({
    source: z.object({
      vendor: z.string(),
      files: z.array(z.object({ name: z.string(), lines: z.number().int().min(0) })),
      version: z.string().optional(),
      hostname: z.string().optional(),
    }),
    target: z.object({ os: z.literal('FortiOS'), model: z.string().optional() }),
    entries: z.array(ZReportEntry),
    totals: z.partialRecord(ZReportObjectType, ZStatusCounts),
  })
  .meta({ id: 'ConversionReport' });

export type TConversionReportJson = z.infer<typeof ZConversionReport>;

// The schema and the engine's type must describe the same JSON: this fails to compile if not.
type TSame<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const REPORT_SCHEMA_MATCHES_ENGINE: TSame<TConversionReportJson, TConversionReport> = true;
