import { hostname } from 'node:os';

/**
 * Who wrote a temporary blob file or a lease: host, pid and the process's start time, joined
 * by `~` (not allowed in host names). The start time tells a previous process with the same pid
 * (a restarted container is pid 1 again) from this one.
 */
export const OWNER = `${hostname()}~${process.pid}~${Math.round(performance.timeOrigin)}`;

/** Past this age a temporary file or a lease is a crash's leftover, whoever wrote it. */
export const STALE_MS = 24 * 60 * 60 * 1000;

export function isStale(mtimeMs: number, now: number): boolean {
  return now - mtimeMs > STALE_MS;
}

function processExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * False when the file named `<host>~<pid>~<start>~...` was written by a process of this host
 * that is gone; true otherwise (another host's process, or a name of another form: only age
 * tells then).
 */
export function isLiveOwner(fileName: string): boolean {
  const [host, pidText, start] = fileName.split('~');
  const pid = Number(pidText);
  if (host !== hostname() || !Number.isInteger(pid) || pid <= 0 || start === undefined) {
    return true;
  }
  if (pid === process.pid) return `${host}~${pid}~${start}` === OWNER;
  return processExists(pid);
}
