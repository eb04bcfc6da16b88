import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'wouter';
import { SignInPrompt } from '../../app-shell/sign-in-prompt';
import { SignedInScreen } from '../../app-shell/signed-in-screen';
import { LoadFailed } from '../../components/ui/load-failed';
import { Loading } from '../../components/ui/loading';
import { Skeleton } from '../../components/ui/skeleton';
import { queryKeys } from '../../lib/query-keys';
import { useAuth } from '../../lib/session/auth-context';
import { RETURN_HOME_MS } from './document-rules';
import { type DriverStatus, driverStatusQuery, ownDocumentsQuery } from './documents-api';
import { IdPhotoUploader } from './id-photo-uploader';
import { useDocumentUpload } from './use-document-upload';
import { PendingCard, RejectedNotice, UploadedBanner, VerifiedCard } from './verification-status';
import { VerificationSteps } from './verification-steps';
import { WhyWeCheck } from './why-we-check';

/** Where the person stands, in the server's words (its `message`), in the language on screen. */
const STATUS_MESSAGES: Record<DriverStatus['documentStatus'], MessageDescriptor> = {
  none: msg`Upload a photo of your National ID to start driving with Pamoja.`,
  pending: msg`Your National ID is waiting for an agent to check it.`,
  approved: msg`Your National ID is verified. You can schedule rides.`,
  rejected: msg`Your National ID was not approved. Please upload it again.`,
};

/** While a National ID waits, look for the agent's answer this often (and on coming back to the tab). */
const PENDING_RECHECK_MS = 30_000;

/** Documents (`/documents`, specification document 2 §2 and §4): verify the account with a National ID. */
export function DocumentsScreen() {
  const { t } = useLingui();
  const auth = useAuth();
  return (
    <SignedInScreen
      title={t`Verify your account`}
      subtitle={t`Drivers upload a photo of their National ID. Our agents check it before you can offer rides.`}
      nav="more"
      loading={<ScreenLoading />}
      visitor={
        <>
          <VerificationSteps current={1} />
          <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
            <SignInPrompt
              title={t`Sign in to verify your account`}
              text={t`Your National ID is kept with your Pamoja account. Only you and our verification agents can see it.`}
            />
            <WhyWeCheck />
          </div>
        </>
      }
    >
      <SignedInDocuments isDriver={auth.user?.isDriver ?? null} />
    </SignedInScreen>
  );
}

function SignedInDocuments({ isDriver }: { isDriver: boolean | null }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { state, upload } = useDocumentUpload();
  const status = useQuery({
    ...driverStatusQuery,
    // An agent decides elsewhere; every visit, and every return to the tab, asks again.
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.documentStatus === 'pending' ? PENDING_RECHECK_MS : false,
  });
  const documentStatus = status.data?.documentStatus;
  const documents = useQuery({
    ...ownDocumentsQuery,
    enabled: documentStatus === 'pending' || documentStatus === 'rejected',
  });
  const latest = documents.data?.[0];
  const verified = status.data?.isVerified === true || documentStatus === 'approved';

  // The specification's return home, 2 seconds after the success banner.
  useEffect(() => {
    if (state.phase !== 'done') return;
    const timer = setTimeout(() => navigate('/'), RETURN_HOME_MS);
    return () => clearTimeout(timer);
  }, [state.phase, navigate]);

  // Approved since the profile was read: the rest of the app (the home badge) should know.
  useEffect(() => {
    if (verified && isDriver === false) {
      void queryClient.invalidateQueries({ queryKey: queryKeys.userDetails });
    }
  }, [verified, isDriver, queryClient]);

  const message = t(STATUS_MESSAGES[verified ? 'approved' : (documentStatus ?? 'none')]);
  const step = verified ? 4 : state.phase === 'done' || documentStatus === 'pending' ? 3 : 2;

  let main: ReactNode;
  if (state.phase === 'done') {
    main = <UploadedBanner />;
  } else if (status.isPending) {
    main = <StatusLoading />;
  } else if (verified && status.data) {
    main = <VerifiedCard message={message} />;
  } else if (documentStatus === 'pending' && status.data) {
    main = (
      <PendingCard
        message={message}
        document={latest}
        checking={status.isFetching}
        onCheck={() => void status.refetch()}
      />
    );
  } else {
    main = (
      <div className="grid gap-5">
        {status.isError ? (
          <LoadFailed
            title={t`We could not check your verification`}
            onRetry={() => void status.refetch()}
          >
            {t`You can still upload your National ID.`}
          </LoadFailed>
        ) : null}
        {documentStatus === 'rejected' && status.data ? (
          <RejectedNotice
            message={message}
            reason={status.data.rejectionReason}
            document={latest}
          />
        ) : null}
        <IdPhotoUploader
          state={state}
          upload={upload}
          title={
            documentStatus === 'rejected' ? t`Upload a new photo` : t`Photo of your National ID`
          }
        />
      </div>
    );
  }

  return (
    <>
      <VerificationSteps current={step} />
      <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
        <div>{main}</div>
        <WhyWeCheck />
      </div>
    </>
  );
}

function ScreenLoading() {
  return (
    <Loading className="mt-6 grid gap-5">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </Loading>
  );
}

function StatusLoading() {
  const { t } = useLingui();
  return (
    <Loading label={t`Checking your verification…`} className="grid gap-4">
      <Skeleton className="h-72 w-full rounded-2xl" />
    </Loading>
  );
}
