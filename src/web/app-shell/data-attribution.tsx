import { Trans } from '@lingui/react/macro';

/** The licence's own name, the same in every language. */
const LICENCE = 'CC BY 4.0';

/** The places data's required credits (src/server/db/places/data/ATTRIBUTION.md). */
export function DataAttribution({ linkClassName }: { linkClassName: string }) {
  const licence = LICENCE;
  return (
    <Trans>
      Stop data: Digital Matatus. Place data: GeoNames (
      <a href="https://www.geonames.org/" className={linkClassName}>
        geonames.org
      </a>
      ),{' '}
      <a href="https://creativecommons.org/licenses/by/4.0/" className={linkClassName}>
        {licence}
      </a>
      .
    </Trans>
  );
}
