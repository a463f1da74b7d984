/**
 * The conversion engine's thread: converts one configuration and posts its phases and result
 * to the parent. Runs under the parent's time and heap limits (run-engine.ts).
 */
import { parentPort, workerData } from 'node:worker_threads';
import { ConversionInputError, convert } from '@fwmig/converter';
import { sourceInterfacesOf } from './source-interfaces.js';
import { suggestMapping } from './suggest-mapping.js';
import type { TEngineInput, TEngineMessage } from './engine-types.js';

const port = parentPort;
if (!port) throw new Error('engine-thread runs as a worker thread');
const post = (message: TEngineMessage) => port.postMessage(message);

const input = workerData as TEngineInput;
const ports = input.suggestPorts ?? [];
try {
  const result = convert({
    vendor: input.vendor,
    files: input.files,
    options: input.options,
    onPhase: (phase) => post({ kind: 'phase', phase }),
    // The same suggestion the mapping editor offers, so the first run already follows it.
    ...(ports.length > 0
      ? {
          suggestInterfaceMap: (model, hardware) =>
            suggestMapping(
              sourceInterfacesOf(model, Object.fromEntries(hardware.map((h) => [h, '']))),
              ports,
            ).mapping,
        }
      : {}),
  });
  post({
    kind: 'result',
    config: result.config,
    report: result.report,
    verification: result.verification ?? null,
    sourceInterfaces: sourceInterfacesOf(result.model, result.ports),
    timings: result.timings,
    scope: result.scope ?? null,
  });
} catch (error) {
  post({
    kind: 'failed',
    message:
      error instanceof ConversionInputError
        ? error.message
        : `The engine stopped on an error it did not expect (${error instanceof Error ? error.message : String(error)}). An engineer will look at the configuration.`,
  });
}
