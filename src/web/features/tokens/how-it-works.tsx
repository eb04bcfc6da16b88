import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const STEPS = [
  {
    title: msg`Choose an amount`,
    body: msg`Any whole number of tokens, from 1 up. Each token is worth KSh 1.`,
  },
  {
    title: msg`Approve on your phone`,
    body: msg`An M-Pesa prompt arrives on your registered number. Enter your PIN to pay.`,
  },
  {
    title: msg`Book with your tokens`,
    body: msg`Your balance updates as soon as M-Pesa confirms, and pays for your seats when you book.`,
  },
] as const;

/** Three short steps, so a first-time buyer knows what the prompt on their phone will be. */
export function HowItWorks({ className = '' }: { className?: string }) {
  const { i18n } = useLingui();
  return (
    <section
      aria-labelledby="how-it-works-title"
      className={`rounded-2xl border border-line bg-white p-5 sm:p-6 ${className}`.trim()}
    >
      <h2 id="how-it-works-title" className="font-semibold text-ink">
        <Trans>How buying tokens works</Trans>
      </h2>
      <ol className="mt-4 grid gap-4">
        {STEPS.map((step, index) => (
          <li key={step.title.id} className="flex gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-primary-soft font-semibold text-primary-strong text-sm"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-medium text-ink">{i18n._(step.title)}</p>
              <p className="mt-0.5 text-ink-muted text-sm">{i18n._(step.body)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
