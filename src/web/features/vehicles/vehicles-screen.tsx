import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenFrame } from '../../app-shell/screen-frame';
import { ScreenHeader } from '../../app-shell/screen-header';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { useSignInOnce } from '../../app-shell/use-sign-in-once';
import { Button } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { PromptCard } from '../../components/ui/prompt-card';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../../lib/session/auth-context';
import { toast } from '../../lib/toast-store';
import { DeleteVehicleDialog } from './delete-vehicle-dialog';
import { VehicleCard } from './vehicle-card';
import { VehicleDialog } from './vehicle-dialog';
import {
  activeChangeText,
  deletedText,
  refusalMessage,
  VEHICLE_MESSAGES,
} from './vehicle-messages';
import {
  deleteVehicle,
  invalidateVehicles,
  ownVehiclesQuery,
  updateVehicle,
  type VehicleRecord,
} from './vehicles-api';

/** My Vehicles (`/vehicles`, specification document 2 §2): the cars a driver offers rides in. */
export function VehiclesScreen() {
  const { t } = useLingui();
  usePageTitle(t`My Vehicles`);
  useSignInOnce();
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';

  // Not a SignedInScreen: the heading carries Add Vehicle once there is a list to add to.
  return (
    <ScreenFrame nav={signedIn ? 'more' : null}>
      {auth.status === 'checking' ? <VehiclesHeading /> : null}
      {auth.status === 'checking' ? <VehiclesLoading /> : null}
      {auth.status === 'visitor' ? (
        <>
          <VehiclesHeading />
          <SignInPrompt
            className="mt-6"
            title={t`Sign in to manage your vehicles`}
            text={t`Your vehicles are kept with your Pamoja account, ready for the rides you offer.`}
          />
        </>
      ) : null}
      {signedIn ? <SignedInVehicles /> : null}
    </ScreenFrame>
  );
}

function VehiclesHeading({ onAdd }: { onAdd?: () => void }) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>
        <ScreenHeader title={t`My Vehicles`} subtitle={t`The vehicles you offer rides in.`} />
      </div>
      {onAdd ? (
        <Button onClick={onAdd} className="max-sm:w-full">
          <LineIcon className="size-5">
            <path d="M12 5v14M5 12h14" />
          </LineIcon>
          <Trans>Add Vehicle</Trans>
        </Button>
      ) : null}
    </div>
  );
}

function SignedInVehicles() {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const vehicles = useQuery({
    ...ownVehiclesQuery,
    // Rides and other devices change what can be done with a vehicle; every visit asks again.
    refetchOnMount: 'always',
  });
  const [editing, setEditing] = useState<{ vehicle: VehicleRecord | null } | null>(null);
  const [deleting, setDeleting] = useState<VehicleRecord | null>(null);

  const toggle = useMutation({
    mutationFn: (vehicle: VehicleRecord) =>
      updateVehicle(vehicle.id, { isActive: !vehicle.isActive }),
    onSuccess: (saved) => {
      toast({
        title: VEHICLE_MESSAGES.updated,
        description: activeChangeText(saved, saved.isActive),
      });
      void invalidateVehicles(queryClient);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: refusalMessage(error, VEHICLE_MESSAGES.updateFailed),
      });
    },
  });

  const remove = useMutation({
    mutationFn: (vehicle: VehicleRecord) => deleteVehicle(vehicle.id),
    onSuccess: (_, vehicle) => {
      toast({
        title: VEHICLE_MESSAGES.deleted,
        description: deletedText(vehicle),
      });
      void invalidateVehicles(queryClient);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: refusalMessage(error, VEHICLE_MESSAGES.deleteFailed),
      });
    },
    onSettled: () => setDeleting(null),
  });

  const addNew = () => setEditing({ vehicle: null });
  const list = vehicles.data ?? [];

  return (
    <>
      <VehiclesHeading onAdd={list.length > 0 ? addNew : undefined} />
      {vehicles.isPending ? <VehiclesLoading /> : null}
      {vehicles.isError ? (
        <LoadFailed
          className="mt-6"
          title={t`Your vehicles could not be loaded`}
          onRetry={() => void vehicles.refetch()}
        >
          {t`Check your connection and try again.`}
        </LoadFailed>
      ) : null}
      {vehicles.isSuccess && list.length === 0 ? <NoVehicles onAdd={addNew} /> : null}
      {list.length > 0 ? (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {list.map((vehicle) => (
            <li key={vehicle.id}>
              <VehicleCard
                vehicle={vehicle}
                toggling={toggle.isPending && toggle.variables?.id === vehicle.id}
                onToggle={() => toggle.mutate(vehicle)}
                onEdit={() => setEditing({ vehicle })}
                onDelete={() => setDeleting(vehicle)}
              />
            </li>
          ))}
        </ul>
      ) : null}

      <VehicleDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        vehicle={editing?.vehicle ?? null}
      />
      <DeleteVehicleDialog
        vehicle={deleting}
        deleting={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(vehicle) => remove.mutate(vehicle)}
      />
    </>
  );
}

function NoVehicles({ onAdd }: { onAdd(): void }) {
  const { t } = useLingui();
  return (
    <PromptCard
      className="mt-6"
      icon={
        <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-soft text-primary">
          <LineIcon className="size-7">
            <path d="M5 16V11l2-5h10l2 5v5M3 16h18v3H3zM7 13h.01M17 13h.01" />
          </LineIcon>
        </span>
      }
      title={t`No Vehicles Added`}
      text={t`Add the vehicle you drive, with its plate and seats, to start offering rides.`}
      action={
        <Button size="lg" className="w-full sm:w-auto" onClick={onAdd}>
          <Trans>Add Your First Vehicle</Trans>
        </Button>
      }
    />
  );
}

function VehiclesLoading() {
  const { t } = useLingui();
  return (
    <Loading
      label={t`Loading your vehicles…`}
      className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-52 rounded-2xl" />
      ))}
    </Loading>
  );
}
