import type { Announcements } from '@dnd-kit/core';
import type { TFunction } from 'i18next';
import type { DayDraft } from './draft';

const dayTabPrefix = 'day-tab-';

/**
 * What a screen reader hears while a plan is moved with the keyboard: the plan's name and its
 * position in the day ("2번째 일정으로 옮겼습니다"), or the day tab it is over — never the
 * internal keys dnd-kit would read out by default.
 */
export function planAnnouncements(
  t: TFunction,
  day: DayDraft | undefined,
  formatDayNumber: (day: number) => string,
): Announcements {
  const plans = day?.plans ?? [];
  const nameOf = (id: string | number) => {
    const name = plans.find((p) => p.key === String(id))?.destination.trim();
    return name || t('forms.reorder.unnamed');
  };
  const positionOf = (id: string | number) => plans.findIndex((p) => p.key === String(id)) + 1;
  const dayOf = (id: string | number) => {
    const overId = String(id);
    return overId.startsWith(dayTabPrefix)
      ? formatDayNumber(Number(overId.slice(dayTabPrefix.length)))
      : null;
  };
  const overText = (activeId: string | number, overId: string | number | undefined, moved: boolean) => {
    const name = nameOf(activeId);
    if (overId === undefined) return t('forms.reorder.outside', { name });
    const dayTitle = dayOf(overId);
    if (dayTitle)
      return t(moved ? 'forms.reorder.droppedDay' : 'forms.reorder.overDay', { name, day: dayTitle });
    return t(moved ? 'forms.reorder.dropped' : 'forms.reorder.over', { name, position: positionOf(overId) });
  };
  return {
    onDragStart: ({ active }) =>
      t('forms.reorder.pickedUp', {
        name: nameOf(active.id),
        position: positionOf(active.id),
        total: plans.length,
      }),
    onDragOver: ({ active, over }) => overText(active.id, over?.id, false),
    onDragEnd: ({ active, over }) =>
      over
        ? overText(active.id, over.id, true)
        : t('forms.reorder.cancelled', { name: nameOf(active.id), position: positionOf(active.id) }),
    onDragCancel: ({ active }) =>
      t('forms.reorder.cancelled', { name: nameOf(active.id), position: positionOf(active.id) }),
  };
}
