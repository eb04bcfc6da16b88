import { Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { PublicConfig } from '../../../shared/schemas/public-config';
import { useInstallPrompt, useRunsInstalled } from '../../lib/install-prompt';

const tones = {
  light: 'border-line bg-white text-ink hover:border-primary',
  dark: 'border-white/30 bg-white/5 text-white hover:border-white',
} as const;
type Tone = keyof typeof tones;

const pill = (tone: Tone) =>
  `inline-flex min-h-12 items-center gap-3 rounded-xl border px-4 py-2 ${tones[tone]}`;

/**
 * The apps: links to the store pages that are configured (drawn inline, no badges from the
 * stores' hosts), or, with none, the offer to add Pamoja to the home screen: never a link to
 * nowhere.
 */
export function AppStoreLinks({
  apps,
  tone = 'light',
}: {
  apps: PublicConfig['apps'];
  tone?: Tone;
}) {
  if (!apps.android && !apps.ios) return <AddToHomeScreen tone={tone} />;
  const style = pill(tone);
  return (
    <ul className="flex flex-wrap gap-3">
      {apps.android ? (
        <li>
          <a href={apps.android} className={style}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
              <path
                d="M4.5 3.2l9.6 8.8-9.6 8.8c-.3-.2-.5-.6-.5-1V4.2c0-.4.2-.8.5-1z"
                fill="#0b9e6f"
              />
              <path d="M14.1 12l3-2.8 3.3 1.9c.8.5.8 1.3 0 1.8l-3.3 1.9z" fill="#f5b82e" />
              <path d="M4.5 3.2c.4-.2.9-.2 1.4.1l11.2 5.9-3 2.8z" fill="#3b82f6" />
              <path d="M4.5 20.8l9.6-8.8 3 2.8-11.2 5.9c-.5.3-1 .3-1.4.1z" fill="#ef4444" />
            </svg>
            <span className="text-left leading-tight">
              <span className="block text-xs opacity-90">
                <Trans>Get it on</Trans>
              </span>
              <span className="block font-semibold">Google Play</span>
              <span className="sr-only">
                {' '}
                <Trans>(Pamoja for Android)</Trans>
              </span>
            </span>
          </a>
        </li>
      ) : null}
      {apps.ios ? (
        <li>
          <a href={apps.ios} className={style}>
            <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6 shrink-0">
              <path
                fill="currentColor"
                d="M16.4 12.6c0-2.3 1.9-3.4 2-3.5-1.1-1.6-2.8-1.8-3.4-1.8-1.4-.1-2.8.9-3.5.9s-1.8-.8-3-.8C7 7.4 5.5 8.3 4.7 9.8c-1.7 2.9-.4 7.2 1.2 9.6.8 1.2 1.8 2.4 3 2.4s1.7-.8 3.1-.8 1.8.8 3.1.8 2.1-1.2 2.9-2.4c.9-1.3 1.3-2.6 1.3-2.7 0 0-2.5-1-2.9-4.1zM14.1 5.6c.7-.8 1.1-1.9 1-3-1 0-2.1.7-2.8 1.5-.6.7-1.2 1.8-1 2.9 1.1.1 2.1-.6 2.8-1.4z"
              />
            </svg>
            <span className="text-left leading-tight">
              <span className="block text-xs opacity-90">
                <Trans>Download on the</Trans>
              </span>
              <span className="block font-semibold">App Store</span>
              <span className="sr-only">
                {' '}
                <Trans>(Pamoja for iPhone)</Trans>
              </span>
            </span>
          </a>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * Pamoja is a web app first: where the browser can install it, its own dialog opens; elsewhere
 * the button shows how to do it by hand. Opened from the home screen already, nothing shows.
 */
function AddToHomeScreen({ tone }: { tone: Tone }) {
  const install = useInstallPrompt();
  const [showSteps, setShowSteps] = useState(false);
  const stepsId = useId();
  if (useRunsInstalled()) return null;
  return (
    <div>
      <button
        type="button"
        className={`${pill(tone)} text-left font-semibold`}
        aria-expanded={install.canPrompt ? undefined : showSteps}
        aria-controls={install.canPrompt ? undefined : stepsId}
        onClick={() => (install.canPrompt ? void install.prompt() : setShowSteps(!showSteps))}
      >
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-6 shrink-0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
          <path d="M12 9v6M9 12h6M10.5 18.5h3" />
        </svg>
        <Trans>Add Pamoja to your home screen</Trans>
      </button>
      {showSteps ? (
        <div id={stepsId} className="mt-3 max-w-sm text-sm leading-relaxed">
          <p>
            <Trans>Pamoja then opens like an app, straight from your phone’s home screen.</Trans>
          </p>
          <ul className="mt-2 grid list-disc gap-1 pl-5">
            <li>
              <Trans>
                <strong>Android:</strong> open the browser menu (⋮) and choose{' '}
                <em>Add to Home screen</em> or <em>Install app</em>.
              </Trans>
            </li>
            <li>
              <Trans>
                <strong>iPhone:</strong> in Safari, tap Share, then <em>Add to Home Screen</em>.
              </Trans>
            </li>
          </ul>
        </div>
      ) : null}
    </div>
  );
}
