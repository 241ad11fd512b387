import { Link } from 'react-router';
import { useTranslation } from '../../i18n';

/**
 * The mark, the name and the tagline; the name is the link home, stretched over all three (its
 * `::after`), so the whole logo is pressed as one. The tagline stays outside the link: a link's
 * name must hold the text it shows (WCAG 2.5.3), and "Pintrip home" is what a reader needs to hear.
 */
export function Logo() {
  const { t } = useTranslation();
  return (
    <div className="relative flex shrink-0 items-center gap-2">
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8 shrink-0">
        <defs>
          <linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#2dd4bf" />
            <stop offset="1" stopColor="#0f766e" />
          </linearGradient>
        </defs>
        <path
          d="M32 4c-11 0-20 8.6-20 19.5C12 38 32 60 32 60s20-22 20-36.5C52 12.6 43 4 32 4z"
          fill="url(#logo-g)"
        />
        <circle cx="32" cy="23" r="8" fill="#fff" />
      </svg>
      <span className="flex flex-col leading-none">
        <Link
          to="/"
          aria-label={t('brand.home')}
          className="text-lg font-extrabold tracking-tight whitespace-nowrap outline-none after:absolute after:-inset-1 after:content-[''] focus-visible:after:rounded-lg focus-visible:after:outline-2 focus-visible:after:outline-brand"
        >
          {/* Phones keep the mark only: the header's buttons (My Page, sign-up, log-in) need the room. */}
          <span className="max-sm:sr-only">{t('brand.name')}</span>
        </Link>
        <span className="hidden text-[11px] font-medium text-ink-subtle sm:block">{t('brand.tagline')}</span>
      </span>
    </div>
  );
}
