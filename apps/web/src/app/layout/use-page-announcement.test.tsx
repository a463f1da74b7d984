import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitle, usePageAnnouncement } from './use-page-announcement';

const SERVICE = 'Acme Migrator';

function Frame() {
  const main = useRef<HTMLElement>(null);
  usePageAnnouncement(main, SERVICE);
  return (
    <>
      <nav>
        <Link to="/tickets">Tickets</Link>
        <Link to="/ticket/7">Open 7</Link>
      </nav>
      <main ref={main}>
        <Outlet />
      </main>
    </>
  );
}

/** A page that shows a loading heading first, then swaps in its own. */
function SlowTicket() {
  const [loaded, setLoaded] = useState(false);
  return loaded ? (
    <h1>Ticket 7</h1>
  ) : (
    <div>
      <h1>Loading</h1>
      <button onClick={() => setLoaded(true)}>Finish loading</button>
    </div>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <Frame />,
        children: [
          { path: '/', element: <h1>{SERVICE}</h1> },
          { path: '/tickets', element: <h1>Tickets</h1> },
          { path: '/ticket/7', element: <SlowTicket /> },
          { path: '/empty', element: <p>No heading yet</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('usePageAnnouncement (issue 23 item 3)', () => {
  it('titles the page after its heading and the service', () => {
    expect(pageTitle('Ticket 10002', 'Firewall Converter')).toBe(
      'Ticket 10002 · Firewall Converter',
    );
    expect(pageTitle('Firewall Converter', 'Firewall Converter')).toBe('Firewall Converter');
    expect(pageTitle('', 'Firewall Converter')).toBe('Firewall Converter');
  });

  it('on the first load sets the title but leaves focus where the browser put it', () => {
    renderAt('/tickets');
    expect(document.title).toBe(`Tickets · ${SERVICE}`);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveFocus();
  });

  it('after an in-app navigation moves focus to the new heading, following a swapped one', async () => {
    const user = userEvent.setup();
    renderAt('/');
    expect(document.title).toBe(SERVICE);
    await user.click(screen.getByRole('link', { name: 'Tickets' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Tickets' })).toHaveFocus();
    expect(document.title).toBe(`Tickets · ${SERVICE}`);

    await user.click(screen.getByRole('link', { name: 'Open 7' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Loading' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Ticket 7' });
    expect(document.title).toBe(`Ticket 7 · ${SERVICE}`);
    // The button (and focus with it) went away with the loading state: focus follows.
    expect(heading).toHaveFocus();
  });

  it('waits for a heading that is not there yet', async () => {
    const router = renderAt('/tickets');
    await act(() => router.navigate('/empty'));
    expect(document.title).toBe(SERVICE);
    expect(document.activeElement).toBe(document.body);
  });
});
