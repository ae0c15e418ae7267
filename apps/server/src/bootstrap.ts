import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { findUserByEmail } from './modules/users/users.repository.ts';
import { demoAccounts } from './seed/demo-accounts.ts';
import { demoAvatarPng, demoIdProofPdf } from './seed/demo-files.ts';
import type { Db } from './db/database.ts';

/**
 * Runs at every start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD (created once, never
 * overwritten) and, when SEED_DEMO is on, the demo accounts (each created only if missing).
 */
export const bootstrapData = async (config: Config, app: FastifyInstance, db: Db) => {
  const { auth, files, listeners } = app.services;
  const created: string[] = [];
  if (config.admin) {
    if (await auth.ensureUser({ ...config.admin, role: 'ADMIN' })) created.push(config.admin.email);
  }
  if (config.seedDemo) {
    for (const account of demoAccounts) {
      if (!(await auth.ensureUser(account))) continue;
      created.push(account.email);
      const user = account.profile && (await findUserByEmail(db, account.email));
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
  }
  return { created };
};
