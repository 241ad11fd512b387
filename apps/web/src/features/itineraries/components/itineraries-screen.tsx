import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import { useIsDeactivated } from '../../session';
import type { ItineraryScope, ItinerarySort } from '@pintrip/shared';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { preloadOn } from '../../../components/ui/lazy-dialog';
import { useItinerariesViewer } from '../context/viewer-context';
import { PlusIcon } from '../../../components/ui/icons';
import { NewTripDialog } from './lazy-new-trip-dialog';
import { ItineraryList } from './itinerary-list';

const mySorts = ['latest', 'oldest'] as const satisfies readonly ItinerarySort[];
const publicSorts = ['latest', 'views', 'likes', 'shares'] as const satisfies readonly ItinerarySort[];
/**
 * The public section lists what everyone may see (or the viewer's likes), never the viewer's own
 * private ones: those live in "my itineraries" above, marked private.
 */
const publicScopes = ['public', 'liked'] as const satisfies readonly ItineraryScope[];
type PublicScope = (typeof publicScopes)[number];

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  labelOf,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange: (value: T) => void;
  labelOf: (value: T) => string;
}) {
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-1.5">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'rounded-full border px-3 py-1 text-sm font-medium transition-colors',
            value === option
              ? 'border-brand bg-brand-soft text-brand-strong'
              : 'border-line bg-surface text-ink-muted hover:bg-surface-muted',
          )}
        >
          {labelOf(option)}
        </button>
      ))}
    </div>
  );
}

/** /itineraries: intro and create button, three explanatory cards, my itineraries and the public list. */
export function ItinerariesScreen() {
  const { t } = useTranslation();
  const { viewer, requestLogin } = useItinerariesViewer();
  const [mySort, setMySort] = useState<(typeof mySorts)[number]>('latest');
  const [publicSort, setPublicSort] = useState<(typeof publicSorts)[number]>('latest');
  const [scope, setScope] = useState<PublicScope>('public');
  const [isCreating, setIsCreating] = useState(false);
  const needsLogin = !viewer && scope === 'liked';

  const create = () => (viewer ? setIsCreating(true) : requestLogin(() => setIsCreating(true)));
  const isDeactivated = useIsDeactivated();

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 pb-28 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight">{t('itineraries.title')}</h1>
          <p className="mt-2 max-w-2xl text-ink-muted">{t('itineraries.intro')}</p>
        </div>
        <Button
          size="lg"
          hidden={isDeactivated}
          onClick={create}
          {...(viewer ? preloadOn(NewTripDialog) : {})}
          className="fixed right-4 bottom-5 z-30 shadow-raised sm:static sm:shadow-sm"
          data-testid="create-itinerary"
        >
          <PlusIcon />
          {t('itineraries.actions.create')}
        </Button>
      </div>

      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {(['plan', 'share', 'copy'] as const).map((key) => (
          <li key={key} className="rounded-[var(--radius-card)] bg-brand-soft/60 p-4">
            <p className="font-bold text-brand-strong">{t(`itineraries.explain.${key}.title`)}</p>
            <p className="mt-1 text-sm text-ink-muted">{t(`itineraries.explain.${key}.body`)}</p>
          </li>
        ))}
      </ul>

      <section aria-labelledby="my-itineraries" className="mt-10">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="my-itineraries" className="text-xl font-bold">
            {t('itineraries.list.mine')}
          </h2>
          {viewer ? (
            <Segmented
              label={t('itineraries.list.sort')}
              value={mySort}
              options={mySorts}
              onChange={setMySort}
              labelOf={(s) => t(`itineraries.sort.${s}`)}
            />
          ) : null}
        </div>
        {viewer ? (
          <ItineraryList
            filters={{ scope: 'mine', sort: mySort }}
            variant="own"
            // A deactivated account cannot create one: it is not invited to.
            empty={t(isDeactivated ? 'itineraries.list.mineEmptyInactive' : 'itineraries.list.mineEmpty')}
            testId="my-itineraries-list"
          />
        ) : (
          <LoginPrompt onLogin={requestLogin} />
        )}
      </section>

      <section aria-labelledby="public-itineraries" className="mt-10">
        <div className="mb-3 flex flex-col gap-2">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="public-itineraries" className="text-xl font-bold">
              {t('itineraries.list.public')}
            </h2>
            <Segmented
              label={t('itineraries.list.sort')}
              value={publicSort}
              options={publicSorts}
              onChange={setPublicSort}
              labelOf={(s) => t(`itineraries.sort.${s}`)}
            />
          </div>
          <Segmented
            label={t('itineraries.list.filter')}
            value={scope}
            options={publicScopes}
            onChange={setScope}
            labelOf={(s) => t(`itineraries.scope.${s}`)}
          />
        </div>
        {needsLogin ? (
          <LoginPrompt onLogin={requestLogin} />
        ) : (
          <ItineraryList
            filters={{ scope, sort: publicSort }}
            variant="public"
            empty={t('itineraries.list.publicEmpty')}
            testId="public-itineraries-list"
          />
        )}
      </section>

      {/* A new itinerary asks its title and dates, then opens in the planner. */}
      <NewTripDialog open={isCreating} onOpenChange={setIsCreating} />
    </div>
  );
}

function LoginPrompt({ onLogin }: { onLogin: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl bg-surface-muted px-4 py-8 text-center">
      <p className="text-sm text-ink-muted">{t('itineraries.list.loginPrompt')}</p>
      <Button variant="secondary" onClick={onLogin}>
        {t('itineraries.actions.login')}
      </Button>
    </div>
  );
}
