import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it.each([
    ['S9-23', 'small', '12px'],
    ['S9-24', 'medium', '16px'],
    ['S9-25', 'large', '24px'],
  ] as const)('%s: size %s renders %s', (_id, size, px) => {
    render(<Spinner size={size} />);
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toHaveStyle({
      width: px,
      height: px,
    });
  });

  it('is medium by default', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('progressbar', { name: 'Saving' })).toHaveStyle({ width: '16px' });
  });
});
