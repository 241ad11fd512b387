/**
 * The environment, parsed once at start. A bad value stops the server with one readable line
 * (see main.ts) instead of failing later in some request.
 */
import { isIP } from 'node:net';
import { z } from 'zod';

const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

const optionalString = z.preprocess(emptyToUndefined, z.string().optional());

const booleanish = z.preprocess(
  emptyToUndefined,
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
      error: 'must be true or false',
    })
    .optional()
    .transform((v) => (v === undefined ? undefined : ['true', '1', 'yes', 'on'].includes(v))),
);

const postgresUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'postgres:' || url.protocol === 'postgresql:') && url.host !== '';
      } catch {
        return false;
      }
    }, 'must be a postgres:// or postgresql:// URL with a host')
    .optional(),
);

const httpUrl = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .refine((value) => {
      try {
        return ['http:', 'https:'].includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, 'must be an http(s) URL')
    .optional(),
);

const emailList = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .optional()
    .transform((v) =>
      (v ?? '')
        .split(',')
        .map((e) => e.trim().toLowerCase())
        .filter((e) => e !== ''),
    ),
);

/** A count per minute: a whole number from 0 (no limit) up. */
const perMinute = (fallback: number) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number (0 turns the limit off)' })
      .int('must be a whole number (0 turns the limit off)')
      .min(0, 'must be 0 (off) or more')
      .default(fallback),
  );

/** 10.0.0.1, 10.0.0.0/8, ::1, fd00::/8 */
function isIpOrCidr(value: string): boolean {
  const [address = '', bits, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  if (!/^\d{1,3}$/.test(bits)) return false;
  return Number(bits) <= (version === 4 ? 32 : 128);
}

const envSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyToUndefined,
    z.enum(['development', 'production', 'test']).default('production'),
  ),
  PORT: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a port number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 65535')
      .max(65535, 'must be between 0 and 65535')
      .default(3000),
  ),
  HOST: z.preprocess(emptyToUndefined, z.string().default('127.0.0.1')),
  DATABASE_URL: postgresUrl,
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
  PUBLIC_URL: httpUrl,
  AUTH_SECRET: z.preprocess(
    emptyToUndefined,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  ADMIN_EMAILS: emailList,
  CONTACT_EMAIL: z.preprocess(
    emptyToUndefined,
    z.email({ error: 'must be an email address' }).default('hello@pintrip.kr'),
  ),
  SEED_DEMO: booleanish.transform((v) => v ?? true),
  AUTH_RATE_LIMIT: booleanish.transform((v) => v ?? true),
  // Content writes per minute (http/rate-limit.ts); 0 turns a limit off. See docs/deploy.md.
  WRITE_RATE_LIMIT: perMinute(30),
  WRITE_RATE_LIMIT_PER_ADDRESS: perMinute(120),
  UPLOAD_RATE_LIMIT: perMinute(10),
  UPLOAD_RATE_LIMIT_PER_ADDRESS: perMinute(40),
  // Planner requests per minute (POST /itineraries/:id/ops and /presence): far above a fast editor.
  OPS_RATE_LIMIT: perMinute(600),
  OPS_RATE_LIMIT_PER_ADDRESS: perMinute(3000),
  REQUIRE_EMAIL_VERIFICATION: booleanish.transform((v) => v ?? false),
  // Admin routes answer 403 two_factor_required to an admin who has not turned on two-factor sign-in.
  ADMIN_REQUIRE_2FA: booleanish.transform((v) => v ?? false),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  STORAGE: z.preprocess(emptyToUndefined, z.enum(['local', 's3']).default('local')),
  S3_ENDPOINT: httpUrl,
  S3_BUCKET: optionalString,
  S3_REGION: z.preprocess(emptyToUndefined, z.string().default('auto')),
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_PUBLIC_URL: httpUrl,
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  KAKAO_CLIENT_ID: optionalString,
  KAKAO_CLIENT_SECRET: optionalString,
  NAVER_CLIENT_ID: optionalString,
  NAVER_CLIENT_SECRET: optionalString,
  OIDC_ISSUER: httpUrl,
  OIDC_CLIENT_ID: optionalString,
  OIDC_CLIENT_SECRET: optionalString,
  SMTP_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^smtps?:\/\//.test(v), 'must be an smtp:// or smtps:// URL')
      .optional(),
  ),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().default('Pintrip <no-reply@pintrip.kr>')),
  PLACES_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['builtin', 'kakao', 'nominatim']).default('builtin'),
  ),
  KAKAO_REST_API_KEY: optionalString,
  /** A Frankfurter-compatible rate service for expenses in a foreign currency; optional (decision 0036). */
  EXCHANGE_RATE_URL: httpUrl,
  /** Kakao JavaScript key: the share menu offers a KakaoTalk link card when it is set. */
  KAKAO_JS_KEY: optionalString,
  MAP_TILE_URL: z.preprocess(
    emptyToUndefined,
    z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  ),
  WEB_DIST: optionalString,
  // The web app's source maps (*.map): served unless NODE_ENV=production; true serves them there too.
  SERVE_SOURCE_MAPS: booleanish,
  // The reverse proxies whose X-Forwarded-For is believed: IPs or CIDRs, comma-separated.
  TRUSTED_PROXIES: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((e) => e.trim())
          .filter((e) => e !== ''),
      )
      .refine((list) => list.every(isIpOrCidr), 'must be a comma-separated list of IP addresses or CIDRs'),
  ),
  // Prometheus metrics at /api/metrics: off unless METRICS=true; METRICS_TOKEN asks for a Bearer token.
  METRICS: booleanish.transform((v) => v ?? false),
  METRICS_TOKEN: z.preprocess(
    emptyToUndefined,
    z.string().min(16, 'must be at least 16 characters').optional(),
  ),
  // Server processes (node:cluster); more than one needs PostgreSQL.
  WORKERS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 64')
      .max(64, 'must be between 1 and 64')
      .default(1),
  ),
  // Open event streams (GET /api/events) per client address and per process; past either, 503.
  EVENT_STREAMS_PER_ADDRESS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(20),
  ),
  EVENT_STREAMS_MAX: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(1000),
  ),
  // Travel times (issue 24, docs/deploy.md "Travel times"): the estimate needs nothing.
  ROUTING_PROVIDER: z.preprocess(
    emptyToUndefined,
    z.enum(['estimate', 'osrm', 'valhalla', 'kakao']).default('estimate'),
  ),
  OSRM_URL: z.preprocess(emptyToUndefined, z.url('must be a URL').optional()),
  VALHALLA_URL: z.preprocess(emptyToUndefined, z.url('must be a URL').optional()),
  // Kakao Mobility's address (a proxy, or a test double); the key is KAKAO_REST_API_KEY.
  KAKAO_MOBILITY_URL: z.preprocess(
    emptyToUndefined,
    z.url('must be a URL').default('https://apis-navi.kakaomobility.com'),
  ),
  ROUTING_TIMEOUT_MS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(100)
      .max(60_000)
      .default(3000),
  ),
  ROUTING_REQUESTS_PER_MINUTE: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: 'must be a whole number' }).int('must be a whole number').min(0).default(60),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  database: 'embedded' | 'postgres';
  /** SERVE_SOURCE_MAPS, else true outside production. */
  serveSourceMaps: boolean;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError whose message is one line naming every bad variable. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = issue.path.join('.');
      const value = source[name];
      const shown =
        value === undefined ? '' : ` (got "${value.length > 40 ? `${value.slice(0, 40)}…` : value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const env = parsed.data;
  if (env.STORAGE === 's3' && (!env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)) {
    throw new ConfigError(
      'Invalid configuration: STORAGE=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
    );
  }
  if (env.WORKERS > 1 && !env.DATABASE_URL) {
    throw new ConfigError(
      'Invalid configuration: WORKERS above 1 needs DATABASE_URL (the embedded database belongs to one process)',
    );
  }
  if (env.PLACES_PROVIDER === 'kakao' && !env.KAKAO_REST_API_KEY) {
    throw new ConfigError('Invalid configuration: PLACES_PROVIDER=kakao needs KAKAO_REST_API_KEY');
  }
  const routingNeeds = { osrm: 'OSRM_URL', valhalla: 'VALHALLA_URL', kakao: 'KAKAO_REST_API_KEY' } as const;
  if (env.ROUTING_PROVIDER !== 'estimate' && !env[routingNeeds[env.ROUTING_PROVIDER]]) {
    throw new ConfigError(
      `Invalid configuration: ROUTING_PROVIDER=${env.ROUTING_PROVIDER} needs ${routingNeeds[env.ROUTING_PROVIDER]}`,
    );
  }
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    database: env.DATABASE_URL ? 'postgres' : 'embedded',
    serveSourceMaps: env.SERVE_SOURCE_MAPS ?? env.NODE_ENV !== 'production',
  };
}
