import { nairobiTimestamp } from './nairobi-timestamp.ts';
import type { PaymentsProvider, StkPushRequest, StkQueryResult } from './payments-provider.ts';

export interface DarajaOptions {
  environment: 'sandbox' | 'production';
  consumerKey: string;
  consumerSecret: string;
  shortCode: string;
  passkey: string;
  transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
  /** The till's store number when it differs from the short code; defaults to the short code. */
  partyB?: string;
  /** Driver payouts (B2C): the paying short code, its initiator and security credential. */
  b2c?: { shortCode: string; initiatorName: string; securityCredential: string };
  /** Overrides the API address (tests point it at a local server). */
  baseUrl?: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => Date;
}

/** Daraja's error while the customer has not yet answered the prompt. */
const STILL_PROCESSING = '500.001.1001';
/** Refresh the token this long before Daraja says it expires. */
const TOKEN_MARGIN_MS = 60_000;

export class DarajaError extends Error {}

/**
 * Safaricom Daraja: OAuth client credentials (one token, cached and shared by concurrent calls
 * until shortly before it expires), Lipa na M-Pesa Online STK push and STK query.
 */
export function createDarajaPayments(options: DarajaOptions): PaymentsProvider {
  const base =
    options.baseUrl ??
    (options.environment === 'production'
      ? 'https://api.safaricom.co.ke'
      : 'https://sandbox.safaricom.co.ke');
  const call = options.fetch ?? fetch;
  const now = options.now ?? (() => new Date());
  let token: { value: string; expiresAt: number } | null = null;
  let pending: Promise<string> | null = null;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.expiresAt) return token.value;
    pending ??= (async () => {
      try {
        const basic = Buffer.from(`${options.consumerKey}:${options.consumerSecret}`).toString(
          'base64',
        );
        const res = await call(`${base}/oauth/v1/generate?grant_type=client_credentials`, {
          headers: { Authorization: `Basic ${basic}` },
          signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
        });
        const body = (await res.json().catch(() => ({}))) as {
          access_token?: string;
          expires_in?: string | number;
        };
        if (!res.ok || !body.access_token)
          throw new DarajaError(`Daraja OAuth failed with HTTP ${res.status}`);
        const lifetimeMs = Number(body.expires_in ?? 3599) * 1000;
        token = { value: body.access_token, expiresAt: Date.now() + lifetimeMs - TOKEN_MARGIN_MS };
        return token.value;
      } finally {
        pending = null;
      }
    })();
    return pending;
  }

  /** POSTs JSON with the bearer token; a 401 (token revoked early) gets one fresh token and a retry. */
  async function post(
    path: string,
    payload: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }> {
    for (let attempt = 0; ; attempt++) {
      const res = await call(`${base}${path}`, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${await accessToken()}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(payload),
        signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
      });
      const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
      if (res.status === 401 && attempt === 0) {
        token = null;
        continue;
      }
      return { status: res.status, body };
    }
  }

  function password(timestamp: string): string {
    return Buffer.from(`${options.shortCode}${options.passkey}${timestamp}`).toString('base64');
  }

  return {
    name: 'daraja',
    async stkPush(request: StkPushRequest) {
      const timestamp = nairobiTimestamp(now());
      const phone = request.phoneNumber.replace(/^\+/, '');
      const { status, body } = await post('/mpesa/stkpush/v1/processrequest', {
        BusinessShortCode: options.shortCode,
        Password: password(timestamp),
        Timestamp: timestamp,
        TransactionType: options.transactionType,
        Amount: request.amount,
        PartyA: phone,
        PartyB: options.partyB ?? options.shortCode,
        PhoneNumber: phone,
        CallBackURL: request.callbackUrl,
        AccountReference: request.accountReference.slice(0, 12),
        TransactionDesc: request.transactionDesc.slice(0, 13),
      });
      if (
        status !== 200 ||
        body.ResponseCode !== '0' ||
        typeof body.CheckoutRequestID !== 'string'
      ) {
        throw new DarajaError(
          String(body.errorMessage ?? body.ResponseDescription ?? `Daraja answered HTTP ${status}`),
        );
      }
      return {
        merchantRequestId: String(body.MerchantRequestID ?? ''),
        checkoutRequestId: body.CheckoutRequestID,
        customerMessage: String(body.CustomerMessage ?? ''),
      };
    },
    async b2cPayment(request) {
      if (!options.b2c)
        throw new DarajaError(
          'Payouts need MPESA_B2C_SHORTCODE, MPESA_B2C_INITIATOR_NAME and MPESA_B2C_SECURITY_CREDENTIAL',
        );
      const { status, body } = await post('/mpesa/b2c/v3/paymentrequest', {
        OriginatorConversationID: request.originatorConversationId,
        InitiatorName: options.b2c.initiatorName,
        SecurityCredential: options.b2c.securityCredential,
        CommandID: 'BusinessPayment',
        Amount: request.amount,
        PartyA: options.b2c.shortCode,
        PartyB: request.phoneNumber.replace(/^\+/, ''),
        Remarks: request.remarks.slice(0, 100),
        QueueTimeOutURL: request.timeoutUrl,
        ResultURL: request.resultUrl,
        Occasion: 'Pamoja payout',
      });
      if (status !== 200 || body.ResponseCode !== '0' || typeof body.ConversationID !== 'string') {
        throw new DarajaError(
          String(body.errorMessage ?? body.ResponseDescription ?? `Daraja answered HTTP ${status}`),
        );
      }
      return { conversationId: body.ConversationID };
    },
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const timestamp = nairobiTimestamp(now());
      const { status, body } = await post('/mpesa/stkpushquery/v1/query', {
        BusinessShortCode: options.shortCode,
        Password: password(timestamp),
        Timestamp: timestamp,
        CheckoutRequestID: checkoutRequestId,
      });
      if (body.errorCode === STILL_PROCESSING) {
        return {
          resultCode: null,
          resultDesc: String(body.errorMessage ?? 'The transaction is being processed'),
        };
      }
      if (status !== 200 || body.ResultCode === undefined) {
        throw new DarajaError(String(body.errorMessage ?? `Daraja answered HTTP ${status}`));
      }
      return { resultCode: Number(body.ResultCode), resultDesc: String(body.ResultDesc ?? '') };
    },
  };
}
