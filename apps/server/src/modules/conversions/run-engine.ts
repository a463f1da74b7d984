import { Worker } from 'node:worker_threads';
import type { TConvertPhase } from '@fwmig/converter';
import type { TEngineInput, TEngineMessage, TEngineResult } from './engine-types.js';

export interface TEngineLimits {
  timeLimitSeconds: number;
  memoryLimitMb: number;
}

export type TEngineOutcome =
  { ok: true; result: TEngineResult } | { ok: false; message: string; aborted?: boolean };

const THREAD_URL = new URL(
  import.meta.url.endsWith('.ts') ? './engine-thread.ts' : './engine-thread.js',
  import.meta.url,
);
const FROM_SOURCE = THREAD_URL.pathname.endsWith('.ts');
// Run from source (tests, dev), the thread loads TypeScript through tsx, with source imports.
const SOURCE_BOOT = `import('tsx/esm/api').then((tsx) => { tsx.register(); return import(${JSON.stringify(THREAD_URL.href)}); })`;

/**
 * Converts in a worker thread with a heap limit, stopping it at the time limit: a configuration
 * that is too big or too slow fails its run with a message and never takes the server down.
 */
export function runEngine(
  input: TEngineInput,
  limits: TEngineLimits,
  onPhase: (phase: TConvertPhase) => void,
  signal?: AbortSignal,
): Promise<TEngineOutcome> {
  return new Promise((resolve) => {
    if (signal?.aborted) {
      resolve({ ok: false, message: 'The worker is shutting down.', aborted: true });
      return;
    }
    const thread = new Worker(FROM_SOURCE ? SOURCE_BOOT : THREAD_URL, {
      workerData: input,
      resourceLimits: {
        maxOldGenerationSizeMb: limits.memoryLimitMb,
        maxYoungGenerationSizeMb: Math.min(64, Math.max(16, limits.memoryLimitMb / 16)),
      },
      ...(FROM_SOURCE ? { eval: true, execArgv: ['--conditions', 'source'] } : {}),
      stdout: false,
      stderr: false,
    });
    let settled = false;
    const settle = (outcome: TEngineOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      void thread.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () =>
        settle({
          ok: false,
          message: `The conversion took longer than the limit of ${limits.timeLimitSeconds} s and was stopped. An engineer will look at the configuration; splitting it or removing unused objects helps.`,
        }),
      limits.timeLimitSeconds * 1000,
    );
    const abort = () =>
      settle({ ok: false, message: 'The worker is shutting down.', aborted: true });
    signal?.addEventListener('abort', abort);
    thread.on('message', (message: TEngineMessage) => {
      if (message.kind === 'phase') onPhase(message.phase);
      else if (message.kind === 'result') settle({ ok: true, result: message });
      else settle({ ok: false, message: message.message });
    });
    thread.on('error', (error: Error & { code?: string }) =>
      settle({
        ok: false,
        message:
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? `The conversion needed more than the limit of ${limits.memoryLimitMb} MB of memory and was stopped. An engineer will look at the configuration.`
            : `The conversion engine failed: ${error.message}`,
      }),
    );
    thread.on('exit', (code) =>
      settle({
        ok: false,
        message: `The conversion engine stopped unexpectedly (exit code ${code}).`,
      }),
    );
  });
}
