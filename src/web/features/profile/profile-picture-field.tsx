import { UserAvatar } from '../../components/user-avatar';

/**
 * The profile picture's place in the profile form: the picture (or initials) people see today.
 * The picture upload (issue 17, built separately) takes this place: choosing, previewing and
 * sending a new photo belong here, beside the name it goes with.
 */
export function ProfilePictureField({
  fullName,
  pictureUrl,
}: {
  fullName: string;
  pictureUrl: string | null;
}) {
  return (
    <section aria-labelledby="profile-picture-title" className="flex items-center gap-4">
      <UserAvatar fullName={fullName} pictureUrl={pictureUrl} size="lg" />
      <div>
        <h2 id="profile-picture-title" className="font-medium text-ink text-sm">
          Profile picture
        </h2>
        <p className="mt-0.5 text-ink-muted text-sm">
          {pictureUrl
            ? 'Drivers and passengers see it on your trips.'
            : 'Until you add a photo, your initials show on your trips.'}
        </p>
      </div>
    </section>
  );
}
