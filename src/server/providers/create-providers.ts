import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createGoogleMaps } from './maps/google-maps.ts';
import type { MapsProvider } from './maps/maps-provider.ts';
import { createDarajaPayments } from './payments/daraja-payments.ts';
import type { PaymentsProvider } from './payments/payments-provider.ts';
import { createSimulatorPayments } from './payments/simulator-payments.ts';
import { createAfricasTalkingSms } from './sms/africastalking-sms.ts';
import { createOutboxSms } from './sms/outbox-sms.ts';
import { recordedSms } from './sms/recorded-sms.ts';
import { kenyanNumbersOnly, type SmsProvider } from './sms/sms-provider.ts';
import { createLocalStorage } from './storage/local-storage.ts';
import { createS3Storage } from './storage/s3-storage.ts';
import type { StorageProvider } from './storage/storage-provider.ts';

export interface Providers {
  sms: SmsProvider;
  payments: PaymentsProvider;
  storage: StorageProvider;
  /** Google Maps when `GOOGLE_MAPS_API_KEY` is set; null means the product's own places. */
  maps: MapsProvider | null;
}

/** Picks each provider's adapter from the configuration. */
export function createProviders(
  config: Config,
  db: Database,
  log: { warn(obj: object, msg: string): void },
): Providers {
  return {
    sms: kenyanNumbersOnly(
      config.SMS_PROVIDER === 'africastalking'
        ? recordedSms(
            db,
            createAfricasTalkingSms({
              username: config.AT_USERNAME ?? '',
              apiKey: config.AT_API_KEY ?? '',
              senderId: config.AT_SENDER_ID,
              baseUrl: config.AT_API_URL,
            }),
          )
        : createOutboxSms(db),
    ),
    payments:
      config.PAYMENTS_PROVIDER === 'daraja'
        ? createDarajaPayments({
            environment: config.MPESA_ENVIRONMENT,
            baseUrl: config.MPESA_API_URL,
            consumerKey: config.MPESA_CONSUMER_KEY ?? '',
            consumerSecret: config.MPESA_CONSUMER_SECRET ?? '',
            shortCode: config.MPESA_SHORTCODE ?? '',
            passkey: config.MPESA_PASSKEY ?? '',
            transactionType: config.MPESA_TRANSACTION_TYPE,
            partyB: config.MPESA_PARTY_B,
            b2c:
              config.MPESA_B2C_SHORTCODE &&
              config.MPESA_B2C_INITIATOR_NAME &&
              config.MPESA_B2C_SECURITY_CREDENTIAL
                ? {
                    shortCode: config.MPESA_B2C_SHORTCODE,
                    initiatorName: config.MPESA_B2C_INITIATOR_NAME,
                    securityCredential: config.MPESA_B2C_SECURITY_CREDENTIAL,
                  }
                : undefined,
          })
        : createSimulatorPayments({
            delayMs: config.MPESA_SIMULATOR_DELAY_MS,
            onCallbackError: (error) =>
              log.warn({ err: error }, 'simulated M-Pesa callback could not be delivered'),
          }),
    storage:
      config.STORAGE_PROVIDER === 's3'
        ? createS3Storage({
            bucket: config.S3_BUCKET ?? '',
            region: config.S3_REGION ?? '',
            accessKeyId: config.S3_ACCESS_KEY_ID ?? '',
            secretAccessKey: config.S3_SECRET_ACCESS_KEY ?? '',
            endpoint: config.S3_ENDPOINT,
          })
        : createLocalStorage(config.DATA_DIR),
    maps: config.GOOGLE_MAPS_API_KEY
      ? createGoogleMaps({
          apiKey: config.GOOGLE_MAPS_API_KEY,
          baseUrl: config.GOOGLE_MAPS_API_URL,
        })
      : null,
  };
}
