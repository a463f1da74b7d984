import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EllipsisText } from './ellipsis-text';

const TEXT = 'A very long policy name that does not fit';

/** Advances in 100 ms steps, so timers that a render schedules (transitions) run too. */
function advance(ms: number) {
  for (let passed = 0; passed < ms; passed += 100) {
    act(() => {
      vi.advanceTimersByTime(Math.min(100, ms - passed));
    });
  }
}

/** The clamp rule as the browser receives it (jsdom does not compute -webkit-line-clamp). */
function lineClampOf(element: Element): string | undefined {
  const rules = Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');
  const className = Array.from(element.classList).find((name) => name.startsWith('css-'));
  if (!className) return undefined;
  const rule = new RegExp(`\\.${className}\\{[^}]*-webkit-line-clamp:\\s*(\\d+)`).exec(rules);
  return rule?.[1];
}

describe('EllipsisText', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    // Let MUI's "recently open" window pass so each test starts with the plain enter delay.
    advance(5000);
    vi.useRealTimers();
  });

  it('S9-28: clamps to 1 line by default', () => {
    render(<EllipsisText text={TEXT} />);
    const element = screen.getByText(TEXT);
    expect(element).toHaveStyle({ overflow: 'hidden', 'text-overflow': 'ellipsis' });
    expect(lineClampOf(element)).toBe('1');
  });

  it('clamps to the given number of lines', () => {
    render(<EllipsisText text={TEXT} lines={3} />);
    expect(lineClampOf(screen.getByText(TEXT))).toBe('3');
  });

  it('S9-26: hovering shows the full text after 100 ms, not at once', () => {
    render(<EllipsisText text={TEXT} />);
    fireEvent.mouseOver(screen.getByText(TEXT));
    advance(90);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    advance(20);
    expect(screen.getByRole('tooltip')).toHaveTextContent(TEXT);
  });

  it('S9-27: after a touch release the tooltip hides about 1500 ms later', () => {
    render(<EllipsisText text={TEXT} />);
    const trigger = screen.getByText(TEXT);
    fireEvent.touchStart(trigger);
    // MUI opens on a long press (its default enterTouchDelay is 700 ms).
    advance(800);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.touchEnd(trigger);
    advance(1400);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    // 1500 ms reached, then the exit transition.
    advance(600);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('issue 23: keeps the text as content, no aria-label; cut text takes focus, unless in a control', () => {
    // jsdom lays nothing out: a box narrower than its content (measured after each render).
    const widths = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(400);
    render(
      <>
        <EllipsisText text={TEXT} />
        <button>
          <EllipsisText text="In a button" />
        </button>
      </>,
    );
    const element = screen.getByText(TEXT);
    expect(element).not.toHaveAttribute('aria-label');
    expect(element).toHaveAttribute('tabindex', '0');
    expect(screen.getByText('In a button')).not.toHaveAttribute('tabindex');
    widths.mockRestore();
  });
});
