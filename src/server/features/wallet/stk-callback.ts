import { z } from 'zod';

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
      ResultCode: z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]),
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
    !Number.isFinite(amount) ||
    amount <= 0 ||
    typeof receipt !== 'string' ||
    !/^[A-Z0-9]{8,20}$/.test(receipt)
  ) {
    return null;
  }
  return { ...result, amount, receipt };
}
