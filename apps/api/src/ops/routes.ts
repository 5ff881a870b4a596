import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db';
import type { IdentityProvider } from '../identity/identity-provider';
import type { LinkTokens } from '../modules/conversions/link-tokens';
import type { IndexingNotifications } from '../modules/search-engines/notifications';
import type { WebPageCache } from '../modules/web-cache/page-cache';
import { isOpsCommand, OpsError, runOpsCommand } from './commands';

export interface OpsRoutesOptions {
  db: Database;
  token: string;
  /** Only with the Auth emulator: `demo-account` creates an account there. */
  emulatorIdentity?: IdentityProvider;
  linkTokens: LinkTokens;
  notifications?: IndexingNotifications;
  webCache?: WebPageCache;
  now?: () => Date;
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `POST /ops/:command` for the operator CLI: the running api does the work, so the CLI needs
 * no database of its own (PGlite serves one process only). Bearer token only (OPS_TOKEN or
 * `<DATA_DIR>/ops.token`); 404 for anything else, so the routes do not announce themselves.
 */
export async function opsRoutes(app: FastifyInstance, options: OpsRoutesOptions) {
  app.post<{ Params: { command: string }; Body: unknown }>(
    '/ops/:command',
    { bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const bearer = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1] ?? '';
      if (!sameToken(bearer, options.token) || !isOpsCommand(request.params.command)) {
        return reply.code(404).send({ message: 'Not Found' });
      }
      try {
        const result = await runOpsCommand(
          {
            db: options.db,
            linkTokens: options.linkTokens,
            ...(options.notifications ? { notifications: options.notifications } : {}),
            ...(options.webCache ? { webCache: options.webCache } : {}),
            ...(options.now ? { now: options.now } : {}),
            ...(options.emulatorIdentity ? { identity: options.emulatorIdentity } : {}),
          },
          request.params.command,
          request.body,
        );
        request.log.info({ command: request.params.command }, 'operator command');
        return { ok: true, result };
      } catch (error) {
        if (error instanceof OpsError)
          return reply.code(400).send({ ok: false, error: error.message });
        throw error;
      }
    },
  );
}
