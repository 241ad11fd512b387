import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import i18n from '../i18n';
import { createQueryClient } from '../lib/query-client';
import { ToastProvider } from '../components/ui/toast';
import { AuthDialogsProvider } from '../features/auth';

export function AppProviders({ children, queryClient }: { children: ReactNode; queryClient?: QueryClient }) {
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
