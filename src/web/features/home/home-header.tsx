import { Trans, useLingui } from '@lingui/react/macro';
import type { UserDetails } from '../../../shared/schemas/user';
import { LineIcon } from '../../components/ui/line-icon';
import { SegmentedChoice } from '../../components/ui/segmented-choice';
import { UserAvatar } from '../../components/user-avatar';
import { firstName } from '../../lib/session/use-session';
import { homeIcons } from './home-icons';
import { HOME_MODES, type HomeMode } from './home-mode';

/** The greeting with the avatar, and the mode switch: beside it on wide screens, below on phones. */
export function HomeHeader({
  user,
  mode,
  onModeChange,
}: {
  user: UserDetails | null;
  mode: HomeMode;
  onModeChange(mode: HomeMode): void;
}) {
  const { t } = useLingui();
  const name = firstName(user);
  const modeOptions = HOME_MODES.map((option) => ({
    value: option.value,
    label: t(option.label),
    icon: <LineIcon className="size-5">{homeIcons[option.value]}</LineIcon>,
  }));
  return (
    <div className="flex flex-col gap-4 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-center gap-4">
        <UserAvatar fullName={user?.fullName} pictureUrl={user?.profilePictureUrl} />
        <div className="min-w-0">
          <p className="text-ink-muted">
            <Trans>Good morning</Trans>
          </p>
          <h1 className="truncate font-bold text-2xl text-ink tracking-tight sm:text-3xl">
            <Trans>Hi, {name}</Trans>
          </h1>
        </div>
      </div>
      <SegmentedChoice
        legend={t`Home mode`}
        hideLegend
        look="solid"
        value={mode}
        options={modeOptions}
        onChange={onModeChange}
        className="lg:w-80"
      />
    </div>
  );
}
