/**
 * The server's side of the trip-ops protocol (docs/API.md "Editing a trip together") over the shared
 * rule, in memory: for the sync tests only (the server's own tests run the real one on a database).
 */
import {
  applyTripOp,
  type Itinerary,
  type TripLoggedOp,
  type TripOp,
  type TripOpResult,
  type TripState,
} from '@pintrip/shared';
import { newId } from './ops';

export class FakeTripServer {
  log: TripLoggedOp[] = [];
  private seqOf = new Map<string, number>();
  constructor(public state: TripState) {}
  apply(ops: TripOp[]): TripOpResult[] {
    return ops.map((op) => {
      const seen = this.seqOf.get(op.op_id);
      if (seen !== undefined) return { op_id: op.op_id, status: 'duplicate', seq: seen };
      const outcome = applyTripOp(this.state, op);
      if (!outcome.ok) {
        return {
          op_id: op.op_id,
          status: 'rejected',
          error: { code: outcome.code, message: outcome.message },
        };
      }
      this.state = outcome.state;
      const seq = this.log.length + 1;
      this.seqOf.set(op.op_id, seq);
      const { op_id, kind, ...rest } = op;
      this.log.push({ seq, op_id, kind, op: rest, user_id: null, created_at: '2026-11-25T00:00:00Z' });
      return { op_id, status: 'applied', seq };
    });
  }
  after(seq: number) {
    return this.log.filter((entry) => entry.seq > seq);
  }
}

export const planA = newId();
export const planB = newId();

/** A three-day trip: 해운대 (15:00) and 광안리 (no time) on day 1. */
export function itinerary(): Itinerary {
  const plan = (id: string, destination: string, time: string | null, key: string, position: number) => ({
    id,
    time,
    destination,
    destination_id: null,
    location: null,
    note: null,
    duration: 60,
    cost: 0,
    image_url: null,
    lat: null,
    lng: null,
    position,
    sort_key: key,
  });
  return {
    id: newId(),
    title: '부산 여행',
    start_date: '2026-12-01',
    end_date: '2026-12-03',
    location: null,
    op_seq: 0,
    days: [
      {
        id: newId(),
        day_number: 1,
        estimated_cost: 0,
        plans: [plan(planA, '해운대', '15:00', 'a0', 0), plan(planB, '광안리', null, 'a1', 1)],
      },
      { id: newId(), day_number: 2, estimated_cost: 0, plans: [] },
      { id: newId(), day_number: 3, estimated_cost: 0, plans: [] },
    ],
  } as unknown as Itinerary;
}
