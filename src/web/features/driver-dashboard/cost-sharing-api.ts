import type { CostSharingStatement } from '../../../shared/schemas/cost-sharing';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { queryKeys } from '../../lib/query-keys';

export type Statement = Json<CostSharingStatement>;

/** A driver's cost-sharing statement of a Nairobi month ('YYYY-MM'). */
export const costSharingQuery = (month: string) => ({
  queryKey: queryKeys.costSharing(month),
  queryFn: () =>
    apiRequest<Statement>('GET', `/api/driver/cost-sharing?month=${encodeURIComponent(month)}`),
});

/** Where the month's statement downloads as a PDF (the server names the file). */
export const statementPdfUrl = (month: string) =>
  `/api/driver/cost-sharing/pdf?month=${encodeURIComponent(month)}`;

/** The Nairobi month of an instant and the `count - 1` before it, newest first ('YYYY-MM'). */
export function recentMonths(now: Date, count: number): string[] {
  const nairobi = new Date(now.getTime() + 3 * 3_600_000);
  return Array.from({ length: count }, (_, i) => {
    const at = new Date(Date.UTC(nairobi.getUTCFullYear(), nairobi.getUTCMonth() - i, 1));
    return at.toISOString().slice(0, 7);
  });
}
