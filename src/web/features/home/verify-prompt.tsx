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
  return (
    <Notice
      tone="progress"
      icon={<LineIcon className="size-4">{homeIcons.documents}</LineIcon>}
      title="Get verified to offer rides"
      actions={
        <Link href="/documents" className={buttonStyles()}>
          Verify your account
        </Link>
      }
    >
      Upload a photo of your National ID. Once our agents approve it, you can create rides and earn
      from the empty seats in your car.
    </Notice>
  );
}
