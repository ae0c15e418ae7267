import type { Config } from './config.ts';
import type { AuthService } from './modules/auth/auth.service.ts';
import { demoAccounts } from './seed/demo-accounts.ts';

/**
 * Runs at every start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (created once, never
 * overwritten) and, when SEED_DEMO is on, the demo accounts (each created only if missing).
 */
export const bootstrapData = async (config: Config, auth: AuthService) => {
  const created: string[] = [];
  if (config.admin) {
    if (await auth.ensureUser({ ...config.admin, role: 'ADMIN' })) created.push(config.admin.email);
  }
  if (config.seedDemo) {
    for (const account of demoAccounts) {
      if (await auth.ensureUser(account)) created.push(account.email);
    }
  }
  return { created };
};
