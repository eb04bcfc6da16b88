import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { AppLayout } from './components/app-layout';
import { AppRoutes } from './routes';

// Radix Toast is ~10 kB gzipped and no toast can be due before the first screen shows, so it loads
// beside that screen instead of inside the initial bundle; toasts raised earlier wait in the store.
const Toaster = lazy(() => import('./components/ui/toaster').then((m) => ({ default: m.Toaster })));

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <AppLayout>
        <AppRoutes />
      </AppLayout>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  );
}
