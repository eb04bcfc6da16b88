import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/button';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { toast } from '../../lib/toast-store';
import {
  type PhotoFile,
  PhotoPicker,
  photoProblem,
  removeProfilePicture,
  setProfilePicture,
} from '../photos';

/** Set, change or remove the picture shown instead of the initials (issue 17), under the avatar. */
export function ProfilePicture({ user }: { user: UserDetails }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (photo: PhotoFile | null) =>
      photo ? setProfilePicture(photo) : removeProfilePicture(),
    onSuccess: (details, photo) => {
      queryClient.setQueryData(userDetailsQuery.queryKey, details);
      toast({ title: photo ? t`Profile picture saved` : t`Profile picture removed` });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: t`Photo not saved`,
        description: photoProblem(error),
      }),
  });
  return (
    <div className="mt-4 border-line border-t pt-4">
      <PhotoPicker
        label={t`Profile picture`}
        shape="none"
        imageUrl={user.profilePictureUrl}
        hint={t`Drivers and passengers you ride with see it. PNG or JPG, up to 5 MB.`}
        busy={change.isPending}
        onPick={(photo) => change.mutate(photo)}
      >
        {user.profilePictureUrl ? (
          <Button variant="ghost" disabled={change.isPending} onClick={() => change.mutate(null)}>
            <Trans>Remove</Trans>
          </Button>
        ) : null}
      </PhotoPicker>
    </div>
  );
}
