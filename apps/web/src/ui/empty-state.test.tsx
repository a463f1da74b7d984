import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('S2-74: shows the default text without a text prop', () => {
    render(<EmptyState />);
    expect(screen.getByText('No data to show at this moment')).toBeInTheDocument();
  });

  it('shows a given text instead', () => {
    render(<EmptyState text="No devices" />);
    expect(screen.getByText('No devices')).toBeInTheDocument();
    expect(screen.queryByText('No data to show at this moment')).not.toBeInTheDocument();
  });

  it('S2-75: shows a search icon by default and in search mode', () => {
    const { rerender } = render(<EmptyState />);
    expect(screen.getByTestId('SearchIcon')).toBeInTheDocument();
    rerender(<EmptyState icon="search" />);
    expect(screen.getByTestId('SearchIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('BarChartIcon')).not.toBeInTheDocument();
  });

  it('S2-75: shows a bar icon in bar mode', () => {
    render(<EmptyState icon="bar" />);
    expect(screen.getByTestId('BarChartIcon')).toBeInTheDocument();
    expect(screen.queryByTestId('SearchIcon')).not.toBeInTheDocument();
  });
});
