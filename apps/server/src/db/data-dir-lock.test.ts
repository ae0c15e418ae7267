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
    expect(fs.readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(dir, 'server.lock'))).toBe(false);
  });
});
