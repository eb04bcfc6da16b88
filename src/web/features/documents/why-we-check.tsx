import { Card } from '../../components/ui/card';
import { Glyph } from './verification-status';

const POINTS = [
  'Passengers ride with drivers whose identity we know.',
  'An agent compares the photo with the name and ID number you registered with.',
  'Only you and our verification agents can see the photo.',
  'We send you an SMS when your ID has been checked.',
];

/** Beside the upload: why a commuter is asked for their ID, and who sees it. */
export function WhyWeCheck() {
  return (
    <Card className="bg-white/70">
      <h2 className="font-semibold text-ink">Why we check your ID</h2>
      <ul className="mt-3 grid gap-2.5 text-ink-muted text-sm">
        {POINTS.map((point) => (
          <li key={point} className="flex gap-2.5">
            <span className="mt-0.5 text-primary">
              <Glyph>
                <path d="M5 10.5l3.2 3L15 7" />
              </Glyph>
            </span>
            <span>{point}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
