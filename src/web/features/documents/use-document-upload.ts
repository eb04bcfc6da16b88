import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { queryKeys } from '../../lib/query-keys';
import { toast } from '../../lib/toast-store';
import { createDocumentUpload, type DocumentUpload, type UploadState } from './document-upload';

/**
 * One upload per visit to the documents screen: leaving it forgets the chosen photo. An upload
 * already under way still finishes, and its toasts still say how it went.
 */
export function useDocumentUpload(): { state: UploadState; upload: DocumentUpload } {
  const queryClient = useQueryClient();
  const [upload] = useState(() =>
    createDocumentUpload({
      notify: toast,
      refreshStatus: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.driverStatus });
        void queryClient.invalidateQueries({ queryKey: queryKeys.ownDocuments });
      },
    }),
  );
  const state = useSyncExternalStore(upload.subscribe, upload.getState, upload.getState);
  return { state, upload };
}

/** A URL the browser can show a chosen file from, released when the file changes or goes. */
export function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
