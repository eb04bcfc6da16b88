import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserDetails } from '../../../shared/schemas/user';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { UserAvatar } from '../../components/user-avatar';
import { userDetailsQuery } from '../../lib/session/use-session';
import { toast } from '../../lib/toast-store';
import {
  type PhotoFile,
  PhotoPicker,
  photoProblem,
  removeProfilePicture,
  setProfilePicture,
} from '../photos';

/** Set, change or remove the picture shown instead of the initials (issue 17). */
export function ProfilePicture({ user }: { user: UserDetails }) {
  const queryClient = useQueryClient();
  const change = useMutation({
    mutationFn: (photo: PhotoFile | null) =>
      photo ? setProfilePicture(photo) : removeProfilePicture(),
    onSuccess: (details, photo) => {
      queryClient.setQueryData(userDetailsQuery.queryKey, details);
      toast({ title: photo ? 'Profile picture saved' : 'Profile picture removed' });
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Photo not saved',
        description: photoProblem(error),
      }),
  });
  return (
    <Card className="mt-4">
      <PhotoPicker
        label="Profile picture"
        shape="round"
        imageUrl={user.profilePictureUrl}
        placeholder={<UserAvatar fullName={user.fullName} size="lg" />}
        hint="Drivers and passengers you ride with see it. PNG or JPG, up to 5 MB."
        busy={change.isPending}
        onPick={(photo) => change.mutate(photo)}
      >
        {user.profilePictureUrl ? (
          <Button variant="ghost" disabled={change.isPending} onClick={() => change.mutate(null)}>
            Remove
          </Button>
        ) : null}
      </PhotoPicker>
    </Card>
  );
}
