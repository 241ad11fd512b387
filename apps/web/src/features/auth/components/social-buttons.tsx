import { useTranslation } from '../../../i18n';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useSocialSignIn } from '../api/social-sign-in';
import { errorMessageKey } from '../../../lib/error-messages';

/** Brand marks drawn inline (no third-party requests). */
function ProviderMark({ provider }: { provider: string }) {
  if (provider === 'google') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
        <path
          fill="#4285F4"
          d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 01-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
        />
        <path
          fill="#34A853"
          d="M12 24c3.2 0 6-1.1 8-2.9l-3.9-3c-1.1.7-2.5 1.2-4.1 1.2-3.1 0-5.8-2.1-6.7-5H1.3v3.1A12 12 0 0012 24z"
        />
        <path fill="#FBBC05" d="M5.3 14.3a7.2 7.2 0 010-4.6V6.6h-4a12 12 0 000 10.8l4-3.1z" />
        <path
          fill="#EA4335"
          d="M12 4.8c1.7 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 001.3 6.6l4 3.1c.9-2.9 3.6-4.9 6.7-4.9z"
        />
      </svg>
    );
  }
  if (provider === 'kakao') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5">
        <path
          fill="currentColor"
          d="M12 3C6.5 3 2 6.5 2 10.8c0 2.8 1.9 5.2 4.7 6.6l-1 3.6c-.1.3.3.6.6.4l4.2-2.8c.5.1 1 .1 1.5.1 5.5 0 10-3.5 10-7.9S17.5 3 12 3z"
        />
      </svg>
    );
  }
  if (provider === 'naver') {
    return (
      <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4">
        <path fill="currentColor" d="M16.3 12.8L7.4 0H0v24h7.7V11.2L16.6 24H24V0h-7.7z" />
      </svg>
    );
  }
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M12 3l7 3v5c0 4.6-3 8.3-7 10-4-1.7-7-5.4-7-10V6l7-3z" />
      <path d="M9 12l2 2 4-4" />
    </svg>
  );
}

const providerStyles: Record<string, string> = {
  google: 'border border-line bg-white text-[#1f1f1f] hover:bg-[#f5f5f5]',
  kakao: 'bg-[#FEE500] text-[#191600] hover:brightness-95',
  naver: 'bg-[#03C75A] text-white hover:brightness-95',
};

const knownProviders = new Set(['google', 'kakao', 'naver', 'oidc']);

/** One button per configured provider (GET /api/app-info → social_providers). */
export function SocialButtons({
  providers,
  onError,
  disabled,
}: {
  providers: readonly string[];
  onError: (messageKey: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const social = useSocialSignIn();
  const shown = providers.filter((p) => knownProviders.has(p));
  if (shown.length === 0) return null;
  return (
    <div className="flex flex-col gap-2" data-testid="social-buttons">
      {shown.map((provider) => {
        const isBusy = social.isPending && social.variables === provider;
        return (
          <Button
            key={provider}
            size="lg"
            variant="outline"
            className={cn('w-full', providerStyles[provider])}
            disabled={disabled || social.isPending}
            aria-busy={isBusy || undefined}
            data-testid={`social-${provider}`}
            onClick={() =>
              social.mutate(provider, {
                onError: (error) => onError(errorMessageKey('auth.socialStart', error)),
              })
            }
          >
            <ProviderMark provider={provider} />
            {isBusy ? t('auth.social.redirecting') : t(`auth.social.${provider}`)}
          </Button>
        );
      })}
    </div>
  );
}
