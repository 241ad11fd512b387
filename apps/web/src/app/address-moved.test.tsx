import { render, screen } from '@testing-library/react';
import { BrowserRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAddressMovedWhileHydrating } from './router';

/** The address changes after the router read it and before it listens: a Back pressed mid-hydration. */
let moved = false;
function MovesTheAddress() {
  if (!moved) {
    moved = true;
    window.history.pushState(null, '', '/itineraries/trip-1');
  }
  return null;
}

function Shows() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function Follows() {
  useAddressMovedWhileHydrating();
  return null;
}

/** Starts the router on an itinerary's planner, the address moving to its page as it mounts. */
function startOnThePlanner(follow: boolean) {
  window.history.replaceState(null, '', '/itineraries/trip-1/plan');
  render(
    <BrowserRouter>
      <MovesTheAddress />
      {follow ? <Follows /> : null}
      <Shows />
    </BrowserRouter>,
  );
}

describe('useAddressMovedWhileHydrating', () => {
  afterEach(() => {
    moved = false;
    window.history.replaceState(null, '', '/');
  });

  it('follows an address that moved before the router listened', async () => {
    startOnThePlanner(true);
    expect(await screen.findByText('/itineraries/trip-1')).toBeTruthy();
    expect(window.location.pathname).toBe('/itineraries/trip-1');
  });

  it('without it, the router goes on showing where it started (the defect it mends)', async () => {
    startOnThePlanner(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByTestId('where').textContent).toBe('/itineraries/trip-1/plan');
  });
});
