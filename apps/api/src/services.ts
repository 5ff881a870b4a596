import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRedis, describeRedisTarget, failFastRedisOptions } from '@jobsite/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { ApiConfig } from './config';
import type { Database } from './db';
import { FirebaseIdentityProvider } from './identity/firebase-identity';
import type { IdentityProvider } from './identity/identity-provider';
import { LinkTokens } from './modules/conversions/link-tokens';
import { type CrmClient, LocalCrmClient } from './modules/crm/crm-client';
import { type LineGateway, LocalLineGateway } from './modules/line/line-gateway';
import { type Mailer, SmtpMailer } from './modules/notifications/mailer';
import { UnsubscribeTokens } from './modules/notifications/unsubscribe-tokens';
import { RateLimiter } from './modules/rate-limit';
import { LocalSmsGateway, type SmsGateway } from './modules/sms/sms-gateway';
import type { AttachmentStorage } from './storage/attachment-storage';
import { LocalAttachmentStorage } from './storage/local-storage';

/**
 * What the member half talks to besides the database, each behind an interface so a real
 * client replaces the local one without touching resolvers.
 */
export interface ApiServices {
  identity: IdentityProvider;
  storage: AttachmentStorage;
  crm: CrmClient;
  line: LineGateway;
  sms: SmsGateway;
  limiter: RateLimiter;
  /** Signed tokens of scout links (decision 0026). */
  linkTokens: LinkTokens;
  /** Notification mail (decision 0049); null without SMTP_URL. */
  mailer: Mailer | null;
  /** Signed tokens of mail unsubscribe links (decision 0049). */
  unsubscribeTokens: UnsubscribeTokens;
  settings: {
    enableMicroConversion: boolean;
    attachmentUrlTtlSeconds: number;
    /** The site's origin (links and calendar UIDs name it). */
    siteUrl: string;
  };
}

/**
 * A secret of this installation: the configured value, or a random one kept in
 * `<DATA_DIR>/<name>` (mode 0600) so it survives restarts. Instances sharing DATA_DIR and
 * starting together agree on one: the file appears complete or not at all (written aside, then
 * hard-linked into place, which fails when another instance got there first). Configure the
 * secret itself where instances do not share a folder.
 */
export function localSecret(
  config: ApiConfig,
  configured: string | undefined,
  name: string,
): string {
  if (configured) return configured;
  const file = path.join(config.DATA_DIR, name);
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(config.DATA_DIR, { recursive: true });
  const aside = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(aside, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(aside, file);
  } catch (error) {
    // Another instance's secret is in place: use it. A short leftover from before is replaced.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    if (!readSecret(file)) renameSync(aside, file);
  } finally {
    rmSync(aside, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file}: could not keep a secret there`);
  return secret;
}

function readSecret(file: string): string | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return text.length >= 32 ? text : null;
  } catch {
    return null;
  }
}

export interface CreatedServices {
  services: ApiServices;
  localStorage: LocalAttachmentStorage;
  close(): Promise<void>;
}

/** The embedded defaults: Firebase (or its emulator), the local folder, CRM, LINE and SMS. */
export function createServices(
  config: ApiConfig,
  db: Database,
  log: FastifyBaseLogger,
  overrides: Partial<ApiServices> = {},
): CreatedServices {
  const identity =
    overrides.identity ??
    new FirebaseIdentityProvider({
      projectId: config.FIREBASE_PROJECT_ID,
      emulatorHost: config.FIREBASE_AUTH_EMULATOR_HOST,
      apiKey: config.FIREBASE_API_KEY,
    });
  const localStorage = new LocalAttachmentStorage({
    root: config.ATTACHMENTS_DIR,
    secret: localSecret(config, config.ATTACHMENT_URL_SECRET, 'attachment-url.secret'),
    baseUrl: config.ATTACHMENT_BASE_URL,
  });
  const redis = overrides.limiter ? null : connectRedis(config, log);
  const linkSecret = () => localSecret(config, config.LINK_TOKEN_SECRET, 'link-token.secret');
  const mailer =
    overrides.mailer !== undefined
      ? overrides.mailer
      : config.SMTP_URL
        ? new SmtpMailer(config.SMTP_URL, config.MAIL_FROM)
        : null;
  const services: ApiServices = {
    identity,
    storage: overrides.storage ?? localStorage,
    crm: overrides.crm ?? new LocalCrmClient(db),
    line: overrides.line ?? new LocalLineGateway(db),
    sms: overrides.sms ?? new LocalSmsGateway(db, log),
    limiter: overrides.limiter ?? new RateLimiter(redis, config.REDIS_KEY_PREFIX),
    linkTokens: overrides.linkTokens ?? new LinkTokens(linkSecret()),
    mailer,
    unsubscribeTokens: overrides.unsubscribeTokens ?? new UnsubscribeTokens(linkSecret()),
    settings: {
      enableMicroConversion: config.ENABLE_MICRO_CONVERSION,
      attachmentUrlTtlSeconds: config.ATTACHMENT_URL_TTL_SECONDS,
      siteUrl: config.SITE_URL,
    },
  };
  return {
    services,
    localStorage,
    close: async () => {
      if (!overrides.identity) await identity.close();
      if (overrides.mailer === undefined) mailer?.close();
      if (redis?.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis?.disconnect();
    },
  };
}

/**
 * The api's Redis (rate limits), when configured. It connects in the background and fails fast
 * while down: the limiter then counts in this process until Redis is back.
 */
function connectRedis(config: ApiConfig, log: FastifyBaseLogger): Redis | null {
  const target = config.REDIS;
  if (!target) return null;
  const redis = createRedis(target, failFastRedisOptions('api'));
  let up = false;
  redis.on('ready', () => {
    log.info(`Redis: ${describeRedisTarget(target)}`);
    up = true;
  });
  redis.on('error', (error: Error) => {
    if (up)
      log.error(
        { err: error },
        'Redis unavailable: rate limits count per process until it returns',
      );
    up = false;
  });
  redis.connect().catch(() => {}); // reported by the error event; ioredis keeps retrying
  return redis;
}

/** Services of a schema-only context (catalogue tests): any use is a programming error. */
export function unavailableServices(): ApiServices {
  return new Proxy({} as ApiServices, {
    get(_target, property) {
      throw new Error(`api services not configured (asked for ${String(property)})`);
    },
  });
}
