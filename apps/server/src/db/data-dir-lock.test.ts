import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

describe('embedded data directory lock', () => {
  it('refuses a second database on the same directory with a clear message, and frees it on close', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    const first = await openDatabase({ driver: 'pglite', dataDir: dir });
    await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await expect(openDatabase({ driver: 'pglite', dataDir: dir })).rejects.toThrow(
      /in use by another server process/,
    );
    await first.close();
    const again = await openDatabase({ driver: 'pglite', dataDir: dir });
    await again.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8').split('\n')[0]).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });

  // A container's server is PID 1: after an OOM kill, the next start finds a lock naming PID 1, which
  // runs again (as itself). A reused pid must not keep the data directory locked for good.
  it('takes over a lock naming its own pid that it does not hold (written by the previous PID 1)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    fs.writeFileSync(path.join(dir, 'server.lock'), String(process.pid));
    const release = lockDataDir(dir);
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock naming a live process that started after the lock was written', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    const lock = path.join(dir, 'server.lock');
    // The test runner's parent: alive, unrelated, and started long after 2001.
    fs.writeFileSync(lock, String(process.ppid));
    fs.utimesSync(lock, new Date('2001-01-01'), new Date('2001-01-01'));
    const release = lockDataDir(dir);
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('takes over a lock naming a live process that is not the one that wrote it', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    // Same pid, another start: what a crashed server's lock looks like once its pid is reused.
    fs.writeFileSync(path.join(dir, 'server.lock'), `${process.ppid}\nsome-other-boot:12345\n`);
    const release = lockDataDir(dir);
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("refuses while the process that wrote the lock runs, whatever the lock file's age", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lw-lock-'));
    const release = lockDataDir(dir);
    const lock = path.join(dir, 'server.lock');
    fs.utimesSync(lock, new Date('2001-01-01'), new Date('2001-01-01'));
    expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    release();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
