import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

const readOrUndefined = (file: string) => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

/** Fields of /proc/<pid>/stat after the command name (which may hold spaces and parentheses). */
const procStat = (pid: number) => {
  const stat = readOrUndefined(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ');
};

/**
 * Who a process is, not just its number: the boot and the process's start time (clock ticks since
 * boot, field 22 of /proc/<pid>/stat). A pid reused after a crash (PID 1 again when a container
 * restarts) has another start time. Undefined where there is no /proc (then the pid alone is checked).
 */
const startIdentity = (pid: number): string | undefined => {
  const started = procStat(pid)?.[19];
  const boot = readOrUndefined('/proc/sys/kernel/random/boot_id')?.trim();
  return started && boot ? `${boot}:${started}` : undefined;
};

/** When a process started, in ms since the epoch (to within a second), from /proc. */
const startedAtMs = (pid: number): number | undefined => {
  const ticks = Number(procStat(pid)?.[19]);
  const bootSeconds = Number(/^btime (\d+)$/m.exec(readOrUndefined('/proc/stat') ?? '')?.[1]);
  if (!Number.isFinite(ticks) || !Number.isFinite(bootSeconds)) return undefined;
  return bootSeconds * 1000 + ticks * 10; // USER_HZ is 100 on every Linux Node runs on
};

type Holder = { pid: number; identity?: string; writtenAtMs: number };

/** Whether the process a lock names still owns it. */
const holderRuns = (holder: Holder): boolean => {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || !isAlive(holder.pid)) return false;
  const current = startIdentity(holder.pid);
  if (holder.identity !== undefined) {
    // Written by this version: the owner is that very process, or nobody.
    return current === undefined || holder.identity === '' || current === holder.identity;
  }
  // A lock holding only a pid (older versions). Our own pid cannot be the owner (we do not hold it),
  // nor can a process that started after the lock was written.
  if (holder.pid === process.pid) return false;
  const started = startedAtMs(holder.pid);
  return started === undefined || started <= holder.writtenAtMs + 1000;
};

const parseLock = (content: string, writtenAtMs: number): Holder => {
  const [pid = '', identity] = content.split('\n');
  return { pid: Number(pid.trim()), identity: identity?.trim(), writtenAtMs };
};

/**
 * PGlite has no cross-process lock, and two processes on one data directory corrupt it. Take an
 * exclusive lock file naming this process (pid and start identity); a lock whose owner no longer runs
 * (dead, or its pid now belongs to another process) is taken over.
 */
export const lockDataDir = (dataDir: string): (() => void) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const ours = `${process.pid}\n${startIdentity(process.pid) ?? ''}\n`;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      fs.writeFileSync(lockPath, ours, { flag: 'wx' });
      return () => {
        if (readOrUndefined(lockPath) === ours) fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    let content: string;
    let writtenAtMs: number;
    try {
      content = fs.readFileSync(lockPath, 'utf8');
      writtenAtMs = fs.statSync(lockPath).mtimeMs;
    } catch {
      continue; // released meanwhile
    }
    const holder = parseLock(content, writtenAtMs);
    if (holderRuns(holder)) {
      throw new DataDirLockedError(
        `The data directory ${path.resolve(dataDir)} is in use by another server process (pid ${holder.pid}). ` +
          'Stop that process, or start this one with another DATA_DIR, or use PostgreSQL (DATABASE_URL) to run several processes.',
      );
    }
    // Stale: move it aside (only one process can), and put it back should it have been replaced by a
    // live owner's lock since we read it.
    const aside = `${lockPath}.stale-${process.pid}-${crypto.randomBytes(4).toString('hex')}`;
    try {
      fs.renameSync(lockPath, aside);
    } catch {
      continue;
    }
    if (readOrUndefined(aside) !== content) {
      try {
        fs.linkSync(aside, lockPath);
      } catch {
        // Another lock is already in place: the next attempt reads it.
      }
    }
    fs.rmSync(aside, { force: true });
  }
  throw new DataDirLockedError(`Could not lock the data directory ${path.resolve(dataDir)}.`);
};
