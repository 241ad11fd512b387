import type { Translate } from '@pintrip/shared';
import type { TripActivity } from '../api/get-activity';
import { asObject as objectIn } from './korean-particles';

/** Which name each changed field goes by ("lat" and "lng" are one place on the map). */
const planFieldKeys: Record<string, string> = {
  time: 'time',
  destination: 'destination',
  destination_id: 'place',
  location: 'location',
  note: 'note',
  duration: 'duration',
  cost: 'cost',
  lat: 'place',
  lng: 'place',
};
const tripFieldKeys: Record<string, string> = {
  title: 'title',
  start_date: 'startDate',
  end_date: 'endDate',
  location: 'location',
};

function fieldList(t: Translate, locale: string, entry: TripActivity, isTrip: boolean): string {
  const table = isTrip ? tripFieldKeys : planFieldKeys;
  const names = [...new Set(entry.fields.map((field) => table[field]).filter(Boolean))].map((key) =>
    t(`tripLive.activity.fields.${isTrip ? 'trip' : 'plan'}.${key}`),
  );
  if (names.length === 0) return t('tripLive.activity.fields.some');
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
}

/**
 * One entry of the activity feed as a sentence, the way Korean apps write it: "민지님이 해운대를
 * 2일차로 옮겼습니다", "민지님이 해운대 일정을 추가했습니다", "민지님이 여행 제목을 바꿨습니다".
 */
export function activitySentence(
  t: Translate,
  { language, locale }: { language: string; locale: string },
  dayNumber: (day: number) => string,
  entry: TripActivity,
): string {
  const asObject = (word: string) => objectIn(language, word);
  const name = entry.user?.display_name ?? t('tripLive.activity.someone');
  const title = entry.plan_title ?? t('tripLive.activity.untitled');
  const values = { name, title, titleObject: asObject(title) };
  switch (entry.kind) {
    case 'plan.add':
      return t('tripLive.activity.planAdd', values);
    case 'plan.move':
      if (entry.to_day !== null && entry.from_day !== entry.to_day) {
        return t('tripLive.activity.planMove', { ...values, day: dayNumber(entry.to_day) });
      }
      return t('tripLive.activity.planReorder', values);
    case 'plan.update': {
      const fields = fieldList(t, locale, entry, false);
      return t('tripLive.activity.planUpdate', {
        ...values,
        fields,
        fieldsObject: asObject(fields),
      });
    }
    case 'plan.remove':
      return t('tripLive.activity.planRemove', values);
    case 'trip.update': {
      const fields = fieldList(t, locale, entry, true);
      return t('tripLive.activity.tripUpdate', { name, fields, fieldsObject: asObject(fields) });
    }
    case 'trip.replace':
      return t('tripLive.activity.tripReplace', { name });
    default:
      return t('tripLive.activity.other', { name });
  }
}
