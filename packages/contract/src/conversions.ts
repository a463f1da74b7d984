import type { TVerification as TEngineVerification } from '@fwmig/converter';
import { z } from 'zod';
import { ZConversionReport, ZReportObjectType, ZReportStatus } from './conversion-report.js';
import { ZSslVpnSettings } from './sslvpn.js';

/**
 * Conversion runs of a ticket: each change to what the conversion depends on (files, vendor,
 * options, interface mapping, SSL VPN settings) and each engineer's "Run conversion" queues one.
 */
export const RUN_STATUSES = [
  'queued',
  'parsing',
  'converting',
  'verifying',
  'done',
  'failed',
] as const;
export const ZRunStatus = z.enum(RUN_STATUSES);
export type TRunStatus = z.infer<typeof ZRunStatus>;

export const RUN_STATUS_LABELS: Record<TRunStatus, string> = {
  queued: 'Queued',
  parsing: 'Reading the configuration',
  converting: 'Converting',
  verifying: 'Verifying',
  done: 'Done',
  failed: 'Failed',
};

/** Statuses of a run that is still working: the ticket screen follows these live. */
export const ACTIVE_RUN_STATUSES: readonly TRunStatus[] = [
  'queued',
  'parsing',
  'converting',
  'verifying',
];

/**
 * Why a run failed (issue 19 item 2): `input` when the files given cannot be converted (not a
 * configuration, empty, another vendor's): the customer replaces them and converts again, and
 * the ticket's licence is given back; `engine` for anything else (time or memory limit, a
 * crash), which an engineer looks at.
 */
export const RUN_FAILURES = ['input', 'engine'] as const;
export const ZRunFailure = z.enum(RUN_FAILURES);
export type TRunFailure = z.infer<typeof ZRunFailure>;

export const RUN_REASONS = [
  'submitted',
  'files',
  'options',
  'mapping',
  'sslvpn',
  'manual',
] as const;
export const ZRunReason = z.enum(RUN_REASONS);
export type TRunReason = z.infer<typeof ZRunReason>;

export const RUN_REASON_LABELS: Record<TRunReason, string> = {
  submitted: 'Automatic, on submission',
  files: 'Source files changed',
  options: 'Ticket details changed',
  mapping: 'Interface mapping changed',
  sslvpn: 'SSL VPN settings changed',
  manual: 'Run by an engineer',
};

/** Source interface (hardware name) -> target port. */
export const ZInterfaceMapping = z.record(z.string().min(1).max(200), z.string().min(1).max(64));
export type TInterfaceMapping = z.infer<typeof ZInterfaceMapping>;

export const ZRunCounts = z.object({
  converted: z.number().int(),
  partial: z.number().int(),
  unsupported: z.number().int(),
  ignored: z.number().int(),
  /**
   * Lines the parser did not understand (issue 17 item 7); absent on runs stored before it,
   * whose `unsupported` includes them.
   */
  unrecognised: z.number().int().optional(),
});
export type TRunCounts = z.infer<typeof ZRunCounts>;

/**
 * The verifier's verdicts (`unknown` is shown as "Not proven"), `not_run` when a run was not
 * verified, and two that only runs stored by engines before issue 17 carry: `different` (they
 * did not tell widened from narrowed) and `equivalent_filtering` (an `equivalent` stored without
 * `natCompared`: those engines compared filtering only, never the address translations; the
 * server reads such a stored `equivalent` as this, see `olderVerdict`).
 */
export const VERIFICATION_STATUSES = [
  'equivalent',
  'widened',
  'narrowed',
  'unknown',
  'nothing_compared',
  'different',
  'equivalent_filtering',
] as const;
export const ZVerificationStatus = z.enum(VERIFICATION_STATUSES);
export type TVerificationStatus = z.infer<typeof ZVerificationStatus>;

export const ZVerdict = z.enum([...VERIFICATION_STATUSES, 'not_run']);
export type TVerdict = z.infer<typeof ZVerdict>;

/**
 * Which part of a many-part configuration a run converted (a Panorama device group, a PAN-OS
 * virtual system, an SRX logical system, a FortiOS VDOM), and every part the file holds.
 */
export const ZRunScope = z.object({
  kind: z.string(),
  name: z.string(),
  names: z.array(z.string()),
});
export type TRunScope = z.infer<typeof ZRunScope>;

export const ZRunSummary = z
  .object({
    id: z.uuid(),
    ticketId: z.number().int(),
    number: z.number().int().min(1),
    status: ZRunStatus,
    reason: ZRunReason,
    /** The first run of a ticket, made by the service without an engineer. */
    automatic: z.boolean(),
    requestedBy: z.string(),
    attempts: z.number().int(),
    error: z.string().nullable(),
    /** Why a failed run failed; null for other runs (and for runs failed before issue 19). */
    failure: ZRunFailure.nullable(),
    queuedAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    released: z.boolean(),
    releasedBy: z.string().nullable(),
    delivered: z.boolean(),
    engineVersion: z.string().nullable(),
    timings: z
      .object({
        queueMs: z.number(),
        parseMs: z.number(),
        convertMs: z.number(),
        verifyMs: z.number(),
        totalMs: z.number(),
      })
      .nullable(),
    counts: ZRunCounts.nullable(),
    verdict: ZVerdict.nullable(),
    outputSize: z.number().int().nullable(),
    /** Null for a configuration of one part, and until the run has a result. */
    scope: ZRunScope.nullable(),
  })
  .meta({ id: 'ConversionRun' });
export type TRunSummary = z.infer<typeof ZRunSummary>;

export const ZRunInputs = z.object({
  files: z.array(
    z.object({ id: z.string(), name: z.string(), sha256: z.string(), size: z.number() }),
  ),
  vendor: z.string(),
  objects: z.array(z.string()),
  mapping: ZInterfaceMapping,
  targetModel: z.string().nullable(),
  targetPorts: z.array(z.string()),
  firmwareVersion: z.string(),
  sslvpn: ZSslVpnSettings.nullable(),
  /** The part of a many-part configuration asked for; absent or null: the first. */
  scope: z.string().nullable().optional(),
});
export type TRunInputs = z.infer<typeof ZRunInputs>;

/** A source port of the configuration, as the run saw it. */
export const ZSourceInterface = z.object({
  /** Hardware name: the mapping's key (`GigabitEthernet0/1`). */
  hardware: z.string(),
  /** Names given on the source (ASA nameif of it and of its VLANs). */
  names: z.array(z.string()),
  kind: z.string(),
  addresses: z.array(z.string()),
  vlans: z.number().int(),
  description: z.string(),
  /** The port this run put it on. */
  target: z.string().nullable(),
});
export type TSourceInterface = z.infer<typeof ZSourceInterface>;

const ZPacket = z.object({
  srcIntf: z.string(),
  dstIntf: z.string(),
  src: z.string(),
  dst: z.string(),
  protocol: z.string(),
  protocolNumber: z.number(),
  srcPort: z.number().optional(),
  dstPort: z.number().optional(),
  icmpType: z.number().optional(),
  icmpCode: z.number().optional(),
  conditions: z.array(z.string()).optional(),
});
const ZDecision = z.object({
  ruleId: z.string(),
  action: z.enum(['accept', 'deny']),
  uncertain: z.string().optional(),
});

const ZFindingOrigin = z.object({ file: z.string(), line: z.number(), endLine: z.number() });

/** One output rule that decides traffic otherwise than its source rule, with a sample packet. */
export const ZVerificationFinding = z.object({
  /** The source rule (`default`: the source's default action). */
  sourceRuleId: z.string(),
  /** The output policy that decides the packet (`default`: the output's default action). */
  targetRuleId: z.string(),
  /** Where the source rule is written. */
  origin: ZFindingOrigin.optional(),
  packet: ZPacket,
  source: ZDecision,
  target: ZDecision,
  /** An output VIP no source rule has, forwarding the packet to a server: what it does, in words. */
  nat: z.string().optional(),
});
export type TVerificationFinding = z.infer<typeof ZVerificationFinding>;

/**
 * An address translation compared and found to differ (issue 17 review): a flow whose source
 * leaves translated otherwise, or a destination translation (VIP) one side lacks.
 */
export const ZNatDifference = z.object({
  kind: z.enum(['source', 'destination']),
  /** `nat 12`, `policy 3` (source items), `output nat web-vip` (an output VIP). */
  item: z.string(),
  origin: ZFindingOrigin.optional(),
  targetRuleId: z.string().optional(),
  packet: ZPacket.optional(),
  /** What each side translates the source address to (source NAT). */
  translations: z.object({ source: z.string(), output: z.string() }).optional(),
  message: z.string(),
});
export type TNatDifference = z.infer<typeof ZNatDifference>;

/**
 * The engine's TVerification as stored and served. Results stored before issue 17 lack the
 * findings, the uncompared list and the NAT counts: they read as empty (and `natCompared` as
 * absent, i.e. not known).
 */
export const ZVerificationResult = z.object({
  status: ZVerificationStatus,
  policiesCompared: z.object({ source: z.number(), target: z.number() }),
  natCompared: z.object({ source: z.number(), target: z.number() }).optional(),
  widened: z.array(ZVerificationFinding).default([]),
  narrowed: z.array(ZVerificationFinding).default([]),
  /** Address translations that differ (results before the issue 17 review: none listed). */
  natDifferences: z.array(ZNatDifference).default([]),
  /** More widened or narrowed rules exist than were listed. */
  findingsCapped: z.boolean().optional(),
  counterexample: z.object({ packet: ZPacket, source: ZDecision, target: ZDecision }).optional(),
  danglingReferences: z.array(
    z.object({
      from: z.object({ kind: z.string(), id: z.string() }),
      field: z.string(),
      name: z.string(),
    }),
  ),
  notVerified: z.array(z.object({ ruleId: z.string(), reason: z.string() })),
  /** Source items the comparison did not include: any entry rules out `equivalent`. */
  uncompared: z
    .array(z.object({ item: z.string(), origin: ZFindingOrigin.optional(), reason: z.string() }))
    .default([]),
  reason: z.string().optional(),
});
export type TVerificationResult = z.infer<typeof ZVerificationResult>;

/**
 * The engine's result is stored as it is: the compiler holds it to this schema (a field the
 * engine adds, such as `natDifferences`, must be added here too, or this line fails the build).
 */
export const ENGINE_VERIFICATION_FITS: TEngineVerification extends z.input<
  typeof ZVerificationResult
>
  ? true
  : never = true;

/**
 * The verdict a stored result stands for today: an `equivalent` stored without `natCompared`
 * (engines before issue 17 compared filtering only) is `equivalent_filtering`, never the full
 * claim (issue 17 review, item 5).
 */
export function olderVerdict<T extends TVerdict>(
  verdict: T,
  natCompared: boolean,
): T | 'equivalent_filtering' {
  return verdict === 'equivalent' && !natCompared ? 'equivalent_filtering' : verdict;
}

/** A stored verification as it reads today (see `olderVerdict`). */
export function readStoredVerification(stored: unknown): TVerificationResult {
  const result = ZVerificationResult.parse(stored);
  const status = olderVerdict(result.status, result.natCompared !== undefined);
  return status === result.status ? result : { ...result, status };
}

/** POST /api/care/:id/runs: optionally, the part of a many-part configuration to convert. */
export const ZRunRequest = z
  .object({ scope: z.string().trim().min(1).max(255).optional() })
  .meta({ id: 'ConversionRunRequest' });
export type TRunRequest = z.infer<typeof ZRunRequest>;

export const ZRunDetail = ZRunSummary.extend({
  inputs: ZRunInputs,
  report: ZConversionReport.nullable(),
  verification: ZVerificationResult.nullable(),
  sourceInterfaces: z.array(ZSourceInterface),
}).meta({ id: 'ConversionRunDetail' });
export type TRunDetail = z.infer<typeof ZRunDetail>;

/** A target port of the ticket's model, from the settings catalogue. */
export const ZTargetPort = z.object({
  name: z.string(),
  type: z.string(),
  speed: z.string(),
});
export type TTargetPort = z.infer<typeof ZTargetPort>;

export const ZMappingProblem = z.object({
  kind: z.enum(['port_used_twice', 'unmapped', 'unknown_port', 'unknown_interface']),
  message: z.string(),
  /** The source interfaces concerned. */
  interfaces: z.array(z.string()),
});
export type TMappingProblem = z.infer<typeof ZMappingProblem>;

/** The interface mapping editor's data: both sides, the saved mapping and a suggestion. */
export const ZMappingView = z
  .object({
    /** From the latest run that parsed the configuration; empty before one has. */
    sourceInterfaces: z.array(ZSourceInterface),
    targetModel: z.string().nullable(),
    targetPorts: z.array(ZTargetPort),
    saved: ZInterfaceMapping,
    suggested: ZInterfaceMapping,
    /** Why each suggestion was made (`role: outside -> wan1`). */
    reasons: z.record(z.string(), z.string()),
    problems: z.array(ZMappingProblem),
    editable: z.boolean(),
  })
  .meta({ id: 'InterfaceMapping' });
export type TMappingView = z.infer<typeof ZMappingView>;

export const ZSaveMappingRequest = z.object({ mapping: ZInterfaceMapping });

/**
 * What a checklist item stands for: a report entry's status, or `widened`, an output rule the
 * verifier found accepting traffic its source rule denied (issue 17: acknowledged one by one).
 */
export const ZChecklistStatus = z.enum([...ZReportStatus.options, 'widened']);
export type TChecklistStatus = z.infer<typeof ZChecklistStatus>;

/** One thing the engine could not convert fully, for the engineer to settle before delivery. */
export const ZChecklistItem = z.object({
  key: z.string(),
  objectType: ZReportObjectType,
  name: z.string().nullable(),
  status: ZChecklistStatus,
  code: z.string(),
  message: z.string(),
  file: z.string(),
  line: z.number().int(),
  done: z.boolean(),
  note: z.string(),
  doneBy: z.string().nullable(),
  doneAt: z.string().nullable(),
});
export type TChecklistItem = z.infer<typeof ZChecklistItem>;

export const ZChecklist = z
  .object({
    /** The run the checklist is taken from: the latest finished run; null before one. */
    runId: z.uuid().nullable(),
    runNumber: z.number().int().nullable(),
    items: z.array(ZChecklistItem),
    open: z.number().int(),
  })
  .meta({ id: 'Checklist' });
export type TChecklist = z.infer<typeof ZChecklist>;

export const ZTickChecklistRequest = z.object({
  done: z.boolean(),
  note: z.string().trim().max(2000).default(''),
});

/** Ticks many checklist items off (one note for all) or on again, in one go. */
export const ZTickChecklistManyRequest = ZTickChecklistRequest.extend({
  keys: z.array(z.string().min(1).max(500)).min(1).max(10_000),
});

export const ZRunList = z.array(ZRunSummary);

export const ZRunListResponse = z.object({ data: ZRunList }).meta({ id: 'RunListResponse' });
export const ZRunDetailResponse = z.object({ data: ZRunDetail }).meta({ id: 'RunDetailResponse' });
export const ZMappingResponse = z.object({ data: ZMappingView }).meta({ id: 'MappingResponse' });
export const ZChecklistResponse = z.object({ data: ZChecklist }).meta({ id: 'ChecklistResponse' });

/**
 * A ticket's conversion as its lists show it (issue 19 item 2): its latest run the viewer may
 * see is `converting` (queued or working), `done` (with the run's verdict) or `failed` (with
 * why); `engineers` when the engine does not convert the ticket's vendor yet (our engineers
 * convert it by hand, no run is made); `none` before any run the viewer may see.
 */
export const TICKET_CONVERSION_STATES = [
  'converting',
  'done',
  'failed',
  'engineers',
  'none',
] as const;
export const ZTicketConversion = z
  .object({
    state: z.enum(TICKET_CONVERSION_STATES),
    verdict: ZVerdict.nullable(),
    failure: ZRunFailure.nullable(),
  })
  .meta({ id: 'TicketConversion' });
export type TTicketConversion = z.infer<typeof ZTicketConversion>;
