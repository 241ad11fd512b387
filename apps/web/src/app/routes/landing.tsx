import { useState, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n';
import { Button, buttonClasses } from '../../components/ui/button';
import { useMe } from '../../features/session';
import { useAuthDialogs } from '../../features/auth';
import { findDestinationByTitle } from '../../features/destinations';
import { useDocumentTitle } from '../use-document-title';
import jeju from '../../assets/landing/seongsan.svg';
import seoul from '../../assets/landing/gyeongbokgung.svg';
import busan from '../../assets/landing/haeundae.svg';

const features = [
  {
    key: 'share',
    icon: 'M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z M12 12.5a3 3 0 100-6 3 3 0 000 6z',
  },
  {
    key: 'plan',
    icon: 'M7 3v3M17 3v3M4 8h16M5 5h14a1 1 0 011 1v13a1 1 0 01-1 1H5a1 1 0 01-1-1V6a1 1 0 011-1z M8 12h3M8 16h6',
  },
  {
    key: 'community',
    icon: 'M16 19v-1a4 4 0 00-4-4H7a4 4 0 00-4 4v1 M9.5 10a3.5 3.5 0 100-7 3.5 3.5 0 000 7z M21 19v-1a4 4 0 00-3-3.9 M16 3.1a3.5 3.5 0 010 6.8',
  },
] as const;

const featured = [
  { key: 'seongsan', image: jeju },
  { key: 'gyeongbokgung', image: seoul },
  { key: 'haeundae', image: busan },
] as const;

export default function LandingPage() {
  const { t } = useTranslation();
  const { data: me } = useMe();
  useDocumentTitle(null);
  const { openLogin } = useAuthDialogs();
  const navigate = useNavigate();

  const start = () => (me ? void navigate('/itineraries') : openLogin());

  return (
    <div>
      <section className="relative isolate overflow-hidden">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_left,var(--brand-soft),transparent_55%),radial-gradient(ellipse_at_bottom_right,color-mix(in_oklab,var(--accent)_22%,transparent),transparent_60%)]"
        />
        <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-12 pb-16 md:grid-cols-[1.1fr_1fr] md:pt-20 md:pb-24">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-brand-soft px-3 py-1 text-xs font-bold tracking-wide text-brand-strong">
              {t('landing.hero.eyebrow')}
            </p>
            <h1 className="mt-5 text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
              {t('landing.hero.title')}
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{t('landing.hero.subtitle')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Button size="lg" onClick={start} data-testid="hero-cta">
                {t('landing.hero.cta')}
              </Button>
              <Link to="/destinations" className={buttonClasses('outline', 'lg')}>
                {t('landing.hero.browse')}
              </Link>
            </div>
          </div>
          <div className="relative hidden md:block" aria-hidden="true">
            <div className="grid grid-cols-2 gap-4">
              {/* The largest picture of a wide screen's first view (its LCP): fetched first. */}
              <WideScreenImage
                src={jeju}
                fetchPriority="high"
                className="aspect-[4/5] w-full rounded-3xl object-cover shadow-raised"
              />
              <div className="mt-10 space-y-4">
                <WideScreenImage
                  src={seoul}
                  className="aspect-square w-full rounded-3xl object-cover shadow-raised"
                />
                <WideScreenImage
                  src={busan}
                  className="aspect-[4/3] w-full rounded-3xl object-cover shadow-raised"
                />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="features-heading">
        <h2 id="features-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {t('landing.features.title')}
        </h2>
        <div className="mt-8 grid gap-5 md:grid-cols-3">
          {features.map((feature) => (
            <article
              key={feature.key}
              className="rounded-[var(--radius-card)] border border-line bg-surface-raised p-6 shadow-[var(--shadow-card)]"
            >
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-2xl bg-brand-soft text-brand-strong">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="h-6 w-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d={feature.icon} />
                </svg>
              </span>
              <h3 className="mt-4 text-lg font-bold">{t(`landing.features.${feature.key}.title`)}</h3>
              <p className="mt-2 text-ink-muted">{t(`landing.features.${feature.key}.body`)}</p>
            </article>
          ))}
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-12" aria-labelledby="featured-heading">
        <div className="flex items-end justify-between gap-4">
          <h2 id="featured-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {t('landing.featured.title')}
          </h2>
          <Link to="/destinations" className="text-sm font-semibold text-brand hover:underline">
            {t('landing.featured.more')}
          </Link>
        </div>
        <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((place) => (
            <FeaturedPlace key={place.key} place={place} />
          ))}
        </div>
      </section>

      {/* The sign-up call to action is for visitors only. */}
      {me === null ? (
        <section className="mx-auto max-w-6xl px-4 pt-6 pb-4">
          <div className="flex flex-col items-start gap-4 rounded-3xl bg-brand px-6 py-10 text-brand-ink sm:flex-row sm:items-center sm:justify-between sm:px-10">
            <div>
              <h2 className="text-2xl font-bold">{t('landing.closing.title')}</h2>
              <p className="mt-2 opacity-90">{t('landing.closing.body')}</p>
            </div>
            <button
              type="button"
              onClick={start}
              className={buttonClasses(
                'outline',
                'lg',
                'border-transparent bg-white text-teal-900 hover:bg-white/90',
              )}
            >
              {t('landing.hero.cta')}
            </button>
          </div>
        </section>
      ) : null}
    </div>
  );
}

/**
 * A featured place: the whole card links to the place's pinpoint. The link's address is the
 * destinations search for its name (what works without the script); a click finds the pinpoint
 * of that exact name and opens its detail over that search, or stays with the search when no one
 * has posted it.
 */
function FeaturedPlace({ place }: { place: (typeof featured)[number] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpening, setIsOpening] = useState(false);
  const name = t(`landing.featured.${place.key}.name`);
  const search = `?q=${encodeURIComponent(name)}`;

  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    if (isOpening) return;
    setIsOpening(true);
    const id = await findDestinationByTitle(name).catch(() => null);
    setIsOpening(false);
    void navigate(id ? `/destinations/${id}${search}` : `/destinations${search}`);
  };

  return (
    <article
      className="group relative overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised shadow-[var(--shadow-card)] transition-shadow hover:shadow-raised"
      aria-busy={isOpening || undefined}
      data-testid="featured-place"
    >
      <img
        src={place.image}
        alt=""
        width={1200}
        height={800}
        loading="lazy"
        decoding="async"
        className="aspect-[3/2] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03] motion-reduce:transition-none"
      />
      <div className="p-5">
        <p className="text-xs font-semibold text-brand">{t(`landing.featured.${place.key}.region`)}</p>
        <h3 className="mt-1 text-lg font-bold">
          <Link
            to={`/destinations${search}`}
            onClick={(event) => void open(event)}
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:underline focus-visible:after:rounded-[var(--radius-card)] focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-brand"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-2 text-sm text-ink-muted">{t(`landing.featured.${place.key}.body`)}</p>
      </div>
    </article>
  );
}

/** A transparent pixel: what a narrow screen's `<img>` holds instead of a picture it never shows. */
const blankPixel = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A decorative picture of the hero's wide-screen column (hidden below `md`). An `<img>` under
 * `display: none` is still downloaded, and the first one at high priority: on a phone it competed
 * with the page's own first paint (issue 21). Through `<picture>`, only a screen of 768 px and up
 * fetches the file.
 */
function WideScreenImage({
  src,
  className,
  fetchPriority,
}: {
  src: string;
  className: string;
  fetchPriority?: 'high';
}) {
  return (
    <picture className="block">
      <source media="(min-width: 48rem)" srcSet={src} />
      <img
        src={blankPixel}
        alt=""
        width={1200}
        height={800}
        fetchPriority={fetchPriority}
        className={className}
      />
    </picture>
  );
}
