// One interface for every card gateway (sandbox built in, Stripe when configured). Routes and services speak
// only to this; a gateway never touches balances (services/ledger.ts does, when a charge has succeeded).

/** What the API keeps of a card: never the number or the CVC. */
export interface SavedCard {
  brand: string;
  last4Digits: string;
  month: number;
  year: number;
  holderName: string;
  /** the gateway's reference to charge it later */
  token: string;
  customerId: string;
}

export interface ChargeRequest {
  amountCents: number;
  card: { token: string; customerId: string };
  description: string;
  /** our payment transaction id: the gateway's idempotency key, so a retried call never charges twice */
  paymentId: string;
  /** a renewal: the payer is not there to confirm anything */
  offSession?: boolean;
}

export type ChargeResult =
  | { status: 'succeeded'; reference: string }
  | { status: 'requires_action'; reference: string; clientSecret: string }
  | { status: 'declined'; reference: string; message: string };

export interface PaymentGateway {
  readonly name: 'sandbox' | 'stripe';
  /** Whether a saved card still belongs to this gateway's account (test and live cards do not mix). */
  owns?(card: { token: string }): boolean;
  /** Charges a saved card (off-session for renewals). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Completes a charge that asked for confirmation (3-D Secure): the payer confirmed or cancelled. */
  confirm(reference: string, approved: boolean): Promise<ChargeResult>;
}
