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

/** A business-to-customer payment (driver payouts), in Daraja's terms. */
export interface B2cRequest {
  /** Ours, unique per payout; Daraja echoes it in the result. */
  originatorConversationId: string;
  phoneNumber: string;
  amount: number;
  remarks: string;
  resultUrl: string;
  timeoutUrl: string;
}

export interface PaymentsProvider {
  readonly name: 'simulator' | 'daraja';
  stkPush(request: StkPushRequest): Promise<StkPushAccepted>;
  stkQuery(checkoutRequestId: string): Promise<StkQueryResult>;
  /** Accepted for processing; the outcome arrives later at resultUrl. */
  b2cPayment(request: B2cRequest): Promise<{ conversationId: string }>;
}

/** The body Daraja POSTs to the B2C result URL. */
export interface B2cResultBody {
  Result: {
    ResultType?: number;
    ResultCode: number;
    ResultDesc: string;
    OriginatorConversationID: string;
    ConversationID: string;
    TransactionID?: string;
    ResultParameters?: { ResultParameter: { Key: string; Value?: string | number }[] };
  };
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
