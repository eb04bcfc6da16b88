import { z } from 'zod';
import { MAX_TOP_UP } from '../../../shared/rules/wallet.ts';
import { isUniqueViolation } from '../../db/client.ts';
import { AppError } from '../../errors.ts';

const item = z.object({
  Name: z.string().max(100),
  Value: z.union([z.string().max(200), z.number()]).optional(),
});

/** Daraja's STK callback, parsed strictly: anything else is refused and changes nothing. */
export const stkCallbackBody = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().max(100),
      CheckoutRequestID: z.string().min(1).max(100),
      // M-Pesa's codes are small; the column is a 32-bit integer.
      ResultCode: z.union([
        z.int32(),
        z
          .string()
          .regex(/^\d{1,9}$/)
          .transform(Number),
      ]),
      ResultDesc: z.string().max(500),
      CallbackMetadata: z.object({ Item: z.array(item).max(20) }).optional(),
    }),
  }),
});

export interface StkResult {
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  /** Present on success. */
  amount?: number;
  receipt?: string;
}

/** The callback's facts; a success must carry its amount and receipt, or it is not believed. */
export function readStkCallback(body: z.output<typeof stkCallbackBody>): StkResult | null {
  const callback = body.Body.stkCallback;
  const result: StkResult = {
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
  };
  if (callback.ResultCode !== 0) return result;
  const items = new Map(callback.CallbackMetadata?.Item.map((i) => [i.Name, i.Value]));
  const amount = Number(items.get('Amount'));
  const receipt = items.get('MpesaReceiptNumber');
  if (
    // Whole tokens, and no more than one top-up can be.
    !Number.isInteger(amount) ||
    amount <= 0 ||
    amount > MAX_TOP_UP ||
    typeof receipt !== 'string' ||
    !/^[A-Z0-9]{8,20}$/.test(receipt)
  ) {
    return null;
  }
  return { ...result, amount, receipt };
}

/**
 * A receipt M-Pesa already gave another payment or payout is not believed (the receipt columns
 * are unique); the transaction that met it changed nothing.
 */
export function refuseUsedReceipt(error: unknown): never {
  if (isUniqueViolation(error)) throw new AppError('mpesa_receipt_used');
  throw error;
}
