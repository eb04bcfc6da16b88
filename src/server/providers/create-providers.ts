import type { Config } from '../config.ts';
import { ConfigError } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createDarajaPayments } from './payments/daraja-payments.ts';
import type { PaymentsProvider } from './payments/payments-provider.ts';
import { createSimulatorPayments } from './payments/simulator-payments.ts';
import { createAfricasTalkingSms } from './sms/africastalking-sms.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import { kenyanNumbersOnly, type SmsProvider } from './sms/sms-provider.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import type { StorageProvider } from './storage/storage-provider.ts';

export interface Providers {
  sms: SmsProvider;
  payments: PaymentsProvider;
  storage: StorageProvider;
}

/** Picks each provider's adapter from the configuration. */
export function createProviders(
  config: Config,
  db: Database,
  log: { warn(obj: object, msg: string): void },
): Providers {
  const notYet = (variable: string, value: string) =>
    new ConfigError(
      `Invalid configuration: ${variable}=${value} is not available in this version yet; use the local provider`,
    );
  if (config.STORAGE_PROVIDER !== 'local')
    throw notYet('STORAGE_PROVIDER', config.STORAGE_PROVIDER);
  return {
    sms: kenyanNumbersOnly(
      config.SMS_PROVIDER === 'africastalking'
        ? createAfricasTalkingSms({
            username: config.AT_USERNAME ?? '',
            apiKey: config.AT_API_KEY ?? '',
            senderId: config.AT_SENDER_ID,
          })
        : createOutboxSms(db),
    ),
    payments:
      config.PAYMENTS_PROVIDER === 'daraja'
        ? createDarajaPayments({
            environment: config.MPESA_ENVIRONMENT,
            consumerKey: config.MPESA_CONSUMER_KEY ?? '',
            consumerSecret: config.MPESA_CONSUMER_SECRET ?? '',
            shortCode: config.MPESA_SHORTCODE ?? '',
            passkey: config.MPESA_PASSKEY ?? '',
            transactionType: config.MPESA_TRANSACTION_TYPE,
            partyB: config.MPESA_PARTY_B,
          })
        : createSimulatorPayments({
            delayMs: config.MPESA_SIMULATOR_DELAY_MS,
            onCallbackError: (error) =>
              log.warn({ err: error }, 'simulated M-Pesa callback could not be delivered'),
          }),
    storage: createLocalStorage(config.DATA_DIR),
  };
}
