import { t } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api-error';
import { toast } from '../../lib/toast-store';
import {
  ALL_REVIEW_QUERIES,
  approveDocument,
  type ReviewDocument,
  rejectDocument,
  reviewQueryKey,
} from './admin-api';

export type Decision = { approve: true } | { approve: false; reason: string };

/** The person's name, or 'This person' (in the language on screen) when none was given. */
export const personName = (document: ReviewDocument) =>
  document.user.fullName?.trim() || t`This person`;

/**
 * An agent's decision on one document. Once the server has it (or says another agent was
 * first, 409), the card leaves the queue at once and every tab reads again. Any other failure
 * stays in the dialog, in `errorMessage`, so the agent can try again.
 */
export function useReviewDecision(document: ReviewDocument, onDecided: () => void) {
  // The dialogs show `errorMessage`: re-rendered in a new language.
  useLingui();
  const queryClient = useQueryClient();

  function leaveQueue() {
    queryClient.setQueryData<InfiniteData<ReviewDocument[], number>>(
      reviewQueryKey('pending'),
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => page.filter((d) => d.id !== document.id)),
        },
    );
    void queryClient.invalidateQueries({ queryKey: ALL_REVIEW_QUERIES });
    onDecided();
  }

  const mutation = useMutation({
    mutationFn: (decision: Decision) =>
      decision.approve
        ? approveDocument(document.id)
        : rejectDocument(document.id, decision.reason),
    onSuccess: (_answer, decision) => {
      const name = personName(document);
      toast(
        decision.approve
          ? { title: t`Approved`, description: t`${name} is now a Verified Driver.` }
          : { title: t`Rejected`, description: t`${name} has been asked to upload a new photo.` },
      );
      leaveQueue();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast({ title: t`Already reviewed`, description: error.message, variant: 'destructive' });
        leaveQueue();
      }
    },
  });

  const error = mutation.error;
  const errorMessage =
    error && !(error instanceof ApiError && error.status === 409)
      ? error instanceof ApiError && error.status >= 400 && error.status < 500
        ? error.message
        : t`The decision was not saved. Please try again.`
      : null;

  return {
    decide: mutation.mutate,
    deciding: mutation.isPending,
    errorMessage,
    reset: mutation.reset,
  };
}
