import { Trans } from '@lingui/react/macro';

/** The places data's required credits (src/server/db/places/data/ATTRIBUTION.md). */
export function DataAttribution({ linkClassName }: { linkClassName: string }) {
  return (
    <Trans>
      Stop data: Digital Matatus. Place data: GeoNames (
      <a href="https://www.geonames.org/" className={linkClassName}>
        geonames.org
      </a>
      ),{' '}
      <a href="https://creativecommons.org/licenses/by/4.0/" className={linkClassName}>
        CC BY 4.0
      </a>
      .
    </Trans>
  );
}
