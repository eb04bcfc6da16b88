import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { Spinner } from '../../components/ui/spinner';
import { VehiclePhoto } from '../../rides/ride-summary';
import { vehicleName } from './vehicle-messages';
import type { VehicleRecord } from './vehicles-api';

interface VehicleCardProps {
  vehicle: VehicleRecord;
  /** The Activate or Deactivate request for this vehicle is under way. */
  toggling: boolean;
  onToggle(): void;
  onEdit(): void;
  onDelete(): void;
}

/** One vehicle: what passengers see of it, whether it can carry new rides, and what to do. */
export function VehicleCard({ vehicle, toggling, onToggle, onEdit, onDelete }: VehicleCardProps) {
  const { t } = useLingui();
  const titleId = useId();
  const name = vehicleName(vehicle);
  // Buttons say which vehicle they act on, for lists read out of context.
  const nameAndPlate = `${name} ${vehicle.licensePlate}`;
  const capacity = vehicle.seatingCapacity;
  const seats = t`${plural(capacity, { one: '# seat', other: '# seats' })}`;
  const which = <span className="sr-only"> {nameAndPlate}</span>;

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        vehicle.isActive ? 'border-line' : 'border-dashed border-line'
      }`}
    >
      <div className="flex items-start justify-between gap-3">
        <VehiclePhoto vehicle={vehicle} className="w-20" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-semibold text-ink text-lg">
            {name}
          </h2>
          <p className="text-ink-muted text-sm">
            {vehicle.year} · {vehicle.color}
          </p>
        </div>
        <span
          className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 font-semibold text-xs ${
            vehicle.isActive ? 'bg-primary-soft text-primary-strong' : 'bg-slate-100 text-ink-muted'
          }`}
        >
          <span
            aria-hidden="true"
            className={`size-1.5 rounded-full ${vehicle.isActive ? 'bg-primary' : 'bg-ink-muted'}`}
          />
          {vehicle.isActive ? t`Active` : t`Inactive`}
        </span>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3">
        <div>
          <dt className="text-ink-muted text-xs">
            <Trans>Number plate</Trans>
          </dt>
          <dd className="mt-1">
            <span className="inline-block rounded-md border-2 border-ink bg-accent px-2 py-0.5 font-bold font-mono text-ink text-sm tracking-wider">
              {vehicle.licensePlate}
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted text-xs">
            <Trans>Seats</Trans>
          </dt>
          <dd className="mt-1 font-semibold text-ink">
            <Trans>
              {seats} <span className="font-normal text-ink-muted text-sm">incl. driver</span>
            </Trans>
          </dd>
        </div>
      </dl>

      <div className="mt-auto flex gap-2 pt-5">
        <Button
          variant="secondary"
          onClick={onToggle}
          disabled={toggling}
          aria-busy={toggling || undefined}
          className="flex-1"
        >
          {toggling ? <Spinner /> : null}
          {vehicle.isActive ? t`Deactivate` : t`Activate`}
          {which}
        </Button>
        <Button variant="secondary" onClick={onEdit} className="flex-1">
          <LineIcon className="size-4">
            <path d="M4 20h4L19 9l-4-4L4 16zM14 6l4 4" />
          </LineIcon>
          <Trans>Edit</Trans>
          {which}
        </Button>
        <button
          type="button"
          onClick={onDelete}
          title={t`Delete vehicle`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl border border-line bg-white text-danger transition-colors hover:border-danger hover:bg-danger-soft"
        >
          <LineIcon className="size-5">
            <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
          </LineIcon>
          <span className="sr-only">{t`Delete ${nameAndPlate}`}</span>
        </button>
      </div>
    </article>
  );
}
