import { z } from 'zod';
import { toE164KenyanPhone } from '../shared/phone.ts';
import {
  DEFAULT_CAR_COST_PER_KM_KSH,
  DEFAULT_MAX_RIDES_PER_DRIVER_PER_DAY,
  DEFAULT_MIN_RIDE_KM,
} from '../shared/rules/cost-sharing.ts';

const flag = z
  .enum(['0', '1', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const int = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, `must be a whole number from ${min} to ${max}`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `must be from ${min} to ${max}`)
        .max(max, `must be from ${min} to ${max}`),
    );

const optionalText = z.string().min(1).optional();

/** OpenStreetMap's own tile server; its attribution is shown on every map. */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** A tile URL template: http(s), with {z}, {x} and {y}; `{s}` may name a subdomain. */
const mapTileUrl = z.string().refine(
  (template) => {
    if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return false;
    try {
      const url = new URL(template.replace(/\{[a-z]+\}/g, 'a'));
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  },
  { message: 'must be an http(s) tile URL template with {z}, {x} and {y}' },
);

/**
 * Every environment variable Pamoja reads, checked once at start-up.
 * Empty strings count as unset, so `FOO=` in a .env file means "use the default".
 */
export const configSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ALLOW_SIMULATORS_IN_PRODUCTION: flag.default(false),
    PORT: int(1, 65535).default(5000),
    HOST: z.string().min(1).default('0.0.0.0'),
    PUBLIC_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),

    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_SIZE: int(1, 200).default(10),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_ROOT: z.string().min(1).optional(),
    DEMO_DATA: flag.optional(),

    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    TRUST_PROXY: flag.default(false),
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
    API_RATE_LIMIT_PER_MINUTE: int(0, 1_000_000).default(600),
    // How long a process keeps a session it looked up (PostgreSQL; every change is heard at once
    // through LISTEN/NOTIFY, this bounds what a lost notice could leave). 0: look up every time.
    SESSION_CACHE_SECONDS: int(0, 3600).default(30),
    OTP_SENDS_PER_PHONE_PER_HOUR: int(1, 1_000_000).default(5),
    OTP_SENDS_PER_IP_PER_HOUR: int(1, 1_000_000).default(20),
    AGENT_PHONES: z
      .string()
      .default('')
      .transform((list, ctx) =>
        list
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
          .map((phone) => {
            const e164 = toE164KenyanPhone(phone);
            if (!e164)
              ctx.addIssue({
                code: 'custom',
                message: `must list Kenyan phone numbers ("${phone}" is not one)`,
              });
            return e164 ?? phone;
          }),
      ),

    SMS_PROVIDER: z.enum(['outbox', 'africastalking']).default('outbox'),
    AT_USERNAME: optionalText,
    AT_API_KEY: optionalText,
    AT_SENDER_ID: optionalText,
    AT_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    // Two-way SMS: Africa's Talking posts incoming SMS and delivery reports to
    // /api/sms/{inbound,delivery}/<secret>; unset, those routes do not exist.
    SMS_CALLBACK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),
    SMS_ANSWERS_PER_PHONE_PER_HOUR: int(1, 1000).default(10),
    // The USSD code the SMS help text tells people to dial.
    USSD_SERVICE_CODE: z
      .string()
      .regex(/^\*[\d*]+#$/, 'must be a USSD code such as *384*7726#')
      .default('*384*7726#'),

    // The path secret of Africa's Talking's USSD callback; unset, the USSD service is off.
    USSD_CALLBACK_SECRET: z.string().min(24, 'must be at least 24 characters').optional(),

    PAYMENTS_PROVIDER: z.enum(['simulator', 'daraja']).default('simulator'),
    MPESA_SIMULATOR_DELAY_MS: int(0, 600_000).default(3000),
    MPESA_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    MPESA_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    MPESA_CONSUMER_KEY: optionalText,
    MPESA_CONSUMER_SECRET: optionalText,
    MPESA_SHORTCODE: optionalText,
    MPESA_PASSKEY: optionalText,
    MPESA_TRANSACTION_TYPE: z
      .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
      .default('CustomerPayBillOnline'),
    MPESA_PARTY_B: optionalText,
    MPESA_CALLBACK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
    MPESA_B2C_SHORTCODE: optionalText,
    MPESA_B2C_INITIATOR_NAME: optionalText,
    MPESA_B2C_SECURITY_CREDENTIAL: optionalText,

    STORAGE_PROVIDER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: optionalText,
    S3_REGION: optionalText,
    S3_ENDPOINT: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,

    GOOGLE_MAPS_API_KEY: optionalText,
    GOOGLE_MAPS_API_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    // The key the web app's map loads with, restricted by HTTP referrer to Pamoja's pages: a key
    // any signed-in person is given. GOOGLE_MAPS_API_KEY, used from this server, never is.
    GOOGLE_MAPS_BROWSER_KEY: optionalText,
    // Calls to Google (questions no process has an answer kept for) an hour per signed-in person
    // and per visitor's address; past them suggestions and typed addresses come from Pamoja's own
    // places, else 429. Many Kenyan mobile users share one address behind carrier NAT.
    GOOGLE_MAPS_LOOKUPS_PER_PERSON_PER_HOUR: int(1, 1_000_000).default(100),
    GOOGLE_MAPS_LOOKUPS_PER_ADDRESS_PER_HOUR: int(1, 1_000_000).default(300),
    // The raster tiles of the trip-day maps (trip screen, share page, agents' incidents); the
    // Content-Security-Policy allows images from exactly this host.
    MAP_TILE_URL: mapTileUrl.default(DEFAULT_MAP_TILE_URL),

    // Cost sharing (docs/product-rules.md, "Cost sharing and reliability"): passengers share the
    // car's running cost and the driver makes no profit, which keeps a ride carpooling and not
    // unlicensed taxi work. The car's cost a kilometre in whole KSh (fuel, tyres, oil and
    // servicing), the shortest ride in whole km and the departures a driver may offer a Nairobi day.
    CAR_COST_PER_KM_KSH: int(1, 1000).default(DEFAULT_CAR_COST_PER_KM_KSH),
    MIN_RIDE_KM: int(0, 100).default(DEFAULT_MIN_RIDE_KM),
    MAX_RIDES_PER_DRIVER_PER_DAY: int(1, 100).default(DEFAULT_MAX_RIDES_PER_DRIVER_PER_DAY),

    CONTACT_PHONE: z.string().min(1).default('+254 700 726652'),
    CONTACT_EMAIL: z
      .email({ message: 'must be an e-mail address' })
      .default('support@pamoja.co.ke'),
    CONTACT_WEBSITE: z
      .url({ message: 'must be an absolute http(s) URL' })
      .default('https://pamoja.co.ke'),
    CONTACT_ADDRESS: z
      .string()
      .min(1)
      .default('Pamoja Mobility Ltd, 4th Floor, The Mirage, Chiromo Road, Westlands, Nairobi'),
    SOCIAL_INSTAGRAM: z
      .url({ message: 'must be an absolute http(s) URL' })
      .default('https://instagram.com/pamoja.ke'),
    SOCIAL_FACEBOOK: z
      .url({ message: 'must be an absolute http(s) URL' })
      .default('https://facebook.com/pamoja.ke'),
    SOCIAL_TIKTOK: z
      .url({ message: 'must be an absolute http(s) URL' })
      .default('https://tiktok.com/@pamoja.ke'),
    SOCIAL_TWITTER: z
      .url({ message: 'must be an absolute http(s) URL' })
      .default('https://x.com/pamoja_ke'),
    // The store pages of the apps, once published; without them the web app offers to be added
    // to the home screen instead of linking to nowhere.
    ANDROID_APP_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),
    IOS_APP_URL: z.url({ message: 'must be an absolute http(s) URL' }).optional(),

    // Web Push (VAPID, RFC 8292): both keys, base64url, as `npx web-push generate-vapid-keys`
    // prints them; unset, a pair is generated once and kept in the database.
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a base64url P-256 public key (87 characters)')
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url P-256 private key (43 characters)')
      .optional(),
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: or https:// address')
      .optional(),
  })
  .superRefine((c, ctx) => {
    const need = (when: boolean, keys: (keyof typeof c)[], because: string) => {
      if (!when) return;
      for (const key of keys) {
        if (!c[key])
          ctx.addIssue({ code: 'custom', path: [key], message: `is required ${because}` });
      }
    };
    need(
      c.SMS_PROVIDER === 'africastalking',
      ['AT_USERNAME', 'AT_API_KEY'],
      'when SMS_PROVIDER=africastalking',
    );
    need(
      c.PAYMENTS_PROVIDER === 'daraja',
      [
        'MPESA_CONSUMER_KEY',
        'MPESA_CONSUMER_SECRET',
        'MPESA_SHORTCODE',
        'MPESA_PASSKEY',
        'MPESA_CALLBACK_SECRET',
        'PUBLIC_URL',
      ],
      'when PAYMENTS_PROVIDER=daraja',
    );
    need(
      c.STORAGE_PROVIDER === 's3',
      ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
      'when STORAGE_PROVIDER=s3',
    );
    // A server key cannot carry a referrer restriction: handed to browsers, anyone could spend it.
    if (c.GOOGLE_MAPS_BROWSER_KEY && c.GOOGLE_MAPS_BROWSER_KEY === c.GOOGLE_MAPS_API_KEY)
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_MAPS_BROWSER_KEY'],
        message: 'must be a key of its own, restricted to your site, not GOOGLE_MAPS_API_KEY',
      });
    if (Boolean(c.VAPID_PUBLIC_KEY) !== Boolean(c.VAPID_PRIVATE_KEY)) {
      const missing = c.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
      ctx.addIssue({
        code: 'custom',
        path: [missing],
        message: 'is required with the other VAPID key (set both or neither)',
      });
    }
    if (c.NODE_ENV === 'production') refuseStandIns(c, ctx);
  })
  .transform((c) => ({
    ...c,
    // The embedded database starts with demo rides so a newcomer sees a living product;
    // a real server, and anything in production, starts empty unless asked.
    DEMO_DATA: c.DEMO_DATA ?? (!c.DATABASE_URL && c.NODE_ENV !== 'production'),
  }));

const STAGING_HINT = 'ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server';

/**
 * Production runs on the real providers only: the outbox texts nobody and the simulator credits
 * tokens nobody paid for. A staging server may keep them, but only when it says so.
 */
function refuseStandIns(
  c: {
    SECRET_KEY?: string | undefined;
    PUBLIC_URL?: string | undefined;
    DEMO_DATA?: boolean | undefined;
    ALLOW_SIMULATORS_IN_PRODUCTION: boolean;
  } & ProviderSettings,
  ctx: z.RefinementCtx,
) {
  const refuse = (key: string, message: string) =>
    ctx.addIssue({ code: 'custom', path: [key], message });
  if (!c.SECRET_KEY) refuse('SECRET_KEY', 'is required when NODE_ENV=production');
  if (!c.PUBLIC_URL) refuse('PUBLIC_URL', 'is required when NODE_ENV=production');
  else if (!c.PUBLIC_URL.startsWith('https://'))
    refuse('PUBLIC_URL', 'must be an https:// URL when NODE_ENV=production');
  if (c.ALLOW_SIMULATORS_IN_PRODUCTION) return;
  if (c.SMS_PROVIDER !== 'africastalking')
    refuse(
      'SMS_PROVIDER',
      `must be africastalking when NODE_ENV=production (the outbox texts nobody; ${STAGING_HINT})`,
    );
  if (c.PAYMENTS_PROVIDER !== 'daraja')
    refuse(
      'PAYMENTS_PROVIDER',
      `must be daraja when NODE_ENV=production (the simulator takes no money; ${STAGING_HINT})`,
    );
  if (c.DEMO_DATA)
    refuse(
      'DEMO_DATA',
      `cannot be on when NODE_ENV=production (it adds invented drivers and rides; ${STAGING_HINT})`,
    );
  // A provider's sandbox accepts every request and delivers nothing: as silent as a stand-in.
  if (c.SMS_PROVIDER === 'africastalking') {
    if (c.AT_USERNAME === 'sandbox')
      refuse(
        'AT_USERNAME',
        `cannot be sandbox when NODE_ENV=production (Africa's Talking's sandbox texts nobody; ${STAGING_HINT})`,
      );
    if (isSandboxUrl(c.AT_API_URL, AT_SANDBOX_HOST))
      refuse(
        'AT_API_URL',
        `is Africa's Talking's sandbox, which texts nobody: not for NODE_ENV=production (${STAGING_HINT})`,
      );
  }
  if (c.PAYMENTS_PROVIDER === 'daraja') {
    if (c.MPESA_ENVIRONMENT !== 'production')
      refuse(
        'MPESA_ENVIRONMENT',
        `must be production when NODE_ENV=production (Daraja's sandbox moves no money; ${STAGING_HINT})`,
      );
    if (isSandboxUrl(c.MPESA_API_URL, DARAJA_SANDBOX_HOST))
      refuse(
        'MPESA_API_URL',
        `is Daraja's sandbox, which moves no money: not for NODE_ENV=production (${STAGING_HINT})`,
      );
  }
}

/** What says which of a real provider's services, its own or its sandbox, is reached. */
interface ProviderSettings {
  SMS_PROVIDER: string;
  PAYMENTS_PROVIDER: string;
  AT_USERNAME?: string | undefined;
  AT_API_URL?: string | undefined;
  MPESA_ENVIRONMENT: string;
  MPESA_API_URL?: string | undefined;
}

const AT_SANDBOX_HOST = 'api.sandbox.africastalking.com';
const DARAJA_SANDBOX_HOST = 'sandbox.safaricom.co.ke';

/**
 * An API address naming the provider's sandbox. Any other address (a proxy on the way out, a
 * local stand-in in tests) is a deliberate setting, unlike a sandbox reached by a username or a
 * default, and fails loudly when it is wrong.
 */
function isSandboxUrl(url: string | undefined, sandboxHost: string): boolean {
  return url !== undefined && new URL(url).hostname.toLowerCase() === sandboxHost;
}

/** The sandboxes a configuration's real providers talk to, named for people. */
function sandboxesOf(c: ProviderSettings): string[] {
  const smsSandbox =
    c.SMS_PROVIDER === 'africastalking' &&
    (c.AT_USERNAME === 'sandbox' || isSandboxUrl(c.AT_API_URL, AT_SANDBOX_HOST));
  const paymentsSandbox =
    c.PAYMENTS_PROVIDER === 'daraja' &&
    (c.MPESA_ENVIRONMENT !== 'production' || isSandboxUrl(c.MPESA_API_URL, DARAJA_SANDBOX_HOST));
  return [
    ...(smsSandbox ? ["Africa's Talking sandbox"] : []),
    ...(paymentsSandbox ? ['Daraja sandbox'] : []),
  ];
}

/** The stand-in providers a configuration uses, named for people (health, the start-up log). */
export function standInsOf(config: Config): string[] {
  return [
    ...(config.SMS_PROVIDER === 'outbox' ? ['SMS outbox'] : []),
    ...(config.PAYMENTS_PROVIDER === 'simulator' ? ['M-Pesa simulator'] : []),
    ...sandboxesOf(config),
    ...(config.DEMO_DATA ? ['demo data'] : []),
  ];
}

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {}

/** Values of these variables are never echoed back, even when wrong. */
const SECRET = /KEY|SECRET|PASSWORD|CREDENTIAL|TOKEN|DATABASE_URL/;

/** Parses the environment; throws ConfigError with one line per bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const input = Object.fromEntries(
    Object.keys(configSchema.in.shape).flatMap((key) => {
      const value = env[key];
      return value === undefined || value === '' ? [] : [[key, value]];
    }),
  );
  const parsed = configSchema.safeParse(input);
  if (parsed.success) return parsed.data;
  const lines = parsed.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? 'configuration');
    const got =
      key in input && !SECRET.test(key) ? ` (got "${String(input[key]).slice(0, 40)}")` : '';
    return `Invalid configuration: ${key} ${explainIssue(issue)}${got}`;
  });
  throw new ConfigError(lines.join('\n'));
}

function explainIssue(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_value') {
    return `must be one of ${issue.values.map(String).join(', ')}`;
  }
  return issue.message;
}
