import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayCost,
  dayCount,
  estimateTravel,
  haversineKm,
  itineraryListQuerySchema,
  overlapWarnings,
  parseDateOnly,
  regenerateDays,
  totalCost,
  travelLegs,
  validateItineraryInput,
} from './itineraries.js';
import { itineraryWriteSchema, type ItineraryWrite } from './itinerary-write.js';
import { limits } from './limits.js';

const valid: ItineraryWrite = {
  title: '제주 3일',
  start_date: '2025-05-01',
  end_date: '2025-05-03',
  days: [
    { day_number: 1, plans: [{ destination: '성산일출봉', time: '09:00', duration: 90, cost: 5000 }] },
    { day_number: 3, plans: [{ destination: '시장', time: '', destination_id: null }] },
  ],
};

describe('validateItineraryInput (docs/API.md order, first failure wins)', () => {
  it('accepts a valid itinerary, a blank time and days without plans', () => {
    expect(validateItineraryInput(valid)).toBeNull();
    expect(validateItineraryInput({ ...valid, days: [] })).toBeNull();
  });

  it('reports the first failing rule, step by step', () => {
    const badPlan = { destination: 'x', duration: 0, cost: -1 };
    const steps: [string, ItineraryWrite][] = [
      ['title_required', { title: '   ', start_date: null, days: [{ day_number: 9, plans: [badPlan] }] }],
      [
        'dates_required',
        { title: 't', start_date: '2025-05-03', end_date: ' ', days: [{ day_number: 9, plans: [] }] },
      ],
      [
        'end_before_start',
        {
          title: 't',
          start_date: '2025-05-03',
          end_date: '2025-05-01',
          days: [{ day_number: 9, plans: [badPlan] }],
        },
      ],
      ['day_out_of_range', { ...valid, days: [{ day_number: 4, plans: [badPlan] }] }],
      ['duration_invalid', { ...valid, days: [{ day_number: 1, plans: [badPlan] }] }],
      [
        'cost_negative',
        {
          ...valid,
          days: [{ day_number: 1, plans: [{ destination: 'x', cost: -1, note: 'n'.repeat(5000) }] }],
        },
      ],
    ];
    for (const [code, input] of steps) expect(validateItineraryInput(input)?.code, code).toBe(code);
  });

  it('names the field that failed, with the plan path', () => {
    const input = {
      ...valid,
      days: [{ day_number: 1, plans: [{ destination: 'a' }, { destination: 'b', duration: 0.5 }] }],
    };
    expect(validateItineraryInput(input)).toEqual({
      code: 'duration_invalid',
      fields: { 'days.0.plans.1.duration': 'duration_invalid' },
    });
  });

  it('counts day 0 and non-integer days as out of range', () => {
    expect(validateItineraryInput({ ...valid, days: [{ day_number: 0, plans: [] }] })?.code).toBe(
      'day_out_of_range',
    );
    expect(validateItineraryInput({ ...valid, days: [{ day_number: 1.5, plans: [] }] })?.code).toBe(
      'day_out_of_range',
    );
    expect(validateItineraryInput({ ...valid, days: [{ day_number: 3, plans: [] }] })).toBeNull();
  });

  it('refuses a trip longer than the maximum as day_out_of_range, accepts exactly the maximum', () => {
    const end = addDays('2025-01-01', limits.itineraryDaysMax - 1);
    expect(
      validateItineraryInput({ ...valid, start_date: '2025-01-01', end_date: end, days: [] }),
    ).toBeNull();
    const tooLong = addDays('2025-01-01', limits.itineraryDaysMax);
    expect(
      validateItineraryInput({ ...valid, start_date: '2025-01-01', end_date: tooLong, days: [] }),
    ).toEqual({
      code: 'day_out_of_range',
      fields: { end_date: 'too_many_days' },
    });
  });

  it('accepts a one-day trip (end equals start)', () => {
    expect(
      validateItineraryInput({ title: 't', start_date: '2025-05-01', end_date: '2025-05-01', days: [] }),
    ).toBeNull();
  });

  it('refuses dates that are not real calendar dates', () => {
    expect(validateItineraryInput({ ...valid, start_date: '2025-02-30' })).toEqual({
      code: 'validation_failed',
      fields: { start_date: 'invalid_date' },
    });
    expect(validateItineraryInput({ ...valid, end_date: '2025/05/03' })?.fields).toEqual({
      end_date: 'invalid_date',
    });
    expect(
      validateItineraryInput({ ...valid, start_date: '2024-02-29', end_date: '2024-03-01', days: [] }),
    ).toBeNull();
  });

  it('checks lengths, plan counts, times, ids and duplicates as validation_failed with fields', () => {
    const plan = { destination: 'x' };
    const result = validateItineraryInput({
      title: 't'.repeat(limits.itineraryTitleMaxLength + 1),
      start_date: '2025-05-01',
      end_date: '2025-05-02',
      days: [
        { day_number: 1, plans: Array.from({ length: limits.plansPerDayMax + 1 }, () => plan) },
        {
          day_number: 1,
          plans: [
            {
              destination: ' ',
              time: '24:00',
              destination_id: 'nope',
              location: 'l'.repeat(limits.planLocationMaxLength + 1),
              note: 'n'.repeat(limits.planNoteMaxLength + 1),
              cost: 1.5,
            },
            { destination: 'd'.repeat(limits.planDestinationMaxLength + 1) },
          ],
        },
      ],
    });
    expect(result).toEqual({
      code: 'validation_failed',
      fields: {
        title: 'too_long',
        'days.0.plans': 'too_many',
        'days.1.day_number': 'duplicate',
        'days.1.plans.0.destination': 'required',
        'days.1.plans.0.location': 'too_long',
        'days.1.plans.0.note': 'too_long',
        'days.1.plans.0.time': 'invalid_time',
        'days.1.plans.0.destination_id': 'invalid_id',
        'days.1.plans.0.cost': 'not_integer',
        'days.1.plans.1.destination': 'too_long',
      },
    });
  });

  it('accepts exactly the length limits', () => {
    const result = validateItineraryInput({
      title: 't'.repeat(limits.itineraryTitleMaxLength),
      start_date: '2025-05-01',
      end_date: '2025-05-01',
      days: [
        {
          day_number: 1,
          plans: Array.from({ length: limits.plansPerDayMax }, () => ({
            destination: 'd'.repeat(limits.planDestinationMaxLength),
            note: 'n'.repeat(limits.planNoteMaxLength),
            destination_id: '0b0c7f4e-8d3a-4f6e-9a41-2b1c3d4e5f60',
            time: '23:59',
          })),
        },
      ],
    });
    expect(result).toBeNull();
  });
});

describe('request schemas', () => {
  it('defaults the list query and refuses unknown scopes and sorts', () => {
    expect(itineraryListQuerySchema.parse({})).toEqual({ scope: 'all', sort: 'latest', limit: 20 });
    expect(itineraryListQuerySchema.parse({ scope: 'liked', sort: 'copies', limit: '5' })).toMatchObject({
      limit: 5,
    });
    expect(itineraryListQuerySchema.safeParse({ scope: 'everyone' }).success).toBe(false);
    expect(itineraryListQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
  });

  it('lets blanks through to the ordered rules but refuses wrong JSON types', () => {
    expect(itineraryWriteSchema.safeParse({ title: '' }).success).toBe(true);
    expect(itineraryWriteSchema.safeParse({ title: 5 }).success).toBe(false);
    expect(itineraryWriteSchema.safeParse({ days: [{ day_number: '1' }] }).success).toBe(false);
  });
});

describe('dates', () => {
  it('counts both ends (spec 2 §9)', () => {
    expect(dayCount('2025-05-01', '2025-05-01')).toBe(1);
    expect(dayCount('2025-05-01', '2025-05-03')).toBe(3);
    expect(dayCount('2024-12-31', '2025-01-02')).toBe(3);
    expect(dayCount('2025-03-29', '2025-03-31')).toBe(3);
    expect(dayCount('2025-05-03', '2025-05-01')).toBe(-1);
    expect(dayCount('2025-13-01', '2025-05-01')).toBeNull();
  });

  it('parses only real dates and adds days across months', () => {
    expect(parseDateOnly('2023-02-29')).toBeNull();
    expect(parseDateOnly('2025-1-01')).toBeNull();
    expect(addDays('2025-01-31', 1)).toBe('2025-02-01');
  });
});

describe('regenerateDays', () => {
  const days = [
    { day_number: 1, plans: ['a'] },
    { day_number: 2, plans: [] as string[] },
    { day_number: 3, plans: ['c1', 'c2'] },
  ];

  it('keeps plans of days still in range and adds empty days when lengthening', () => {
    const result = regenerateDays(days, '2025-06-01', '2025-06-05');
    expect(result.days).toEqual([
      { day_number: 1, plans: ['a'] },
      { day_number: 2, plans: [] },
      { day_number: 3, plans: ['c1', 'c2'] },
      { day_number: 4, plans: [] },
      { day_number: 5, plans: [] },
    ]);
    expect(result.droppedDaysWithPlans).toEqual([]);
  });

  it('reports the dropped days that had plans when shortening', () => {
    const result = regenerateDays(days, '2025-06-01', '2025-06-01');
    expect(result.days).toEqual([{ day_number: 1, plans: ['a'] }]);
    expect(result.droppedDaysWithPlans).toEqual([3]);
  });

  it('drops empty days silently', () => {
    expect(regenerateDays(days.slice(0, 2), '2025-06-01', '2025-06-01').droppedDaysWithPlans).toEqual([]);
  });

  it('leaves the days alone while the dates are incomplete, reversed or too long', () => {
    for (const [s, e] of [
      ['', '2025-06-01'],
      ['2025-06-03', '2025-06-01'],
      ['2025-01-01', addDays('2025-01-01', limits.itineraryDaysMax)],
    ] as const) {
      expect(regenerateDays(days, s, e)).toEqual({ days, droppedDaysWithPlans: [] });
    }
  });
});

describe('costs', () => {
  it('sums plan costs per day and for the trip, a missing cost counting 0', () => {
    expect(dayCost([{ cost: 1000 }, { cost: null }, { cost: 2500 }])).toBe(3500);
    expect(dayCost([])).toBe(0);
    expect(totalCost([{ plans: [{ cost: 1000 }] }, { plans: [] }, { plans: [{ cost: 7 }, {}] }])).toBe(1007);
  });
});

describe('distance and travel estimate', () => {
  const seoulStation = { lat: 37.5547, lng: 126.9707 };
  const cityHall = { lat: 37.5663, lng: 126.9779 };
  const busan = { lat: 35.1796, lng: 129.0756 };

  it('measures great-circle distances', () => {
    expect(haversineKm(seoulStation, seoulStation)).toBe(0);
    expect(haversineKm(seoulStation, cityHall)).toBeCloseTo(1.44, 1);
    expect(haversineKm(seoulStation, busan)).toBeGreaterThan(320);
    expect(haversineKm(seoulStation, busan)).toBeLessThan(330);
  });

  it('walks under 2 km at 4.5 km/h and drives beyond at 40 km/h with a 1.3 detour', () => {
    expect(estimateTravel(1.5)).toEqual({ distanceKm: 1.5, mode: 'walk', minutes: 20 });
    expect(estimateTravel(0)).toMatchObject({ mode: 'walk', minutes: 0 });
    expect(estimateTravel(2)).toEqual({ distanceKm: 2, mode: 'drive', minutes: 4 });
    expect(estimateTravel(100)).toMatchObject({ mode: 'drive', minutes: 195 });
  });

  it('gives a leg between consecutive plans, null without coordinates', () => {
    const legs = travelLegs([{ ...seoulStation }, { ...cityHall }, { lat: null, lng: null }]);
    expect(legs).toHaveLength(2);
    expect(legs[0]).toMatchObject({ mode: 'walk' });
    expect(legs[1]).toBeNull();
  });
});

describe('overlapWarnings', () => {
  it('warns when time + duration + travel passes the next plan time', () => {
    const plans = [
      { time: '09:00', duration: 60, lat: 37.5547, lng: 126.9707 },
      { time: '10:10', duration: 30, lat: 37.5663, lng: 126.9779 },
      { time: '10:40', duration: 60 },
      { time: '11:40' },
    ];
    // 09:00 + 60 + ~20 min walk = 10:20 > 10:10; 10:10 + 30 + 0 = 10:40 is not after 10:40.
    const warnings = overlapWarnings(plans);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ index: 0, nextStartsAt: 610 });
    expect(warnings[0]!.overlapMinutes).toBeGreaterThan(0);
  });

  it('skips pairs without a time and uses the default duration', () => {
    expect(overlapWarnings([{ time: '09:00' }, { time: null }, { time: '09:30' }])).toEqual([]);
    expect(overlapWarnings([{ time: '09:00' }, { time: '09:59' }])).toEqual([
      { index: 0, arrivesAt: 600, nextStartsAt: 599, overlapMinutes: 1 },
    ]);
  });
});
