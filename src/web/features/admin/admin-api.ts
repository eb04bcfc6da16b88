import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { AdminDocument } from '../../../shared/schemas/documents';
import { apiRequest } from '../../lib/api-client';
import type { Json } from '../../lib/json';
import { queryKeys } from '../../lib/query-keys';
import type { ReviewStatus } from './review-rules';

export type ReviewDocument = Json<AdminDocument>;

/** Documents per request; the next page starts after those already shown. */
export const REVIEW_PAGE_SIZE = 20;

export const reviewQueryKey = (status: ReviewStatus) => queryKeys.reviews(status);
export const ALL_REVIEW_QUERIES = queryKeys.reviews();

export function fetchReviewDocuments(
  status: ReviewStatus,
  offset: number,
  signal?: AbortSignal,
): Promise<ReviewDocument[]> {
  const query = new URLSearchParams({
    status,
    limit: String(REVIEW_PAGE_SIZE),
    offset: String(offset),
  });
  return apiRequest('GET', `/api/admin/documents?${query}`, undefined, { signal });
}

/** One tab of the console, a page at a time; read fresh on every visit. */
export function reviewQueryOptions(status: ReviewStatus) {
  return infiniteQueryOptions({
    queryKey: reviewQueryKey(status),
    queryFn: ({ pageParam, signal }) => fetchReviewDocuments(status, pageParam, signal),
    initialPageParam: 0,
    // The next page starts after what is shown, so decided cards leaving the list skip nothing.
    getNextPageParam: (last: ReviewDocument[], all: ReviewDocument[][]) =>
      last.length < REVIEW_PAGE_SIZE ? undefined : all.reduce((n, page) => n + page.length, 0),
    staleTime: 0,
    refetchOnMount: 'always',
    // Another agent may have worked the queue meanwhile.
    refetchOnWindowFocus: status === 'pending',
  });
}

export function approveDocument(id: string): Promise<unknown> {
  return apiRequest('POST', `/api/admin/documents/${encodeURIComponent(id)}/approve`);
}

export function rejectDocument(id: string, reason: string): Promise<unknown> {
  return apiRequest('POST', `/api/admin/documents/${encodeURIComponent(id)}/reject`, { reason });
}

/** The first page of the queue, for the agent's home screen: how many IDs are waiting. */
export const pendingReviewsQuery = queryOptions({
  // Under every review query (invalidated with them), apart from the queue's own pages.
  queryKey: queryKeys.reviews('queue-size'),
  queryFn: ({ signal }) => fetchReviewDocuments('pending', 0, signal),
  staleTime: 0,
});
