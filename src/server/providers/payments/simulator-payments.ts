import { randomBytes } from 'node:crypto';
import { nairobiTimestamp } from './nairobi-timestamp.ts';
import type {
  B2cResultBody,
  PaymentsProvider,
  StkCallbackBody,
  StkPushRequest,
  StkQueryResult,
} from './payments-provider.ts';

/** Amounts that choose the simulated customer's answer; any other amount succeeds. */
export const SIMULATED_OUTCOMES: Record<number, { code: number; desc: string }> = {
  1032: { code: 1032, desc: 'Request cancelled by user' },
  2001: { code: 2001, desc: 'The initiator information is invalid.' },
};
/** The customer whose phone never answers: no callback ever comes, and queries say "processing". */
const NEVER_ANSWERS = 1037;

/**
 * The local stand-in for Daraja. It accepts the push like Daraja does and, after `delayMs`,
 * POSTs a Daraja-shaped STK callback to the product's own callback URL, so the same code path
 * runs as in production. It keeps no state: the CheckoutRequestID carries when the push
 * was made and for how much, so any server process can answer an STK query.
 */
export function createSimulatorPayments(options: {
  delayMs: number;
  fetch?: typeof fetch;
  onCallbackError?: (error: unknown) => void;
}): PaymentsProvider {
  const post = options.fetch ?? fetch;
  return {
    name: 'simulator',
    async stkPush(request: StkPushRequest) {
      const now = Date.now();
      const merchantRequestId = `SIM-${randomBytes(6).toString('hex')}`;
      const checkoutRequestId = `ws_CO_SIM_${now.toString(36)}_${request.amount}_${randomBytes(6).toString('hex')}`;
      if (request.amount !== NEVER_ANSWERS) {
        const body = callbackBody(merchantRequestId, checkoutRequestId, request);
        const timer = setTimeout(() => {
          post(request.callbackUrl, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(body),
          }).catch((error) => options.onCallbackError?.(error));
        }, options.delayMs);
        // A pending simulated callback must not keep a stopping server alive;
        // the payment is then settled by STK query, as with Daraja.
        timer.unref();
      }
      return {
        merchantRequestId,
        checkoutRequestId,
        customerMessage: 'Success. Request accepted for processing',
      };
    },
    async b2cPayment(request) {
      const conversationId = `AG_SIM_${randomBytes(8).toString('hex')}`;
      // Amount 2001 plays a payout M-Pesa refuses; any other is paid.
      const failed = request.amount === 2001;
      const body: B2cResultBody = {
        Result: {
          ResultType: 0,
          ResultCode: failed ? 2001 : 0,
          ResultDesc: failed
            ? 'The initiator information is invalid.'
            : 'The service request is processed successfully.',
          OriginatorConversationID: request.originatorConversationId,
          ConversationID: conversationId,
          TransactionID: simulatedReceipt(),
          ...(failed
            ? {}
            : {
                ResultParameters: {
                  ResultParameter: [
                    { Key: 'TransactionAmount', Value: request.amount },
                    { Key: 'TransactionReceipt', Value: simulatedReceipt() },
                    {
                      Key: 'ReceiverPartyPublicName',
                      Value: `${request.phoneNumber.replace(/^\+/, '')} - Pamoja driver`,
                    },
                  ],
                },
              }),
        },
      };
      const timer = setTimeout(() => {
        post(request.resultUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        }).catch((error) => options.onCallbackError?.(error));
      }, options.delayMs);
      timer.unref();
      return { conversationId };
    },
    async stkQuery(checkoutRequestId: string): Promise<StkQueryResult> {
      const parsed = /^ws_CO_SIM_([0-9a-z]+)_(\d+)_[0-9a-f]+$/.exec(checkoutRequestId);
      if (!parsed) return { resultCode: 2001, resultDesc: 'The transaction does not exist' };
      const pushedAt = Number.parseInt(parsed[1] ?? '', 36);
      const amount = Number(parsed[2]);
      if (Date.now() < pushedAt + options.delayMs) {
        return { resultCode: null, resultDesc: 'The transaction is being processed' };
      }
      // The customer whose phone never answers: M-Pesa keeps saying it is still processing.
      if (amount === NEVER_ANSWERS)
        return { resultCode: null, resultDesc: 'The transaction is being processed' };
      const outcome = SIMULATED_OUTCOMES[amount];
      return outcome
        ? { resultCode: outcome.code, resultDesc: outcome.desc }
        : { resultCode: 0, resultDesc: 'The service request is processed successfully.' };
    },
  };
}

function callbackBody(
  merchantRequestId: string,
  checkoutRequestId: string,
  request: StkPushRequest,
): StkCallbackBody {
  const outcome = SIMULATED_OUTCOMES[request.amount];
  if (outcome) {
    return {
      Body: {
        stkCallback: {
          MerchantRequestID: merchantRequestId,
          CheckoutRequestID: checkoutRequestId,
          ResultCode: outcome.code,
          ResultDesc: outcome.desc,
        },
      },
    };
  }
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: merchantRequestId,
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: request.amount },
            { Name: 'MpesaReceiptNumber', Value: simulatedReceipt() },
            { Name: 'TransactionDate', Value: Number(nairobiTimestamp(new Date())) },
            { Name: 'PhoneNumber', Value: Number(request.phoneNumber.replace(/^\+/, '')) },
          ],
        },
      },
    },
  };
}

/** M-Pesa receipts look like "SKL7Q2M4XB": ten upper-case letters and digits. */
function simulatedReceipt(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('');
}
