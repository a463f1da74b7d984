import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type ReactNode } from 'react';
import { CODE_ROW_HEIGHT, CodeScroller } from './code-styles';

/** Lines rendered beyond the visible ones, so a quick scroll shows no blank. */
const OVERSCAN = 20;

export interface TVirtualLinesProps {
  /** Names the code region for assistive technology. */
  label: string;
  count: number;
  /** The content of line `index`: its gutter and its text. */
  renderLine: (index: number) => ReactNode;
  /** Extra class names of line `index` (`added`, `removed`). */
  lineClass?: (index: number) => string;
  /** Digits of the widest line number, for the gutter's width. */
  digits: number;
  /** Scrolls line `index` into the middle of the view whenever a new object is passed. */
  jumpTo?: { index: number } | null;
}

/**
 * A scrolling, focusable code region that renders only the lines in view: outputs run to
 * 100,000 lines and more. Lines have one fixed height and do not wrap.
 */
export function VirtualLines({
  label,
  count,
  renderLine,
  lineClass,
  digits,
  jumpTo,
}: TVirtualLinesProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // The compiler leaves this component unmemoised, which the virtualizer needs: it changes
  // in place as the region scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => CODE_ROW_HEIGHT,
    overscan: OVERSCAN,
    // React 19 warns about flushSync inside its lifecycle; a frame's delay does not show.
    useFlushSync: false,
  });

  useEffect(() => {
    if (jumpTo) virtualizer.scrollToIndex(jumpTo.index, { align: 'center' });
  }, [jumpTo, virtualizer]);

  return (
    <CodeScroller
      ref={scrollRef}
      role="region"
      aria-label={label}
      // Keyboard users scroll the region with the arrow keys once it has focus.
      tabIndex={0}
      style={{
        height: Math.max(count, 1) * CODE_ROW_HEIGHT + 2,
        maxHeight: '70vh',
        ['--code-digits' as string]: `${digits}ch`,
      }}
    >
      <div style={{ position: 'relative', height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            className={`code-line ${lineClass?.(item.index) ?? ''}`}
            data-index={item.index}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              transform: `translateY(${item.start}px)`,
            }}
          >
            {renderLine(item.index)}
          </div>
        ))}
      </div>
    </CodeScroller>
  );
}
