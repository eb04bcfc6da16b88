import { Trans, useLingui } from '@lingui/react/macro';
import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'wouter';
import { Button, buttonStyles } from '../../components/ui/button';
import { describedBy, FormField, SelectBox } from '../../components/ui/form-field';
import type { VehicleRecord } from '../vehicles';

/** The vehicle select, or where to add one when the driver has no active vehicle. */
export function VehicleChoice({
  id,
  vehicles,
  value,
  error,
  onChange,
}: {
  id: string;
  vehicles: UseQueryResult<VehicleRecord[]>;
  value: string;
  error?: string;
  onChange(vehicleId: string): void;
}) {
  const { t } = useLingui();
  if (vehicles.isSuccess && vehicles.data.length === 0) {
    return (
      <div>
        <p className="mb-1.5 font-medium text-ink text-sm">
          <Trans>Vehicle</Trans>
        </p>
        <div id={id} tabIndex={-1} className="rounded-xl border border-line bg-surface p-4">
          <p className="text-ink">
            <Trans>You have no active vehicle to offer rides in.</Trans>
          </p>
          <p className="mt-1 text-ink-muted text-sm">
            <Trans>Add your vehicle, or activate one, on My Vehicles; then come back here.</Trans>
          </p>
          <Link
            href="/vehicles"
            className={buttonStyles({ variant: 'secondary', className: 'mt-3' })}
          >
            <Trans>Add a vehicle</Trans>
          </Link>
        </div>
        {error ? <p className="mt-2 text-danger text-sm">{error}</p> : null}
      </div>
    );
  }
  const problem =
    error ?? (vehicles.isError ? t`Your vehicles could not be loaded. Try again.` : undefined);
  return (
    <FormField id={id} label={t`Vehicle`} error={problem}>
      <SelectBox
        id={id}
        value={value}
        disabled={vehicles.isPending}
        aria-invalid={problem ? true : undefined}
        aria-describedby={describedBy(id, null, problem)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="" disabled>
          {vehicles.isPending ? t`Loading vehicles…` : t`Select a vehicle`}
        </option>
        {vehicles.data?.map((v) => (
          <option key={v.id} value={v.id}>
            {v.make} {v.model} · {v.licensePlate}
          </option>
        ))}
      </SelectBox>
      {vehicles.isError ? (
        <Button variant="ghost" className="mt-1" onClick={() => void vehicles.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      ) : null}
    </FormField>
  );
}
