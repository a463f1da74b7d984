/**
 * The conversion engine's child process (forked by run-engine.ts with a heap limit): takes one
 * TEngineInput as its first IPC message, reads the input files itself, converts, writes the
 * configuration and the report into the input's outDir and tells the parent where they are.
 * It runs outside the server's process so a large conversion neither stalls the server's event
 * loop nor grows its heap.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { TRunCounts, TVerdict, TVerificationResult } from '@fwmig/contract';
import { ConversionInputError, convert, type TConversionReport } from '@fwmig/converter';
import { sourceInterfacesOf } from './source-interfaces.js';
import { suggestMapping } from './suggest-mapping.js';
import type { TEngineInput, TEngineMessage } from './engine-types.js';

if (!process.send) throw new Error('engine-process runs as a forked child with an IPC channel');
const parent = process.ppid;

/** Sends a message; resolves once it has been handed to the channel. */
const post = (message: TEngineMessage) =>
  new Promise<void>((resolve) => {
    if (!process.connected) process.exit(1);
    process.send?.(message, undefined, {}, () => resolve());
  });

let told = false;
// The parent gone (killed, crashed) before the answer: nobody waits for this conversion.
process.on('disconnect', () => {
  if (!told) process.exit(1);
});

/** Converted, partial, unsupported, ignored and unrecognised objects of a report, over every type. */
function countsOf(report: TConversionReport): Required<TRunCounts> {
  const counts = { converted: 0, partial: 0, unsupported: 0, ignored: 0, unrecognised: 0 };
  for (const totals of Object.values(report.totals)) {
    if (!totals) continue;
    counts.converted += totals.converted;
    counts.partial += totals.partial;
    counts.unsupported += totals.unsupported;
    counts.ignored += totals.ignored;
    counts.unrecognised += totals.unrecognised;
  }
  return counts;
}

async function run(input: TEngineInput): Promise<void> {
  const ports = input.suggestPorts ?? [];
  try {
    const files = input.files.map((file) => ({
      name: file.name,
      content: readFileSync(file.path),
    }));
    const result = convert({
      vendor: input.vendor,
      files,
      options: input.options,
      onPhase: (phase) => {
        // The conversion runs without yielding, so 'disconnect' cannot fire; between phases an
        // orphan (its parent died, it was adopted) stops on its own.
        if (process.ppid !== parent) process.exit(1);
        void post({ kind: 'phase', phase });
      },
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
    const configPath = join(input.outDir, 'output.conf');
    const reportPath = join(input.outDir, 'report.json');
    writeFileSync(configPath, result.config);
    writeFileSync(reportPath, JSON.stringify(result.report));
    const verification = (result.verification ?? null) as TVerificationResult | null;
    const verdict: TVerdict = verification?.status ?? 'not_run';
    await post({
      kind: 'result',
      configPath,
      reportPath,
      counts: countsOf(result.report),
      verdict,
      verification: result.verification ?? null,
      sourceInterfaces: sourceInterfacesOf(result.model, result.ports),
      timings: result.timings,
      part: result.part ?? null,
    });
  } catch (error) {
    await post({
      kind: 'failed',
      // Not the files' fault: a part or vendor name an engineer asked for.
      input:
        error instanceof ConversionInputError &&
        error.code !== 'UNKNOWN_PART' &&
        error.code !== 'UNKNOWN_VENDOR',
      message:
        error instanceof ConversionInputError
          ? error.message
          : `The engine stopped on an error it did not expect (${error instanceof Error ? error.message : String(error)}). An engineer will look at the configuration.`,
    });
  }
  told = true;
  process.disconnect();
}

process.once('message', (input: TEngineInput) => void run(input));
