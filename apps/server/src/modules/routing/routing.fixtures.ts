/** Test days of the routing tests (routing.test.ts, routing.providers.test.ts). */
import type { ItineraryWrite } from '@pintrip/shared';

/** Points on a line east of Seoul City Hall, about 880 m apart per 0.01° of longitude. */
export const at = (east: number, north = 0) => ({ lat: 37.5665 + north, lng: 126.978 + east * 0.01 });

/** Day 1: a hotel, stops at 3, 1, 2 (out of order), then a station at 4; day 2: no coordinates. */
/** The day of routing.test.ts, moved `north` degrees (another place: nothing cached). */
export const scrambledDaysAt = (north: number): ItineraryWrite['days'] => [
  {
    day_number: 1,
    plans: [0, 3, 1, 2, 4].map((east, i) => ({ destination: `장소 ${i}`, ...at(east, north) })),
  },
];

export const scrambledDays: ItineraryWrite['days'] = [
  {
    day_number: 1,
    plans: [
      { destination: '호텔', ...at(0) },
      { destination: '셋째', ...at(3) },
      { destination: '첫째', ...at(1) },
      { destination: '둘째', ...at(2) },
      { destination: '서울역', ...at(4) },
    ],
  },
  { day_number: 2, plans: [{ destination: '동문시장' }, { destination: '공항' }] },
];
