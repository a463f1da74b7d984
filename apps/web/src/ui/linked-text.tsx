import Link from '@mui/material/Link';
import { Fragment, useMemo } from 'react';
import { splitTextLinks } from './text-links';

/**
 * Text with its web and e-mail addresses as links (spec §5 recognition patterns): a web address
 * opens in a new tab, an e-mail address starts a message. Everything else stays plain text.
 */
export function LinkedText({ text }: { text: string }) {
  const pieces = useMemo(() => splitTextLinks(text), [text]);
  return (
    <>
      {pieces.map((piece, index) =>
        piece.kind === 'text' ? (
          <Fragment key={index}>{piece.text}</Fragment>
        ) : (
          <Link
            key={index}
            href={piece.href}
            {...(piece.kind === 'url' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
          >
            {piece.text}
          </Link>
        ),
      )}
    </>
  );
}
