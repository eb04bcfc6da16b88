import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DriverRating, PersonBadge, VehiclePhoto } from './ride-summary';

export interface DriverShown {
  firstName: string;
  rating: number | null;
  ratingCount: number;
  profilePictureUrl?: string | null;
}

export interface VehicleShown {
  make: string;
  model: string;
  color: string;
  licensePlate: string;
  photoUrl?: string | null;
}

/**
 * The plate as it reads on the car, in the vehicles screen's plate look, larger: what a passenger
 * looks for at a busy stage.
 */
export function NumberPlate({ plate }: { plate: string }) {
  return (
    <span className="inline-flex min-h-10 items-center rounded-lg border-2 border-ink bg-accent px-3 font-bold font-mono text-ink text-xl uppercase tracking-wider tabular-nums">
      <span className="sr-only">
        <Trans>Number plate</Trans>{' '}
      </span>
      {plate}
    </span>
  );
}

/**
 * Who is driving and which car to look for: the driver's face, first name and rating, then the
 * plate, make, model and colour. `action` sits beside the driver (a call button).
 */
export function DriverAndVehicle({
  driver,
  vehicle,
  action,
  viewer = 'passenger',
}: {
  driver: DriverShown;
  vehicle: VehicleShown;
  action?: ReactNode;
  /** Whose screen: the passenger's own ('Your driver', 'Look for'), or someone following. */
  viewer?: 'passenger' | 'follower';
}) {
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-3">
        <PersonBadge
          name={driver.firstName}
          pictureUrl={driver.profilePictureUrl}
          fallback="D"
          className="size-14 text-lg"
        />
        <div className="min-w-0 flex-1">
          <p className="text-ink-muted text-xs">
            {viewer === 'passenger' ? <Trans>Your driver</Trans> : <Trans>Driver</Trans>}
          </p>
          <p className="truncate font-semibold text-ink text-lg">{driver.firstName}</p>
          <DriverRating rating={driver.rating} count={driver.ratingCount} />
        </div>
        {action}
      </div>
      <div className="flex items-center gap-3 rounded-xl bg-surface p-3">
        <div className="min-w-0 flex-1">
          <p className="text-ink-muted text-xs">
            {viewer === 'passenger' ? <Trans>Look for</Trans> : <Trans>The car</Trans>}
          </p>
          <p className="mt-1">
            <NumberPlate plate={vehicle.licensePlate} />
          </p>
          <p className="mt-1.5 font-medium text-ink">
            {[vehicle.color, vehicle.make, vehicle.model].filter((part) => part.trim()).join(' ')}
          </p>
        </div>
        <VehiclePhoto vehicle={vehicle} className="w-28" />
      </div>
    </div>
  );
}
