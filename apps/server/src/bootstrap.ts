import type { FastifyInstance } from 'fastify';
import { PRIVACY_NOTICE_VERSION } from '@app/contract';
import { isLoopbackHost, type Config } from './config.ts';
import { findUserByEmail } from './modules/users/users.repository.ts';
import { recordCurrentConsent } from './modules/privacy/privacy.service.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { demoAvatarPng, demoIdProofPdf } from './seed/demo-files.ts';
import { seedDemoMarketplace } from './seed/demo-marketplace.ts';
import type { Db } from './db/database.ts';

export class DemoAccountsReachableError extends Error {}

/**
 * Demo accounts seeded on an earlier, loopback-only start keep their published passwords in the
 * database; a server that another machine can reach must not serve them.
 */
const refuseReachableDemoAccounts = async (config: Config, app: FastifyInstance) => {
  if (isLoopbackHost(config.host)) return;
  for (const account of demoAccounts) {
    if (await app.services.auth.acceptsPassword(account.email, account.password)) {
      throw new DemoAccountsReachableError(
        `The demo account ${account.email} still has its published password, and HOST=${config.host} can be reached from other machines. Change its password or delete it, or set HOST=127.0.0.1.`,
      );
    }
  }
};

/**
 * Runs at every start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (created once, never
 * overwritten) and, when SEED_DEMO is on, the demo accounts (each created only if missing).
 */
export const bootstrapData = async (config: Config, app: FastifyInstance, db: Db) => {
  const { auth, files, listeners } = app.services;
  await refuseReachableDemoAccounts(config, app);
  const created: string[] = [];
  if (config.admin) {
    if (await auth.ensureUser({ ...config.admin, role: 'ADMIN' })) created.push(config.admin.email);
  }
  if (config.seedDemo) {
    for (const account of demoAccounts) {
      if (!(await auth.ensureUser(account))) continue;
      created.push(account.email);
      // The demo people start as if they had agreed to the notice on the sign-up screen (issue 25);
      // a later version of the notice asks them again, like anyone.
      const person = account.role === 'ADMIN' ? undefined : await findUserByEmail(db, account.email);
      if (person) await recordCurrentConsent(db, person.id, PRIVACY_NOTICE_VERSION, new Date());
      const user = account.profile && person;
      if (!account.profile || !user) continue;
      // Demo applications go through the same service as a real applicant's, uploads included.
      const { hue, ...fields } = account.profile;
      const picture = await files.upload(user, demoAvatarPng(hue));
      const idProof = await files.upload(user, demoIdProofPdf(account.name));
      await listeners.seedProfile(user, {
        ...fields,
        name: account.name,
        profilePicture: picture.url,
        idProofUrl: idProof.url,
        isExperienced: fields.isExperienced ?? false,
      });
    }
    // Plans, purchases and past sessions, once: on the start that created the demo accounts.
    const admin = demoAccounts.find((account) => account.role === 'ADMIN');
    if (admin && demoAccounts.every((account) => created.includes(account.email))) {
      await seedDemoMarketplace(db, config, admin);
    }
  }
  return { created };
};
