import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { BottomNav } from '../../components/bottom-nav';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { Notice } from '../../components/ui/notice';
import { Skeleton } from '../../components/ui/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { useAuth } from '../auth/auth-context';
import { RETURN_HOME_MS } from './document-rules';
import {
  type DocumentRecord,
  DRIVER_STATUS_QUERY_KEY,
  type DriverStatus,
  OWN_DOCUMENTS_QUERY_KEY,
} from './documents-api';
import { IdPhotoUploader } from './id-photo-uploader';
import { useDocumentUpload } from './use-document-upload';
import {
  cross,
  Glyph,
  PendingCard,
  RejectedNotice,
  UploadedBanner,
  VerifiedCard,
} from './verification-status';
import { VerificationSteps } from './verification-steps';
import { WhyWeCheck } from './why-we-check';

/** While a National ID waits, look for the agent's answer this often (and on coming back to the tab). */
const PENDING_RECHECK_MS = 30_000;

/** Documents (`/documents`, specification document 2 §2 and §4): verify the account with a National ID. */
export function DocumentsScreen() {
  usePageTitle('Verify your account');
  const auth = useAuth();
  const signedIn = auth.status === 'signed-in';

  // A visitor who opens /documents is asked to sign in, once; signing out later does not ask again.
  const asked = useRef(false);
  useEffect(() => {
    if (auth.status === 'signed-in') asked.current = true;
    if (auth.status !== 'visitor' || asked.current) return;
    asked.current = true;
    auth.openSignIn();
  }, [auth.status, auth.openSignIn]);

  return (
    <div className="flex min-h-[calc(100dvh-4rem)] flex-col">
      <div className="mx-auto w-full max-w-lg flex-1 px-4 pt-6 pb-10 sm:px-6 sm:pt-10 lg:max-w-5xl lg:pt-8">
        <h1 className="font-bold text-2xl text-ink tracking-tight sm:text-3xl">
          Verify your account
        </h1>
        <p className="mt-1 text-ink-muted">
          Drivers upload a photo of their National ID. Our agents check it before you can offer
          rides.
        </p>
        {auth.status === 'checking' ? <ScreenLoading /> : null}
        {auth.status === 'visitor' ? (
          <>
            <VerificationSteps current={1} />
            <div className="mt-6 grid gap-5 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start lg:gap-8">
              <SignInPrompt onSignIn={() => auth.openSignIn()} />
              <WhyWeCheck />
            </div>
          </>
        ) : null}
        {signedIn ? <SignedInDocuments isDriver={auth.user?.isDriver ?? null} /> : null}
      </div>
      {signedIn ? <BottomNav active="more" /> : null}
    </div>
  );
}

function SignedInDocuments({ isDriver }: { isDriver: boolean | null }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const { state, upload } = useDocumentUpload();
  const status = useQuery<DriverStatus>({
    queryKey: DRIVER_STATUS_QUERY_KEY,
    // An agent decides elsewhere; every visit, and every return to the tab, asks again.
    staleTime: 0,
    refetchOnMount: 'always',
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      query.state.data?.documentStatus === 'pending' ? PENDING_RECHECK_MS : false,
  });
  const documentStatus = status.data?.documentStatus;
  const documents = useQuery<DocumentRecord[]>({
    queryKey: OWN_DOCUMENTS_QUERY_KEY,
    staleTime: 0,
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
      void queryClient.invalidateQueries({ queryKey: ['/api/user/details'] });
    }
  }, [verified, isDriver, queryClient]);

  const step = verified ? 4 : state.phase === 'done' || documentStatus === 'pending' ? 3 : 2;

  let main: ReactNode;
  if (state.phase === 'done') {
    main = <UploadedBanner />;
  } else if (status.isPending) {
    main = <StatusLoading />;
  } else if (verified && status.data) {
    main = <VerifiedCard message={status.data.message} />;
  } else if (documentStatus === 'pending' && status.data) {
    main = (
      <PendingCard
        message={status.data.message}
        document={latest}
        checking={status.isFetching}
        onCheck={() => void status.refetch()}
      />
    );
  } else {
    main = (
      <div className="grid gap-5">
        {status.isError ? (
          <Notice
            role="alert"
            tone="danger"
            icon={<Glyph>{cross}</Glyph>}
            title="We could not check your verification"
            actions={
              <Button variant="secondary" onClick={() => void status.refetch()}>
                Try again
              </Button>
            }
          >
            You can still upload your National ID.
          </Notice>
        ) : null}
        {documentStatus === 'rejected' && status.data ? (
          <RejectedNotice
            message={status.data.message}
            reason={status.data.rejectionReason}
            document={latest}
          />
        ) : null}
        <IdPhotoUploader
          state={state}
          upload={upload}
          title={documentStatus === 'rejected' ? 'Upload a new photo' : 'Photo of your National ID'}
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
    <div className="mt-6 grid gap-5" role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function StatusLoading() {
  return (
    <div className="grid gap-4" role="status">
      <span className="sr-only">Checking your verification…</span>
      <Skeleton className="h-72 w-full rounded-2xl" />
    </div>
  );
}

function SignInPrompt({ onSignIn }: { onSignIn(): void }) {
  return (
    <Card className="text-center">
      <svg viewBox="0 0 48 48" aria-hidden="true" className="mx-auto size-12">
        <circle cx="24" cy="24" r="24" className="fill-primary-soft" />
        <path
          d="M17 22v-4a7 7 0 0 1 14 0v4M15 22h18v12H15zM24 27v3"
          fill="none"
          className="stroke-primary"
          strokeWidth="2.4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <p className="mt-3 font-semibold text-ink text-lg">Sign in to verify your account</p>
      <p className="mx-auto mt-1 max-w-sm text-ink-muted">
        Your National ID is kept with your Pamoja account. Only you and our verification agents can
        see it.
      </p>
      <Button size="lg" className="mt-5 w-full sm:w-auto" onClick={onSignIn}>
        Sign in
      </Button>
    </Card>
  );
}
