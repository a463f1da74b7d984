import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadingOverlay } from './loading-overlay';

describe('LoadingOverlay', () => {
  it('while loading: covers its content with a spinner and LOADING, marked busy', () => {
    render(
      <LoadingOverlay loading>
        <p>table</p>
      </LoadingOverlay>,
    );
    const overlay = screen.getByTestId('loading-overlay');
    expect(overlay).toHaveTextContent('LOADING');
    expect(overlay).toContainElement(screen.getByRole('progressbar'));
    expect(overlay).toHaveStyle({
      position: 'absolute',
      top: '0px',
      right: '0px',
      bottom: '0px',
      left: '0px',
    });
    expect(overlay.parentElement).toHaveStyle({ position: 'relative' });
    expect(overlay.parentElement).toHaveAttribute('aria-busy', 'true');
    expect(overlay.parentElement).toContainElement(screen.getByText('table'));
  });

  it('when not loading: only the content, not busy', () => {
    render(
      <LoadingOverlay loading={false}>
        <p>table</p>
      </LoadingOverlay>,
    );
    expect(screen.queryByText('LOADING')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('table').parentElement).toHaveAttribute('aria-busy', 'false');
  });
});
