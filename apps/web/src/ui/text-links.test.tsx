import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText } from './linked-text';
import { EMAIL_PATTERN, splitTextLinks, URL_PATTERN } from './text-links';

const finds = (pattern: RegExp, text: string) => [...text.matchAll(pattern)].map(([m]) => m);

describe('text recognition patterns (spec §5)', () => {
  it('S5-21: the e-mail pattern finds user@example.com in a text and not "user at example"', () => {
    expect(finds(EMAIL_PATTERN, 'Write to user@example.com today.')).toEqual(['user@example.com']);
    expect(finds(EMAIL_PATTERN, 'Write to user at example dot com')).toEqual([]);
  });

  it('S5-22: the URL pattern finds https://example.com/a in a text and not "example dot com"', () => {
    expect(finds(URL_PATTERN, 'See https://example.com/a, then reply.')).toEqual([
      'https://example.com/a',
    ]);
    expect(finds(URL_PATTERN, 'See example dot com')).toEqual([]);
  });

  it('splits text into plain pieces and addresses that join back to the text', () => {
    const text = 'Log: https://x.example/?to=a@b.example (or mail ops@acme.example).';
    const pieces = splitTextLinks(text);
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
    expect(pieces.filter((piece) => piece.kind !== 'text')).toEqual([
      {
        kind: 'url',
        text: 'https://x.example/?to=a@b.example',
        href: 'https://x.example/?to=a@b.example',
      },
      { kind: 'email', text: 'ops@acme.example', href: 'mailto:ops@acme.example' },
    ]);
  });

  it('S5-21 S5-22: message text shows its addresses as links', () => {
    render(
      <p>
        <LinkedText text="Config at https://files.example.com/fw.conf - ask ops@acme.example" />
      </p>,
    );
    const web = screen.getByRole('link', { name: 'https://files.example.com/fw.conf' });
    expect(web).toHaveAttribute('href', 'https://files.example.com/fw.conf');
    expect(web).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'ops@acme.example' })).toHaveAttribute(
      'href',
      'mailto:ops@acme.example',
    );
    expect(screen.getByRole('paragraph')).toHaveTextContent(
      'Config at https://files.example.com/fw.conf - ask ops@acme.example',
    );
  });
});
