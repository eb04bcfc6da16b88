import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../lib/api-error';
import { userDetailsQuery } from '../../lib/session/user-details-query';
import { toast } from '../../lib/toast-store';

interface QueryOutcome {
  error: unknown;
  /** Changes with every failed attempt, so a retry that fails again says so again. */
  errorUpdatedAt: number;
}

/**
 * Shows one of the dashboard's load failure toasts (specification document 2 §8) each time the
 * query fails. A 401 means the session has ended: the user's details are read again, and
 * AuthProvider signs out with 'Session expired' instead.
 */
export function useLoadFailureToast(
  query: QueryOutcome,
  title: string,
  /** False for the user's details themselves, which AuthProvider already watches. */
  recheckSession = true,
): void {
  const queryClient = useQueryClient();
  const { error, errorUpdatedAt } = query;
  // The words of the moment the failure is told; a change of language alone tells nothing new.
  const titleRef = useRef(title);
  titleRef.current = title;
  useEffect(() => {
    if (!error || errorUpdatedAt === 0) return;
    if (error instanceof ApiError && error.status === 401) {
      if (recheckSession) {
        void queryClient.invalidateQueries({ queryKey: userDetailsQuery.queryKey });
      }
      return;
    }
    toast({ title: titleRef.current, variant: 'destructive' });
  }, [error, errorUpdatedAt, recheckSession, queryClient]);
}
