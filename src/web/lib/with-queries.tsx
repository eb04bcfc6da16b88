import type { ComponentType } from 'react';

/**
 * A lazily loaded part of the app that reads the server through TanStack Query: its code comes
 * with the query library and the app's one cache around it (query-provider.tsx). The shell a
 * visitor's first view needs (the landing page, header, sign-in) reads no queries, so the
 * library is not part of the landing page's JavaScript.
 */
export function withQueries<P extends object>(
  load: () => Promise<ComponentType<P>>,
): () => Promise<{ default: ComponentType<P> }> {
  return async () => {
    const [Component, { QueryProvider }] = await Promise.all([load(), import('./query-provider')]);
    return {
      default: (props: P) => (
        <QueryProvider>
          <Component {...props} />
        </QueryProvider>
      ),
    };
  };
}
