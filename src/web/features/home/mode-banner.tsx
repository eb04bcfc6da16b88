import { LineIcon } from '../../components/ui/line-icon';
import { homeIcons } from './home-icons';
import type { HomeMode } from './home-mode';

const banners: Record<HomeMode, { mode: string; text: string; look: string }> = {
  passenger: {
    mode: 'Passenger Mode:',
    text: 'Book rides with trusted drivers',
    look: 'border-primary/25 bg-primary-soft text-primary-strong',
  },
  driver: {
    mode: 'Driver Mode:',
    text: 'Offer rides and earn money',
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
      <p>
        <strong className="font-semibold">{banner.mode}</strong> {banner.text}
      </p>
    </div>
  );
}
