import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';
import { DEMO_PASSWORD, DEMO_SIGN_INS, seedDemo } from './modules/identity/demo-seed.js';

/** `npm run seed:demo`: adds the demo accounts and sign-ins to the configured database. */
async function main(): Promise<void> {
  const app = await buildApp({ ...loadConfig(process.env), logLevel: 'warn' });
  try {
    const created = await seedDemo(app.database.db);
    console.log(
      created ? 'Demo data created. Sign in with:' : 'Demo data was already there. Sign in with:',
    );
    for (const { who, signIn } of DEMO_SIGN_INS) console.log(`  ${who.padEnd(56)} ${signIn}`);
    console.log(`  Password for all: ${DEMO_PASSWORD}`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
