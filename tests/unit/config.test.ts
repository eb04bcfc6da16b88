import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, standInsOf } from '../../src/server/config.ts';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a configuration error');
}

describe('configuration', () => {
  it('runs on its embedded defaults with nothing set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(5000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DEMO_DATA).toBe(true);
    expect(config.SMS_PROVIDER).toBe('outbox');
    expect(config.PAYMENTS_PROVIDER).toBe('simulator');
    expect(config.STORAGE_PROVIDER).toBe('local');
    expect(config.API_RATE_LIMIT_PER_MINUTE).toBe(600);
    expect(config.OTP_SENDS_PER_PHONE_PER_HOUR).toBe(5);
    expect(config.OTP_SENDS_PER_IP_PER_HOUR).toBe(20);
    expect(config.MPESA_SIMULATOR_DELAY_MS).toBe(3000);
  });

  it('turns demo data off by default on a PostgreSQL server, and DEMO_DATA=0 turns it off', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).DEMO_DATA).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', DEMO_DATA: '1' }).DEMO_DATA).toBe(true);
    expect(loadConfig({ DEMO_DATA: '0' }).DEMO_DATA).toBe(false);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(5000);
  });

  it('names the variable and what is allowed, in one line', () => {
    expect(configError({ PORT: 'abc' })).toBe(
      'Invalid configuration: PORT must be a whole number from 1 to 65535 (got "abc")',
    );
    expect(configError({ PAYMENTS_PROVIDER: 'foo' })).toBe(
      'Invalid configuration: PAYMENTS_PROVIDER must be one of simulator, daraja (got "foo")',
    );
    expect(configError({ PORT: '70000' })).toContain('PORT must be from 1 to 65535');
    expect(configError({ DATABASE_URL: 'mysql://x' })).toMatch(
      /^Invalid configuration: DATABASE_URL must be a postgres/,
    );
    expect(configError({ DEMO_DATA: 'maybe' })).toContain('DEMO_DATA must be one of 0, 1');
  });

  it('never echoes a secret back', () => {
    const message = configError({ SECRET_KEY: 'short-secret' });
    expect(message).toContain('SECRET_KEY must be at least 32 characters');
    expect(message).not.toContain('short-secret');
  });

  it('asks for the credentials a real provider needs', () => {
    expect(configError({ SMS_PROVIDER: 'africastalking' })).toContain(
      'AT_USERNAME is required when SMS_PROVIDER=africastalking',
    );
    expect(configError({ NODE_ENV: 'production' })).toContain(
      'SECRET_KEY is required when NODE_ENV=production',
    );
  });

  describe('in production', () => {
    const real = {
      NODE_ENV: 'production',
      SECRET_KEY: 'x'.repeat(32),
      PUBLIC_URL: 'https://pamoja.co.ke',
      SMS_PROVIDER: 'africastalking',
      AT_USERNAME: 'pamoja',
      AT_API_KEY: 'key',
      PAYMENTS_PROVIDER: 'daraja',
      MPESA_CONSUMER_KEY: 'ck',
      MPESA_CONSUMER_SECRET: 'cs',
      MPESA_SHORTCODE: '174379',
      MPESA_PASSKEY: 'pk',
      MPESA_CALLBACK_SECRET: 'callback-secret-16',
      MPESA_ENVIRONMENT: 'production',
    };

    it('starts on the real providers, with no demo data even on the embedded database', () => {
      const config = loadConfig(real);
      expect(config.DEMO_DATA).toBe(false);
      expect(standInsOf(config)).toEqual([]);
    });

    it('refuses each stand-in, naming the variable', () => {
      expect(configError({ ...real, SMS_PROVIDER: '' })).toMatch(
        /^Invalid configuration: SMS_PROVIDER must be africastalking when NODE_ENV=production/,
      );
      expect(configError({ ...real, PAYMENTS_PROVIDER: 'simulator' })).toMatch(
        /^Invalid configuration: PAYMENTS_PROVIDER must be daraja when NODE_ENV=production/,
      );
      expect(configError({ ...real, DEMO_DATA: 'yes' })).toMatch(
        /^Invalid configuration: DEMO_DATA cannot be on when NODE_ENV=production/,
      );
      expect(configError({ ...real, PUBLIC_URL: 'http://pamoja.co.ke' })).toBe(
        'Invalid configuration: PUBLIC_URL must be an https:// URL when NODE_ENV=production (got "http://pamoja.co.ke")',
      );
    });

    it("refuses the providers' sandboxes, which text nobody and move no money", () => {
      expect(configError({ ...real, AT_USERNAME: 'sandbox' })).toBe(
        'Invalid configuration: AT_USERNAME cannot be sandbox when NODE_ENV=production (Africa\'s Talking\'s sandbox texts nobody; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server) (got "sandbox")',
      );
      // Daraja's own default is its sandbox: production must say production.
      expect(configError({ ...real, MPESA_ENVIRONMENT: '' })).toBe(
        "Invalid configuration: MPESA_ENVIRONMENT must be production when NODE_ENV=production (Daraja's sandbox moves no money; ALLOW_SIMULATORS_IN_PRODUCTION=1 is for a staging server)",
      );
      expect(configError({ ...real, MPESA_ENVIRONMENT: 'sandbox' })).toMatch(
        /^Invalid configuration: MPESA_ENVIRONMENT must be production when NODE_ENV=production/,
      );
      // The sandboxes reached by address instead of by name.
      expect(
        configError({ ...real, AT_API_URL: 'https://api.sandbox.africastalking.com' }),
      ).toMatch(/^Invalid configuration: AT_API_URL is Africa's Talking's sandbox/);
      expect(configError({ ...real, MPESA_API_URL: 'https://sandbox.safaricom.co.ke/' })).toMatch(
        /^Invalid configuration: MPESA_API_URL is Daraja's sandbox/,
      );
      // Any other address (a proxy on the way out) is the operator's deliberate choice.
      expect(standInsOf(loadConfig({ ...real, AT_API_URL: 'https://egress.internal/at' }))).toEqual(
        [],
      );
    });

    it('lists the sandboxes as stand-ins on a staging server that keeps them', () => {
      const staging = loadConfig({
        ...real,
        ALLOW_SIMULATORS_IN_PRODUCTION: '1',
        AT_USERNAME: 'sandbox',
        MPESA_ENVIRONMENT: 'sandbox',
      });
      expect(standInsOf(staging)).toEqual(["Africa's Talking sandbox", 'Daraja sandbox']);
      // Without the provider, its sandbox settings mean nothing.
      expect(
        standInsOf(
          loadConfig({
            ...real,
            ALLOW_SIMULATORS_IN_PRODUCTION: '1',
            SMS_PROVIDER: 'outbox',
            AT_USERNAME: 'sandbox',
          }),
        ),
      ).toEqual(['SMS outbox']);
    });

    it('keeps the stand-ins only on a staging server that says so', () => {
      const staging = loadConfig({
        NODE_ENV: 'production',
        SECRET_KEY: 'x'.repeat(32),
        PUBLIC_URL: 'https://staging.pamoja.co.ke',
        ALLOW_SIMULATORS_IN_PRODUCTION: '1',
        DEMO_DATA: '1',
      });
      expect(standInsOf(staging)).toEqual(['SMS outbox', 'M-Pesa simulator', 'demo data']);
      // Still an https address and a secret key.
      expect(
        configError({ NODE_ENV: 'production', ALLOW_SIMULATORS_IN_PRODUCTION: '1' }).split('\n'),
      ).toEqual([
        'Invalid configuration: SECRET_KEY is required when NODE_ENV=production',
        'Invalid configuration: PUBLIC_URL is required when NODE_ENV=production',
      ]);
    });
  });

  it('takes a VAPID key pair only whole and well-formed, never echoing the private key', () => {
    const publicKey = `B${'a'.repeat(86)}`;
    const privateKey = 'p'.repeat(43);
    expect(
      loadConfig({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey }),
    ).toMatchObject({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey });
    expect(configError({ VAPID_PUBLIC_KEY: publicKey })).toMatch(
      /^Invalid configuration: VAPID_PRIVATE_KEY is required with the other VAPID key/,
    );
    expect(configError({ VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: 'short' })).not.toContain(
      'short',
    );
    expect(configError({ VAPID_SUBJECT: 'pamoja' })).toMatch(/VAPID_SUBJECT must be a mailto:/);
    expect(loadConfig({ VAPID_SUBJECT: 'https://pamoja.co.ke' }).VAPID_SUBJECT).toBe(
      'https://pamoja.co.ke',
    );
  });

  it("refuses the server's Google key as the browser's, never echoing it", () => {
    const message = configError({
      GOOGLE_MAPS_API_KEY: 'AIza-server-key',
      GOOGLE_MAPS_BROWSER_KEY: 'AIza-server-key',
    });
    expect(message).toBe(
      'Invalid configuration: GOOGLE_MAPS_BROWSER_KEY must be a key of its own, restricted to your site, not GOOGLE_MAPS_API_KEY',
    );
    expect(
      loadConfig({ GOOGLE_MAPS_API_KEY: 'AIza-server', GOOGLE_MAPS_BROWSER_KEY: 'AIza-browser' }),
    ).toMatchObject({ GOOGLE_MAPS_BROWSER_KEY: 'AIza-browser' });
  });

  it('stores agent phones in E.164 form', () => {
    expect(loadConfig({ AGENT_PHONES: '0712 345 678, +254798765432' }).AGENT_PHONES).toEqual([
      '+254712345678',
      '+254798765432',
    ]);
    expect(configError({ AGENT_PHONES: '0712345678,12345' })).toContain('AGENT_PHONES');
  });
});
