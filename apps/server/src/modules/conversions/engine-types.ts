import type { TConvertPhase, TConvertResult, TConvertedPart } from '@fwmig/converter';
import type { TRunCounts, TSourceInterface, TTargetPort, TVerdict } from '@fwmig/contract';

/**
 * What the engine child process is told to convert (its first message). The inputs are named by
 * path, not sent: the child reads them itself, so a 50 MB configuration never passes through the
 * server's heap.
 */
export interface TEngineInput {
  vendor: string;
  files: { name: string; path: string }[];
  options: {
    interfaceMap?: Record<string, string>;
    targetPorts?: string[];
    targetModel?: string;
    /** The part of a many-part configuration to convert (device group, logical system). */
    part?: string;
    sslVpn?: { port?: number; sourceInterfaces?: string[]; servercert?: string };
  };
  /** Without a saved mapping: the target's ports, for the suggested mapping to use. */
  suggestPorts?: TTargetPort[];
  /** An empty folder of the child's own, for the result files it writes. */
  outDir: string;
}

/**
 * What the child tells its parent. The large parts of a result (the converted configuration
 * and the report) are files in the input's `outDir`, streamed to storage by the parent; the
 * message carries only what the parent needs to record the run.
 */
export type TEngineMessage =
  | { kind: 'phase'; phase: TConvertPhase }
  | {
      kind: 'result';
      /** The converted configuration, as text. */
      configPath: string;
      /** The conversion report as JSON text, stored without being parsed again. */
      reportPath: string;
      counts: Required<TRunCounts>;
      verdict: TVerdict;
      verification: TConvertResult['verification'] | null;
      sourceInterfaces: TSourceInterface[];
      timings: TConvertResult['timings'];
      /** The part converted (stored as the result's `scope`). */
      part: TConvertedPart | null;
    }
  | {
      kind: 'failed';
      message: string;
      /** The files given cannot be converted (the engine's ConversionInputError about them). */
      input?: boolean;
    };

export type TEngineResult = Extract<TEngineMessage, { kind: 'result' }>;
