import { useState } from 'react';
import { useTranslation } from '../../../i18n';
import type { ItinerarySummary } from '@pintrip/shared';
import { useToast } from '../../../components/ui/toast';
import { useDeleteItinerary } from '../api/delete-itinerary';
import { useSetVisibility } from '../api/set-visibility';
import { useErrorMessage } from '../../../lib/error-messages';

/**
 * Visibility toggle and delete with their confirmations and messages (spec 2 §4, §8), shared by the
 * list, My Page and the detail.
 */
export function useItineraryActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const visibility = useSetVisibility();
  const remove = useDeleteItinerary();
  const [toDelete, setToDelete] = useState<ItinerarySummary | null>(null);

  /** `where` picks which of spec 2 §8's three visibility failure texts applies. */
  const toggleVisibility = (itinerary: ItinerarySummary, where: 'list' | 'detail' | 'admin') => {
    const next = !itinerary.is_public;
    visibility.mutate(
      { id: itinerary.id, isPublic: next },
      {
        onSuccess: () =>
          toast.show(
            next ? t('itineraries.notices.madePublic') : t('itineraries.notices.madePrivate'),
            'success',
          ),
        onError: (error) =>
          toast.show(
            errorMessage(
              where === 'admin'
                ? 'itineraries.visibilityAdmin'
                : where === 'detail'
                  ? 'itineraries.visibilityDetail'
                  : 'itineraries.visibility',
              error,
            ),
            'error',
          ),
      },
    );
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        setToDelete(null);
        toast.show(t('itineraries.notices.deleted'), 'success');
        onDeleted?.();
      },
      onError: (error) => {
        setToDelete(null);
        toast.show(errorMessage('itineraries.delete', error), 'error');
      },
    });
  };

  return {
    toggleVisibility,
    isToggling: (id: string) => visibility.isPending && visibility.variables?.id === id,
    askDelete: setToDelete,
    deleteTarget: toDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    isDeleting: remove.isPending,
  };
}
