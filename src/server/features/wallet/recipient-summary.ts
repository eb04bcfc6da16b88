/**
 * A person's first name and masked phone, as transfers show and text them. Only the name's
 * letters, apostrophes and hyphens: SMS never carry people's free text (links, numbers).
 */
export function recipientSummaryOf(fullName: string | null, phone: string) {
  const word = fullName?.trim().split(/\s+/)[0] ?? '';
  const firstName = word.replace(/[^\p{L}\p{M}'’-]/gu, '').slice(0, 30) || 'Pamoja user';
  const maskedPhone = `${phone.slice(0, 5)}••• •${phone.slice(-3)}`;
  return { firstName, maskedPhone };
}
