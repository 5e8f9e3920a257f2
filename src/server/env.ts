// The only reader of process.env: every setting of Samverka, parsed and checked once.
import { z } from 'zod';
import { isIP } from 'node:net';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { describeWriteFailure, WRITE_FAILURE_CODES } from './lib/data-dir-lock.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** A proxy address or CIDR range, e.g. 10.0.0.5 or 10.0.0.0/8 or fd00::/8. */
const isProxyAddress = (entry: string): boolean => {
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
};

/**
 * Which proxies to believe: 'false' (none, the default), 'true' (one hop), a number of hops, or a
 * comma-separated list of proxy addresses/ranges. The client IP is then read from the right of
 * X-Forwarded-For, where the trusted proxies wrote it, never from the left where the client writes.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((value, ctx): number | string[] => {
    const low = value.toLowerCase();
    if (low === 'false' || low === 'no') return 0;
    if (low === 'true' || low === 'yes') return 1;
    if (/^\d+$/.test(low) && Number(low) <= 20) return Number(low);
    const list = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (list.length > 0 && list.every(isProxyAddress)) return list;
    ctx.addIssue({
      code: 'custom',
      message: 'ange false, true, ett antal proxysteg (0–20) eller en kommaseparerad lista med proxyadresser',
    });
    return z.NEVER;
  });

const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** 1: the embedded database runs on the server's thread (as before), not in a worker thread of its own */
  PGLITE_IN_PROCESS: bool.default(false),
  PUBLIC_URL: z.string().url().optional(),
  AUTH_SECRET: z.string().min(32, 'måste vara minst 32 tecken').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'måste vara minst 8 tecken').optional(),
  SEED_SAMPLES: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** scrypt cost as a power of two; 17 is OWASP's recommendation, tests may lower it for speed */
  PASSWORD_HASH_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
  BASIC_OFFER_LIMIT: z.coerce.number().int().min(0).default(3),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('auto'),
  S3_PUBLIC_URL: z.string().url().optional(),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PRICE_ID: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_HOST: z.string().optional(),
  AI_BASE_URL: z.string().url().optional(),
  AI_API_KEY: z.string().optional(),
  AI_MODEL: z.string().optional(),
  /** how long the assistant waits for the model to read a request or reorder matches before going on without */
  AI_ASSIST_TIMEOUT_MS: z.coerce.number().int().min(100).max(20_000).default(2500),
  TRUST_PROXY: trustProxy.optional().transform((v) => v ?? 0),
  /** outgoing mail: smtp://user:pass@host:port or smtps://…; unset → .eml files under DATA_DIR/outbox */
  SMTP_URL: z
    .string()
    .url()
    .refine((v) => /^smtps?:$/.test(new URL(v).protocol), 'måste börja med smtp:// eller smtps://')
    .optional(),
  /** the sender of every mail, e.g. 'Samverka <noreply@samverka.se>'; default from PUBLIC_URL's host */
  MAIL_FROM: z.string().trim().min(3).optional(),
  /** background jobs: 'inline' runs the workers in the server process, 'off' leaves them to `npm run worker` */
  WORKERS: z.enum(['inline', 'off']).default('inline'),
  /** how long a chat message stays unread before its notification is mailed (seconds) */
  NOTIFY_MESSAGE_DELAY_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(7 * 24 * 3600)
    .default(900),
  /** the hour (Europe/Stockholm) the daily digest of notifications goes out */
  DIGEST_HOUR: z.coerce.number().int().min(0).max(23).default(7),
  /** 'local' allows the built-in test checkout in production; 'off' turns payments off everywhere */
  BILLING: z.enum(['local', 'off']).optional(),
  /** test and benchmark harnesses only: answer memory questions over the parent's IPC channel */
  SAMVERKA_DIAGNOSTICS_IPC: bool.default(false),
  /** test and benchmark harnesses only: each API answer tells its database statements in X-Query-Count */
  SAMVERKA_QUERY_COUNT: bool.default(false),
});

export type Env = z.infer<typeof ZEnv> & { PUBLIC_URL: string; AUTH_SECRET: string; MAIL_FROM: string };

function fail(message: string): never {
  console.error(`Samverka: ogiltig konfiguration — ${message}`);
  process.exit(1);
}

/** AUTH_SECRET unset: generate one once and keep it in DATA_DIR, readable only by us. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  try {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, secret, { mode: 0o600 });
    chmodSync(file, 0o600);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (!WRITE_FAILURE_CODES.has(code)) throw error;
    console.error(describeWriteFailure(path.resolve(dataDir), code));
    process.exit(1);
  }
  return secret;
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const result = ZEnv.safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    fail(`${String(issue.path[0])}: ${issue.message}`);
  }
  const env = result.data;
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) fail('AUTH_SECRET: krävs när NODE_ENV=production');
  const s3 = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY];
  if (s3.some(Boolean) && !s3.every(Boolean)) {
    fail('S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID och S3_SECRET_ACCESS_KEY måste anges tillsammans');
  }
  const stripe = [env.STRIPE_SECRET_KEY, env.STRIPE_PRICE_ID, env.STRIPE_WEBHOOK_SECRET];
  if (stripe.some(Boolean) && !stripe.every(Boolean)) {
    fail('STRIPE_SECRET_KEY, STRIPE_PRICE_ID och STRIPE_WEBHOOK_SECRET måste anges tillsammans');
  }
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    ...env,
    PUBLIC_URL: publicUrl,
    MAIL_FROM: env.MAIL_FROM ?? `Samverka <noreply@${new URL(publicUrl).hostname}>`,
    AUTH_SECRET: env.AUTH_SECRET ?? loadOrCreateSecret(env.DATA_DIR),
  };
}

// this module is the one place allowed to read process.env
export const readProcessEnv = (): Record<string, string | undefined> => process.env;
