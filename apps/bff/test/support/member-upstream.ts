import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

export interface SeenRequest {
  tokenType: unknown;
  authorization: unknown;
  /** uid of a token that verified, else null. */
  uid: string | null;
}

/**
 * An upstream that checks the member token the way the api's contract says (firebase-admin
 * against the run's emulator): UNAUTHORIZED_ERROR unless it verifies, and records what it was
 * sent (token type, token, verified uid), which the real api does not tell. Refresh and retry
 * run against the real api (session.test.ts).
 */
export async function startMemberUpstream(projectId: string) {
  const firebase = initializeApp({ projectId }, `member-upstream-${randomUUID()}`);
  const auth = getAuth(firebase);
  const seen: SeenRequest[] = [];
  const app = Fastify({ logger: false });
  app.post('/graphql', async (request) => {
    const authorization = request.headers.authorization;
    let uid: string | null = null;
    if (typeof authorization === 'string') {
      uid = await auth.verifyIdToken(authorization, true).then(
        (token) => token.uid,
        () => null,
      );
    }
    seen.push({ tokenType: request.headers['token-type'], authorization, uid });
    if (!uid) {
      return {
        data: null,
        errors: [
          {
            message: 'unauthorized',
            path: ['endUserViewer'],
            extensions: { code: 'UNAUTHORIZED_ERROR' },
          },
        ],
      };
    }
    return { data: { endUserViewer: { id: uid } } };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return {
    graphqlUrl: `http://127.0.0.1:${port}/graphql`,
    seen,
    async stop() {
      await app.close();
      await deleteApp(firebase);
    },
  };
}
