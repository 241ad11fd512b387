import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useNavigate,
  type NavigateFunction,
} from 'react-router';
import { ScrollReset } from './scroll-reset';

/** The router's navigate, captured from inside it. */
let navigate: NavigateFunction;
function Capture() {
  navigate = useNavigate();
  return <ScrollReset />;
}

afterEach(() => vi.restoreAllMocks());

describe('ScrollReset (in place of the data router ScrollRestoration)', () => {
  it('scrolls to the top on a new path, keeps the place on a query change and on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    render(
      <MemoryRouter initialEntries={['/destinations']}>
        <Capture />
      </MemoryRouter>,
    );
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/destinations?sort=likes', { replace: true }));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(async () => navigate('/itineraries/1'));
    expect(scrollTo).toHaveBeenCalledExactlyOnceWith(0, 0);
    await act(async () => navigate(-1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('works under the data router the component tests use too', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '*', element: <ScrollReset /> }], { initialEntries: ['/'] });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/guides'));
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
