import { personLabel } from '../notifications/sms-label.ts';

/**
 * A person's first name and masked phone, as transfers show and text them. The name is the SMS
 * label of notifications/sms-label.ts: SMS never carry people's free text (links, numbers).
 */
export function recipientSummaryOf(fullName: string | null, phone: string) {
  const firstName = personLabel(fullName, 'Pamoja user');
  const maskedPhone = `${phone.slice(0, 5)}••• •${phone.slice(-3)}`;
  return { firstName, maskedPhone };
}
