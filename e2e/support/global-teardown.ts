import { rmSync } from 'node:fs';

const waitForExit = async (pid: number, timeoutMs: number): Promise<boolean> => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

export default async function globalTeardown(): Promise<void> {
  const state = globalThis.__e2eState;
  const pid =
    state?.server?.pid ?? (process.env.E2E_SERVER_PID ? Number(process.env.E2E_SERVER_PID) : undefined);
  if (pid !== undefined) {
    try {
      process.kill(pid, 'SIGTERM');
      if (!(await waitForExit(pid, 10_000))) {
        console.warn(`[e2e] server pid ${pid} ignored SIGTERM for 10 s; sending SIGKILL`);
        process.kill(pid, 'SIGKILL');
      }
    } catch {
      // Already gone.
    }
  }
  await state?.mail?.close();
  await state?.turn?.stop();
  const dataDir = state?.dataDir ?? process.env.E2E_DATA_DIR;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  globalThis.__e2eState = undefined;
}
