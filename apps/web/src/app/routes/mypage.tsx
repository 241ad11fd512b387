import { useState } from 'react';
import { Navigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../i18n';
import { Spinner } from '../../components/ui/spinner';
import { meQueryKey, useMe } from '../../features/session';
import { ProfileCard, ProfileEditDialog, TwoFactorSection } from '../../features/profile';
import { MyBookmarks, MyDestinations } from '../../features/destinations';
import { ItineraryShelf } from '../../features/itineraries';
import { useDocumentTitle } from '../use-document-title';
import { HiddenNotices } from '../../features/moderation';
import { InviteNotices, SharedItineraries } from '../../features/members';
import { CalendarFeedButton, ImportPlacesButton } from '../../features/imports';
import { ItinerariesContext } from './itineraries-context';

export default function MyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('mypage.title'));
  const queryClient = useQueryClient();
  const { data: me, isPending } = useMe();
  const [isEditing, setIsEditing] = useState(false);
  if (isPending) return <Spinner className="m-10" label={t('common.loading')} />;
  // Visitors who are not signed in go to the landing page (spec 1 §2).
  if (!me) return <Navigate to="/" replace />;

  const refreshMe = async () => {
    await queryClient.invalidateQueries({ queryKey: meQueryKey });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">{t('mypage.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('mypage.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-2">
        <CalendarFeedButton itineraryId={null} variant="outline" />
        <ImportPlacesButton itineraryId={null} />
      </div>
      <div className="mt-6 grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,360px)_minmax(0,1fr)]">
        <ProfileCard me={me} onEdit={() => setIsEditing(true)} />
        <div className="flex min-w-0 flex-col gap-6">
          <HiddenNotices />
          <InviteNotices />
          {/* ── My trip plans, then my pinpoints: what I made ── */}
          <ItinerariesContext>
            <ItineraryShelf scope="mine" />
            <SharedItineraries />
            <MyDestinations />
            {/* ── What I kept: bookmarked destinations, liked itineraries ── */}
            <MyBookmarks />
            <ItineraryShelf scope="liked" />
          </ItinerariesContext>
          <TwoFactorSection me={me} onChanged={refreshMe} />
        </div>
      </div>
      <ProfileEditDialog open={isEditing} onOpenChange={setIsEditing} me={me} onSaved={refreshMe} />
    </div>
  );
}
