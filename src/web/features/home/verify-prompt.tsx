import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { buttonStyles } from '../../components/ui/button';
import { LineIcon } from '../../components/ui/line-icon';
import { Notice } from '../../components/ui/notice';
import { homeIcons } from './home-icons';

/**
 * Driver mode for someone not yet verified: creating a ride would be refused, so the way
 * forward is offered instead of buttons that fail.
 */
export function VerifyPrompt() {
  const { t } = useLingui();
  return (
    <Notice
      tone="progress"
      icon={<LineIcon className="size-4">{homeIcons.documents}</LineIcon>}
      title={t`Get verified to offer rides`}
      actions={
        <Link href="/documents" className={buttonStyles()}>
          <Trans>Verify your account</Trans>
        </Link>
      }
    >
      <Trans>
        Upload a photo of your National ID. Once our agents approve it, you can create rides and
        earn from the empty seats in your car.
      </Trans>
    </Notice>
  );
}
