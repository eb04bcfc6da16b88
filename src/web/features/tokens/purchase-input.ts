import { t } from '@lingui/core/macro';
import { type AmountProblem, amountProblem, MAX_TOP_UP } from '../../../shared/rules/wallet';
import { parseAmount } from '../../lib/parse-amount';
import { formatTokens } from './format-tokens';
import type { PurchaseNotice } from './purchase-state';
import { tokenMessages } from './token-messages';

function invalidAmountMessage(problem: AmountProblem): string {
  if (problem !== 'above-maximum') return tokenMessages().invalidAmount.description;
  const most = formatTokens(MAX_TOP_UP);
  return t`You can buy up to ${most} at a time.`;
}

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
        title: tokenMessages().invalidAmount.title,
        description: invalidAmountMessage(problem),
        variant: 'destructive',
      },
    };
  }
  const phone = phoneNumber?.trim();
  if (!phone)
    return { ok: false, notice: { ...tokenMessages().phoneMissing, variant: 'destructive' } };
  return { ok: true, amount, phone };
}
