import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { LineIcon } from '../../components/ui/line-icon';
import { homeIcons } from './home-icons';
import type { HomeMode } from './home-mode';

const banners: Record<HomeMode, { words: ReactNode; look: string }> = {
  passenger: {
    words: (
      <Trans>
        <strong className="font-semibold">Passenger Mode:</strong> Book rides with trusted drivers
      </Trans>
    ),
    look: 'border-primary/25 bg-primary-soft text-primary-strong',
  },
  driver: {
    words: (
      <Trans>
        <strong className="font-semibold">Driver Mode:</strong> Offer rides and earn money
      </Trans>
    ),
    look: 'border-accent/60 bg-accent-soft text-accent-ink',
  },
};

/** Says which mode the home is in; a live region, so switching modes is announced. */
export function ModeBanner({ mode, className = '' }: { mode: HomeMode; className?: string }) {
  const banner = banners[mode];
  return (
    <div
      role="status"
      className={`flex items-center gap-3 rounded-xl border px-4 py-3 text-sm ${banner.look} ${className}`}
    >
      <LineIcon className="size-5 shrink-0">{homeIcons[mode]}</LineIcon>
      <p>{banner.words}</p>
    </div>
  );
}
