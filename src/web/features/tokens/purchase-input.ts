import { amountProblem, MAX_TOP_UP } from '../../../shared/rules/wallet';
import { parseAmount } from '../../lib/parse-amount';
import { formatTokens } from './format-tokens';
import type { PurchaseNotice } from './purchase-state';
import { TOKEN_MESSAGES } from './token-messages';

const INVALID_AMOUNT_MESSAGES = {
  'below-minimum': TOKEN_MESSAGES.invalidAmount.description,
  'not-whole': TOKEN_MESSAGES.invalidAmount.description,
  'above-maximum': `You can buy up to ${formatTokens(MAX_TOP_UP)} at a time.`,
} as const;

/** Make Payment's checks: the amount typed and the phone to prompt, or what is wrong with them. */
export function purchaseInput(
  amountText: string,
  phoneNumber: string | null | undefined,
): { ok: true; amount: number; phone: string } | { ok: false; notice: PurchaseNotice } {
  const amount = parseAmount(amountText);
  const problem = amountProblem(amount);
  if (problem) {
    return {
      ok: false,
      notice: {
        title: TOKEN_MESSAGES.invalidAmount.title,
        description: INVALID_AMOUNT_MESSAGES[problem],
        variant: 'destructive',
      },
    };
  }
  const phone = phoneNumber?.trim();
  if (!phone)
    return { ok: false, notice: { ...TOKEN_MESSAGES.phoneMissing, variant: 'destructive' } };
  return { ok: true, amount, phone };
}
