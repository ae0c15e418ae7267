import { parseArgs } from 'node:util';
import { z } from 'zod';
import { emailSchema } from '@app/contract';
import { buildApp } from '../app.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { resolveJwtSecret } from '../lib/secrets.ts';

// npm run admin:create -- --email E --password P --name N
const usage = 'Usage: npm run admin:create -- --email E --password P --name N';

const main = async () => {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const input = z
    .object({
      email: emailSchema,
      password: z.string({ error: 'is required' }).min(8, 'must be at least 8 characters long'),
      name: z.string({ error: 'is required' }).trim().min(1, 'is required'),
    })
    .safeParse(values);
  if (!input.success) {
    const problems = input.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
    console.error(`${usage}\n${problems.join('\n')}`);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { driver: 'postgres', url: config.databaseUrl }
      : { driver: 'pglite', dataDir: config.dataDir },
  );
  const app = await buildApp({
    config,
    database,
    jwtSecret: resolveJwtSecret(config.jwtSecret, config.dataDir),
    logger: false,
  });
  try {
    const created = await app.services.auth.ensureUser({ ...input.data, role: 'ADMIN' });
    console.log(
      created
        ? `Admin ${input.data.email} created.`
        : `An account for ${input.data.email} already exists; nothing changed.`,
    );
    process.exitCode = created ? 0 : 1;
  } finally {
    await app.close();
    await database.close();
  }
};

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `Failed: ${(error as Error).message}`);
  process.exit(1);
});
