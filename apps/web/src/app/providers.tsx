import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TranslationContext, type Translation } from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../components/ui/toast';
import { AuthDialogsProvider } from '../features/auth';

export function AppProviders({
  children,
  queryClient,
  translation = null,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server renders each request in a language of its own (entry-server.tsx); none: the app's. */
  translation?: Translation | null;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <TranslationContext value={translation}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthDialogsProvider>{children}</AuthDialogsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </TranslationContext>
  );
}
