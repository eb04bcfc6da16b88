import { initials } from '../lib/initials';

const sizes = { md: 'size-12 text-base', lg: 'size-16 text-xl' } as const;

/** The profile picture, or the initials of the first two words of the name (fallback 'U'). */
export function UserAvatar({
  fullName,
  pictureUrl,
  size = 'md',
}: {
  fullName: string | null | undefined;
  pictureUrl?: string | null;
  size?: keyof typeof sizes;
}) {
  if (pictureUrl) {
    return (
      <img
        src={pictureUrl}
        alt=""
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full bg-primary font-bold text-white`}
    >
      {initials(fullName)}
    </span>
  );
}
