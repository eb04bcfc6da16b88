import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { LineIcon } from '../../components/ui/line-icon';

export interface ActionTile {
  href: string;
  label: MessageDescriptor;
  icon: ReactNode;
}

/** A row of ways into the rest of the app: an icon above each name, three to a row. */
export function ActionTiles({
  label,
  tiles,
  className = '',
}: {
  /** Names the group for screen readers ('Passenger shortcuts'). */
  label: string;
  tiles: readonly ActionTile[];
  className?: string;
}) {
  const { t } = useLingui();
  return (
    <nav aria-label={label} className={className}>
      <ul className="grid grid-cols-3 gap-3">
        {tiles.map((tile) => (
          <li key={tile.href}>
            <Link
              href={tile.href}
              className="flex h-full min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-line bg-white p-3 text-center font-semibold text-ink text-sm shadow-sm transition-colors hover:border-primary hover:text-primary-strong"
            >
              <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary">
                <LineIcon className="size-5">{tile.icon}</LineIcon>
              </span>
              {t(tile.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
