// One writer per data folder: the embedded database (PGlite) must never be opened by two processes,
// or writes are lost silently. The lock is a file created with O_EXCL holding the owner's pid; a lock
// whose process is gone (kill -9, power loss) is stale and taken over, so no manual cleanup is needed.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

export const LOCK_FILE = 'samverka.lock';

export interface LockOwner {
  pid: number;
  host: string;
  startedAt: string;
  /** what took the lock: 'server' or 'admin-script' */
  role: string;
}

/** Thrown when another live process holds the folder; `message` is for the operator, in Swedish and English. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner,
  ) {
    const who = `pid ${owner.pid}${owner.host !== hostname() ? ` på/on ${owner.host}` : ''}, sedan/since ${owner.startedAt}`;
    super(
      `Samverka: datamappen ${dataDir} används redan av en annan Samverka-process (${who}). ` +
        `Stoppa den först, eller välj en annan DATA_DIR.\n` +
        `Samverka: the data folder ${dataDir} is already in use by another Samverka process (${who}). ` +
        `Stop it first, or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
  }
}

/** Thrown when the folder cannot be written (read-only, full disk, no permission). */
export class DataDirUnwritableError extends Error {
  constructor(
    readonly dataDir: string,
    readonly code: string,
  ) {
    super(describeWriteFailure(dataDir, code));
    this.name = 'DataDirUnwritableError';
  }
}

/** The operator's message for a folder Samverka cannot write to. */
export function describeWriteFailure(dataDir: string, code: string): string {
  const reason: Record<string, [string, string]> = {
    ENOSPC: ['disken är full', 'the disk is full'],
    EDQUOT: ['diskkvoten är slut', 'the disk quota is used up'],
    EROFS: ['filsystemet är skrivskyddat', 'the file system is read-only'],
    EACCES: ['processen saknar skrivrätt', 'the process has no write permission'],
    EPERM: ['skrivning är inte tillåten', 'writing is not permitted'],
  };
  const [sv, en] = reason[code] ?? ['okänt fel', 'unknown error'];
  return (
    `Samverka: kan inte skriva i datamappen ${dataDir}: ${sv} (${code}). Frigör utrymme eller ge skrivrätt, eller välj en annan DATA_DIR.\n` +
    `Samverka: cannot write to the data folder ${dataDir}: ${en} (${code}). Free some space or grant write access, or choose another DATA_DIR.`
  );
}

export const WRITE_FAILURE_CODES = new Set(['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM']);

/** lock files this process holds (a second take in the same process is refused too) */
const held = new Set<string>();

/** Whether pid is a running Node process (a reused pid of another program does not count). */
function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, owned by someone else
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    // after a container restart the old pid may belong to something else (npm, a shell)
    return /node|tsx|samverka/i.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return true; // no /proc (macOS): the pid alone decides
  }
}

function readOwner(file: string): LockOwner | null {
  try {
    const owner = JSON.parse(readFileSync(file, 'utf8')) as LockOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
}

/**
 * Makes sure `dataDir` exists and can be written (a small probe file), or throws DataDirUnwritableError
 * naming the reason: a read-only mount or a full disk is told at start, not as a generic error later.
 */
export function ensureWritableDataDir(dataDir: string): void {
  const dir = path.resolve(dataDir);
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    mkdirSync(dir, { recursive: true });
    writeFileSync(probe, 'ok');
    unlinkSync(probe);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (WRITE_FAILURE_CODES.has(code)) throw new DataDirUnwritableError(dir, code);
    throw error;
  }
}

/** The live process holding `dataDir`, or null when it is free (no lock, or a stale one). */
export function lockOwner(dataDir: string): LockOwner | null {
  const file = path.join(path.resolve(dataDir), LOCK_FILE);
  const owner = readOwner(file);
  if (!owner) return null;
  // on another host the pid says nothing here: believe the lock
  if (owner.host !== hostname()) return owner;
  if (owner.pid === process.pid) return held.has(file) ? owner : null;
  return isAlive(owner.pid) ? owner : null;
}

export interface DataDirLock {
  release(): void;
}

/**
 * Takes the folder for this process, or throws DataDirLockedError / DataDirUnwritableError.
 * The folder must exist. The lock is released by release() and, as a last resort, on process exit.
 */
export function lockDataDir(dataDir: string, role: 'server' | 'admin-script' = 'server'): DataDirLock {
  const dir = path.resolve(dataDir);
  const file = path.join(dir, LOCK_FILE);
  const me: LockOwner = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString(), role };
  const content = JSON.stringify(me);
  for (let attempt = 0; attempt < 5; attempt++) {
    let fd: number;
    try {
      fd = openSync(file, 'wx', 0o600);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (WRITE_FAILURE_CODES.has(code)) throw new DataDirUnwritableError(dir, code);
      if (code !== 'EEXIST') throw error;
      const owner = lockOwner(dir);
      if (owner) throw new DataDirLockedError(dir, owner);
      // stale (its process is gone) or half written: remove it, unless it changed meanwhile
      try {
        const stale = readFileSync(file, 'utf8');
        if (!lockOwner(dir) && readFileSync(file, 'utf8') === stale) unlinkSync(file);
      } catch {
        // someone else removed it first; try again
      }
      continue;
    }
    try {
      writeSync(fd, content);
    } catch (error) {
      unlinkSync(file);
      const code = (error as NodeJS.ErrnoException).code ?? '';
      if (WRITE_FAILURE_CODES.has(code)) throw new DataDirUnwritableError(dir, code);
      throw error;
    } finally {
      closeSync(fd);
    }
    held.add(file);
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      held.delete(file);
      process.off('exit', release);
      try {
        if (readFileSync(file, 'utf8') === content) unlinkSync(file);
      } catch {
        // gone already
      }
    };
    process.on('exit', release);
    return { release };
  }
  throw new Error(`Samverka: could not take the lock ${file}`);
}
