import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BffConfig } from '../config';
import { IdentityService } from '../identity/identity-service';

declare module 'fastify' {
  interface FastifyInstance {
    identity: IdentityService;
  }
}

async function identityPlugin(app: FastifyInstance, opts: { config: BffConfig }) {
  const { FIREBASE_AUTH_EMULATOR_HOST: emulatorHost, FIREBASE_PROJECT_ID: projectId } = opts.config;
  if (emulatorHost) {
    // firebase-admin reads the emulator address from the environment only; the REST client
    // and firebase-admin must talk to the same identity provider.
    const inEnv = process.env.FIREBASE_AUTH_EMULATOR_HOST;
    if (inEnv && inEnv !== emulatorHost) {
      throw new Error(
        `FIREBASE_AUTH_EMULATOR_HOST differs between config (${emulatorHost}) and environment (${inEnv})`,
      );
    }
    process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
    if (opts.config.NODE_ENV === 'production') {
      app.log.warn({ emulatorHost }, 'identity: using the Firebase Auth emulator');
    }
  } else if (process.env.FIREBASE_AUTH_EMULATOR_HOST) {
    throw new Error('FIREBASE_AUTH_EMULATOR_HOST is set in the environment but not in the config');
  }
  const identity = new IdentityService({
    projectId,
    apiKey: opts.config.FIREBASE_API_KEY ?? 'emulator-api-key',
    emulatorHost,
  });
  app.decorate('identity', identity);
  app.addHook('onClose', () => identity.close());
}

export default fp(identityPlugin, { name: 'identity' });
