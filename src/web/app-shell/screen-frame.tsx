import type { ReactNode } from 'react';
import { BottomNav, type BottomTab } from './bottom-nav';

const widths = {
  /** Two columns on wide screens. */
  wide: 'lg:max-w-5xl',
  /** One roomy column (a list of cards). */
  medium: 'lg:max-w-3xl',
  /** A phone's column everywhere. */
  narrow: '',
} as const;

export type ScreenWidth = keyof typeof widths;

/**
 * The page of an app screen: a column as wide as the screen needs, at least a viewport tall, and
 * the bottom tab bar under it when one is given (signed in).
 */
export function ScreenFrame({
  nav = null,
  width = 'wide',
  children,
}: {
  nav?: BottomTab | null;
  width?: ScreenWidth;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div
        className={`mx-auto w-full max-w-lg flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:pt-8 ${widths[width]}`}
      >
        {children}
      </div>
      {nav ? <BottomNav active={nav} /> : null}
    </div>
  );
}
