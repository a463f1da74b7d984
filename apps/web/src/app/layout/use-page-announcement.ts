import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/** The document title of a page whose level-1 heading reads `heading` (issue 23 item 3). */
export function pageTitle(heading: string, serviceName: string): string {
  return heading === '' || heading === serviceName ? serviceName : `${heading} · ${serviceName}`;
}

/**
 * issue 23 item 3: a page change is announced. Every page renders one `h1`; the layout titles
 * the document after it ("Ticket 10002 · Firewall Converter") and keeps the title in step when
 * the heading changes. After an in-app navigation (not on the first load or a reload) focus moves
 * to the new page's heading, once it shows; if the page swaps that heading for another while
 * loading, focus follows, unless the user has moved on.
 */
export function usePageAnnouncement(main: RefObject<HTMLElement | null>, serviceName: string) {
  const { pathname } = useLocation();
  // The path the last run saw: a different one is a navigation (a reload starts afresh).
  const lastPath = useRef(pathname);

  useEffect(() => {
    const root = main.current;
    if (!root) return;
    const moveFocus = lastPath.current !== pathname;
    lastPath.current = pathname;
    let focused: HTMLElement | null = null;

    const update = () => {
      const heading = root.querySelector('h1');
      const title = pageTitle(heading?.textContent?.trim() ?? '', serviceName);
      if (document.title !== title) document.title = title;
      if (!moveFocus || !heading || heading === focused) return;
      const active = document.activeElement;
      const lost = active === null || active === document.body;
      if (focused !== null && !lost) return;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus();
      focused = heading;
    };

    update();
    const observer = new MutationObserver(update);
    observer.observe(root, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [main, pathname, serviceName]);
}
