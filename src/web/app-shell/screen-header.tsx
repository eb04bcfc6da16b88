import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { LineIcon } from '../components/ui/line-icon';
import { iconButtonStyles } from '../components/ui/modal-styles';

/** Where a screen's back button leads, and what it is called for screen readers. */
export interface BackLink {
  href: string;
  label?: string;
}

/** A screen's title and the line under it; with `back`, a back button before the title. */
export function ScreenHeader({
  title,
  subtitle,
  back,
}: {
  title: string;
  subtitle?: string;
  back?: BackLink;
}) {
  const { t } = useLingui();
  return (
    <>
      {/* The back button's tap target is room enough above: it sits a little higher. */}
      <div className={`flex items-center gap-1 ${back ? '-mt-2 lg:mt-0' : ''}`}>
        {back ? (
          <Link
            href={back.href}
            aria-label={back.label ?? t`Back`}
            className={`${iconButtonStyles} -ml-3 shrink-0`}
          >
            <LineIcon strokeWidth={2}>
              <path d="M15 5l-7 7 7 7" />
            </LineIcon>
          </Link>
        ) : null}
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">{title}</h1>
      </div>
      {subtitle ? <p className="mt-1 text-ink-muted">{subtitle}</p> : null}
    </>
  );
}
