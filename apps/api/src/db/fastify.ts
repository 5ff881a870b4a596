import type { DatabaseHandle } from './client';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's database (src/db): `app.database.db` is the drizzle database. */
    database: DatabaseHandle;
  }
}
