import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import appI18n from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../components/ui/toast';
import { AuthDialogsProvider } from '../features/auth';

export function AppProviders({
  children,
  queryClient,
  i18n = appI18n,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server renders each request with an instance of its own language (entry-server.tsx). */
  i18n?: I18n;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <AuthDialogsProvider>{children}</AuthDialogsProvider>
        </ToastProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
