import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.js';

describe('matchWebRoute', () => {
  it('knows every page, with its parameters decoded', () => {
    expect(matchWebRoute('/')).toEqual({ name: 'landing', params: {} });
    expect(matchWebRoute('/destinations')).toEqual({ name: 'destinations', params: {} });
    expect(matchWebRoute('/destinations/')).toEqual({ name: 'destinations', params: {} });
    expect(matchWebRoute('/destinations/a%20b')).toEqual({ name: 'destination', params: { id: 'a b' } });
    expect(matchWebRoute('/admin/users')).toEqual({ name: 'adminUsers', params: {} });
    expect(matchWebRoute('/itineraries/t1/plan')).toEqual({ name: 'planner', params: { id: 't1' } });
  });

  it('answers null for any other address', () => {
    expect(matchWebRoute('/nowhere')).toBeNull();
    expect(matchWebRoute('/destinations/1/2')).toBeNull();
    expect(matchWebRoute('/admin/unknown')).toBeNull();
    expect(matchWebRoute('/destinations/%E0%A4%A')).toBeNull();
  });
});
