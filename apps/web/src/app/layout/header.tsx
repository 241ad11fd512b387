import { Link, NavLink, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/cn';
import { LogoutIcon } from '../../components/ui/icons';
import { isAdmin } from '@pintrip/shared';
import { actorFromMe, useMe, useSignOut } from '../../features/session';
import { useAuthDialogs } from '../../features/auth';
import { IncompleteProfileDot } from '../../features/profile';
import { LanguageSelect } from './language-select';
import { ThemeSelect } from './theme-select';
import { Logo } from './logo';

export function Header() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  const { openLogin, openSignup } = useAuthDialogs();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const showsAdmin = isAdmin(actorFromMe(me));

  const tabs = [
    { to: '/destinations', label: t('nav.destinations') },
    { to: '/itineraries', label: t('nav.itineraries') },
    { to: '/guides', label: t('nav.guides') },
    ...(showsAdmin ? [{ to: '/admin', label: t('nav.admin') }] : []),
  ];

  return (
    <header className="sticky top-0 z-30 border-b border-line bg-surface/85 backdrop-blur supports-[backdrop-filter]:bg-surface/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4">
        <Logo />
        <div className="flex items-center gap-1.5 sm:gap-2">
          {/* A visitor's phone header has no room for it: the footer has it there. */}
          <ThemeSelect className={me ? 'inline-flex' : 'hidden sm:inline-flex'} />
          <LanguageSelect />
          {me ? (
            <>
              <Link
                to="/mypage"
                className={buttonClasses('ghost', 'sm', 'relative')}
                data-testid="mypage-link"
              >
                {t('nav.mypage')}
                <IncompleteProfileDot profile={me.profile} />
              </Link>
              <Button
                variant="outline"
                size="sm"
                onClick={() => signOut.mutate(undefined, { onSettled: () => void navigate('/') })}
                disabled={signOut.isPending}
                aria-label={t('auth.logout')}
                className="px-2.5 sm:px-3"
              >
                {/* Phones show the icon only (the footer repeats the button with its label). */}
                <LogoutIcon className="h-4 w-4 sm:hidden" />
                <span className="hidden sm:inline">{t('auth.logout')}</span>
              </Button>
            </>
          ) : (
            <>
              {/* For visitors My Page opens the login dialog. */}
              <Button
                variant="ghost"
                size="sm"
                onClick={openLogin}
                data-testid="mypage-link"
                className="px-2 sm:px-3"
              >
                {t('nav.mypage')}
              </Button>
              <Button variant="outline" size="sm" onClick={openSignup}>
                {t('auth.signup')}
              </Button>
              <Button size="sm" onClick={openLogin}>
                {t('auth.login')}
              </Button>
            </>
          )}
        </div>
      </div>
      <nav aria-label={t('nav.label')} className="mx-auto max-w-6xl px-2">
        <ul className="-mb-px flex gap-1 overflow-x-auto">
          {tabs.map((tab) => (
            <li key={tab.to}>
              <NavLink
                to={tab.to}
                className={({ isActive }) =>
                  cn(
                    'inline-block border-b-2 px-3 py-2.5 text-sm font-semibold whitespace-nowrap transition-colors',
                    isActive ? 'border-brand text-brand' : 'border-transparent text-ink-muted hover:text-ink',
                  )
                }
              >
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
