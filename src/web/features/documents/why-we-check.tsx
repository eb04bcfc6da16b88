import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Card } from '../../components/ui/card';
import { Glyph } from './verification-status';

const POINTS = [
  msg`Passengers ride with drivers whose identity we know.`,
  msg`An agent compares the photo with the name and ID number you registered with.`,
  msg`Only you and our verification agents can see the photo.`,
  msg`We send you an SMS when your ID has been checked.`,
];

/** Beside the upload: why a commuter is asked for their ID, and who sees it. */
export function WhyWeCheck() {
  const { t } = useLingui();
  return (
    <Card className="bg-white/70">
      <h2 className="font-semibold text-ink">
        <Trans>Why we check your ID</Trans>
      </h2>
      <ul className="mt-3 grid gap-2.5 text-ink-muted text-sm">
        {POINTS.map((point) => (
          <li key={point.id} className="flex gap-2.5">
            <span className="mt-0.5 text-primary">
              <Glyph>
                <path d="M5 10.5l3.2 3L15 7" />
              </Glyph>
            </span>
            <span>{t(point)}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
