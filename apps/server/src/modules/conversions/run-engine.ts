import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TConvertPhase } from '@fwmig/converter';
import type { TEngineInput, TEngineMessage, TEngineResult } from './engine-types.js';

export interface TEngineLimits {
  timeLimitSeconds: number;
  memoryLimitMb: number;
}

export type TEngineOutcome =
  | { ok: true; result: TEngineResult }
  | { ok: false; message: string; aborted?: boolean; input?: boolean };

const CHILD_PATH = fileURLToPath(
  new URL(
    import.meta.url.endsWith('.ts') ? './engine-process.ts' : './engine-process.js',
    import.meta.url,
  ),
);
// Run from source (tests, dev), the child loads TypeScript through tsx, with source imports.
const SOURCE_ARGS = CHILD_PATH.endsWith('.ts') ? ['--conditions', 'source', '--import', 'tsx'] : [];
/** The last part of a child's stderr kept, to tell running out of memory from other deaths. */
const STDERR_KEEP = 4096;

const running = new Set<ChildProcess>();

/** Process ids of the engine children converting now (for diagnostics and the crash tests). */
export function engineProcessIds(): number[] {
  return [...running].flatMap((child) => (child.pid === undefined ? [] : [child.pid]));
}

function outOfMemory(limits: TEngineLimits): string {
  return `The conversion needed more than the limit of ${limits.memoryLimitMb} MB of memory and was stopped. An engineer will look at the configuration.`;
}

/**
 * Converts in a child process (engine-process.ts) with a heap limit, killing it at the time
 * limit: a configuration that is too big or too slow fails its run with a message and never
 * takes the server down or stalls it. Phases arrive over IPC; the result's large parts are
 * files in `input.outDir`, which the caller stores and removes.
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
    const semiSpace = Math.min(32, Math.max(8, Math.round(limits.memoryLimitMb / 64)));
    const child = fork(CHILD_PATH, [], {
      execArgv: [
        ...SOURCE_ARGS,
        `--max-old-space-size=${limits.memoryLimitMb}`,
        `--max-semi-space-size=${semiSpace}`,
      ],
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    });
    running.add(child);
    let stderr = '';
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-STDERR_KEEP);
    });
    let settled = false;
    const settle = (outcome: TEngineOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      // A child that has told its result leaves by itself; any other is stopped.
      if (!outcome.ok && child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
      }
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
    child.on('message', (message: TEngineMessage) => {
      if (message.kind === 'phase') onPhase(message.phase);
      else if (message.kind === 'result') settle({ ok: true, result: message });
      else settle({ ok: false, message: message.message, input: message.input === true });
    });
    child.on('error', (error) =>
      settle({ ok: false, message: `The conversion engine could not run: ${error.message}` }),
    );
    // 'close' comes after every message the child sent, so a result is never taken for a death.
    child.on('close', (code, signalName) => {
      running.delete(child);
      if (/heap out of memory|Reached heap limit/i.test(stderr)) {
        settle({ ok: false, message: outOfMemory(limits) });
        return;
      }
      const how = signalName ? `killed by signal ${signalName}` : `exit code ${code}`;
      settle({
        ok: false,
        message: `The conversion engine stopped unexpectedly (${how}); it may have been killed or run out of memory. Run the conversion again, or an engineer will look at the configuration.`,
      });
    });
    child.send(input);
  });
}
