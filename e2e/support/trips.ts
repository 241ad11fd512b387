import { expect, type BrowserContext } from '@playwright/test';
import { originHeaders } from './accounts';

/** A trip's dates and its one plan, as the specs of the trip workspace make them. */
export interface TripShape {
  start_date: string;
  end_date: string;
  plan: { time: string; destination: string; cost: number };
}

/** 오사카, 10월 1–3일, with a dinner at 도톤보리 (the money specs). */
export const osakaTrip: TripShape = {
  start_date: '2026-10-01',
  end_date: '2026-10-03',
  plan: { time: '18:00', destination: '도톤보리', cost: 30000 },
};

/** 삿포로, 12월 20–23일, with the clock tower at `time` (the reservations and lists specs). */
export const sapporoTrip = (time: string): TripShape => ({
  start_date: '2026-12-20',
  end_date: '2026-12-23',
  plan: { time, destination: '삿포로 시계탑', cost: 0 },
});

/** A private trip of the context's account, made through the API; its id. */
export async function makeTrip(context: BrowserContext, title: string, shape: TripShape): Promise<string> {
  const res = await context.request.post('/api/itineraries', {
    headers: originHeaders(),
    data: {
      title,
      start_date: shape.start_date,
      end_date: shape.end_date,
      days: [{ day_number: 1, plans: [shape.plan] }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** `guest` joins trip `id` of `owner` as `role` through a link invite (the API, as the app does). */
export async function joinTrip(
  owner: BrowserContext,
  guest: BrowserContext,
  id: string,
  role: 'editor' | 'viewer',
) {
  const invite = await owner.request.post(`/api/itineraries/${id}/invites`, {
    headers: originHeaders(),
    data: { role },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token } = (await invite.json()) as { token: string };
  const accepted = await guest.request.post(`/api/invites/${token}/accept`, { headers: originHeaders() });
  expect(accepted.status(), await accepted.text()).toBe(200);
}

/** The context's account: its id, and the name the app shows (the email's local part, as signed up). */
export async function accountOf(context: BrowserContext) {
  const me = (await (await context.request.get('/api/me')).json()) as { id: string; email: string };
  return { id: me.id, name: me.email.split('@')[0]! };
}
