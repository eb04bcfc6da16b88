/** What Pamoja asks of M-Pesa, in Daraja's terms (Lipa na M-Pesa Online, "STK push"). */
export interface StkPushRequest {
  /** E.164 Kenyan number; adapters turn it into Daraja's 2547XXXXXXXX. */
  phoneNumber: string;
  /** Whole shillings. */
  amount: number;
  /** Daraja allows at most 12 characters. */
  accountReference: string;
  /** Daraja allows at most 13 characters. */
  transactionDesc: string;
  callbackUrl: string;
}

export interface StkPushAccepted {
  merchantRequestId: string;
  checkoutRequestId: string;
  customerMessage: string;
}

/** resultCode null: the customer has not answered the prompt yet. */
export interface StkQueryResult {
  resultCode: number | null;
  resultDesc: string;
}

export interface PaymentsProvider {
  readonly name: 'simulator' | 'daraja';
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
}

/** The body Daraja POSTs to the callback URL when a prompt ends. */
export interface StkCallbackBody {
  Body: {
    stkCallback: {
      MerchantRequestID: string;
      CheckoutRequestID: string;
      ResultCode: number;
      ResultDesc: string;
      CallbackMetadata?: { Item: { Name: string; Value?: string | number }[] };
    };
  };
}
