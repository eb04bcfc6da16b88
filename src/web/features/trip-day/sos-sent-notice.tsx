import { useLingui } from '@lingui/react/macro';
import { LineIcon } from '../../components/ui/line-icon';
import { Notice } from '../../components/ui/notice';
import { EmergencyCalls, sosSentText } from './sos-control';
import type { SosAnswer } from './trip-day-api';

/** After an SOS, on the screen itself: what was done, and the emergency numbers at one tap. */
export function SosSentNotice({ answer }: { answer: SosAnswer }) {
  const { t } = useLingui();
  return (
    <Notice
      role="status"
      tone="danger"
      icon={
        <LineIcon className="size-4" strokeWidth={2.4}>
          <path d="M12 7v6M12 16.5v.5" />
        </LineIcon>
      }
      title={t`SOS sent`}
      actions={
        <div className="w-full">
          <EmergencyCalls />
        </div>
      }
    >
      {sosSentText(answer)}
    </Notice>
  );
}
