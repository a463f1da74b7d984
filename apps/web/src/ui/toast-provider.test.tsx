import { TOAST_AUTO_HIDE_MS } from '@fwmig/contract';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastProvider } from './toast-provider';
import { useToast, type TToastSeverity } from './use-toast';

function Raise({ message, severity }: { message: string; severity: TToastSeverity }) {
  const { show } = useToast();
  return (
    <button type="button" onClick={() => show({ message, severity })}>
      raise {severity}
    </button>
  );
}

function renderToast(severity: TToastSeverity = 'info', message = 'Saved the file') {
  render(
    <ToastProvider>
      <Raise message={message} severity={severity} />
      <p>elsewhere</p>
    </ToastProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: `raise ${severity}` }));
}

/** Advances fake time inside act so MUI's timers and transitions settle. */
function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('ToastProvider and useToast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each(['info', 'success', 'warning', 'error'] as const)(
    'S2-78: a %s toast renders with its severity styling',
    (severity) => {
      renderToast(severity, `a ${severity} message`);
      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(`a ${severity} message`);
      const color = `MuiAlert-color${severity[0]?.toUpperCase()}${severity.slice(1)}`;
      expect(alert).toHaveClass(color);
    },
  );

  it('S2-79, S9-10: still shown at 4.5 s, gone after 5 s', () => {
    expect(TOAST_AUTO_HIDE_MS).toBe(5000);
    renderToast();
    advance(4500);
    expect(screen.getByRole('alert')).toHaveTextContent('Saved the file');
    advance(500);
    // The exit transition is scheduled once the close has rendered.
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('S9-11: is anchored bottom right', () => {
    renderToast();
    expect(screen.getByRole('alert').closest('.MuiSnackbar-root')).toHaveClass(
      'MuiSnackbar-anchorOriginBottomRight',
    );
  });

  it('S2-81: closes on Escape', () => {
    renderToast();
    advance(100);
    fireEvent.keyDown(document, { key: 'Escape' });
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('S2-80: closes on a click away', () => {
    renderToast();
    // MUI arms the click-away listener after the opening click has finished.
    advance(100);
    fireEvent.click(screen.getByText('elsewhere'));
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('closes with its close button', () => {
    renderToast();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a newer toast replaces the shown one and gets its full time', () => {
    renderToast('info', 'first');
    advance(3000);
    fireEvent.click(screen.getByRole('button', { name: 'raise info' }));
    advance(4500);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    advance(500);
    advance(1000);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('useToast outside a provider throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Raise message="x" severity="info" />)).toThrow(/ToastProvider/);
  });
});
