import { Trans, useLingui } from '@lingui/react/macro';
import { amountProblem, MAX_TOP_UP, MIN_TOP_UP } from '../../../shared/rules/wallet';
import { NumberInput } from '../../components/ui/number-input';
import { parseAmount } from '../../lib/parse-amount';
import { formatTokens } from './format-tokens';

/** Amounts a commuter commonly tops up: a few days to a month of seats. */
const QUICK_AMOUNTS = [100, 200, 500, 1000] as const;

interface AmountFieldProps {
  value: string;
  onChange(text: string): void;
  /** While a payment is under way the amount belongs to it. */
  locked: boolean;
}

export function AmountField({ value, onChange, locked }: AmountFieldProps) {
  const { t } = useLingui();
  const amount = parseAmount(value);
  const valid = amountProblem(amount) === null;
  const tokens = formatTokens(amount);

  return (
    <div>
      <label htmlFor="token-amount" className="block font-medium text-ink">
        <Trans>Amount to buy</Trans>
      </label>
      <div className="mt-2">
        <NumberInput
          prefix="KSh"
          large
          id="token-amount"
          name="amount"
          min={MIN_TOP_UP}
          max={MAX_TOP_UP}
          step={1}
          placeholder="0"
          autoComplete="off"
          value={value}
          disabled={locked}
          onChange={(event) => onChange(event.target.value)}
          aria-describedby={valid ? 'token-rate token-amount-summary' : 'token-rate'}
        />
      </div>
      <p className="mt-2 flex flex-wrap justify-between gap-x-3 text-sm">
        <span id="token-rate" className="text-ink-muted">
          <Trans>1 Token is equal to Ksh 1</Trans>
        </span>
        {valid ? (
          <span id="token-amount-summary" className="text-ink-muted">
            <Trans>
              You get <span className="font-semibold text-ink">{tokens}</span>
            </Trans>
          </span>
        ) : null}
      </p>

      <fieldset className="mt-4" disabled={locked}>
        <legend className="sr-only">
          <Trans>Quick amounts</Trans>
        </legend>
        <div className="grid grid-cols-4 gap-2">
          {QUICK_AMOUNTS.map((quick) => {
            const chosen = amount === quick;
            return (
              <button
                key={quick}
                type="button"
                aria-pressed={chosen}
                onClick={() => onChange(String(quick))}
                className={`min-h-11 rounded-xl border font-semibold text-sm tabular-nums transition-colors disabled:opacity-50 ${
                  chosen
                    ? 'border-primary bg-primary-soft text-primary-strong'
                    : 'border-line bg-white text-ink hover:border-primary'
                }`}
              >
                {quick.toLocaleString('en-KE')}
                <span className="sr-only"> {t`tokens`}</span>
              </button>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}
