import { inputStyles } from '../../components/ui/input';
import { formatKenyanPhone } from '../auth/format-phone';

/** The signed-in person's registered number: the prompt can only go there, so it is not editable. */
export function PhoneField({ phoneNumber }: { phoneNumber: string | null }) {
  return (
    <div>
      <label htmlFor="token-phone" className="block font-medium text-ink">
        M-Pesa phone number
      </label>
      <div className="relative mt-2">
        <input
          id="token-phone"
          type="tel"
          readOnly
          value={phoneNumber ? formatKenyanPhone(phoneNumber) : ''}
          placeholder="No phone number registered"
          aria-describedby="token-phone-hint"
          className={`${inputStyles} cursor-default bg-surface pr-11 tabular-nums hover:border-line focus-visible:border-line`}
        />
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M6 9V6.5a4 4 0 0 1 8 0V9M4.5 9h11v8h-11z" />
        </svg>
      </div>
      <p id="token-phone-hint" className="mt-2 text-ink-muted text-sm">
        Your registered number. The payment is made from this M-Pesa line.
      </p>
    </div>
  );
}
