import { Trans } from '@lingui/react/macro';

/** The last step: sign-in worked; the dialog closes by itself once the profile is loaded. */
export function SuccessStep() {
  return (
    <p className="pb-2 text-center font-semibold text-ink text-lg" role="status">
      <Trans>Authentication Successful!</Trans>
    </p>
  );
}
