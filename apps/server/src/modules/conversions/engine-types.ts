import type {
  TConvertPhase,
  TConvertResult,
  TConvertedScope,
  TConversionReport,
} from '@fwmig/converter';
import type { TSourceInterface, TTargetPort } from '@fwmig/contract';

/** What the engine thread is given. */
export interface TEngineInput {
  vendor: string;
  files: { name: string; content: Uint8Array }[];
  options: {
    interfaceMap?: Record<string, string>;
    targetPorts?: string[];
    targetModel?: string;
    /** The part of a many-part configuration to convert (device group, logical system). */
    vdom?: string;
    sslVpn?: { port?: number; sourceInterfaces?: string[]; servercert?: string };
  };
  /** Without a saved mapping: the target's ports, for the suggested mapping to use. */
  suggestPorts?: TTargetPort[];
}

/** What the engine thread tells its parent. */
export type TEngineMessage =
  | { kind: 'phase'; phase: TConvertPhase }
  | {
      kind: 'result';
      config: string;
      report: TConversionReport;
      verification: TConvertResult['verification'] | null;
      sourceInterfaces: TSourceInterface[];
      timings: TConvertResult['timings'];
      scope: TConvertedScope | null;
    }
  | { kind: 'failed'; message: string };

export type TEngineResult = Extract<TEngineMessage, { kind: 'result' }>;
