import { CONVERTER_APP_NAME } from '@fwmig/contract';
import type { TMenuItem } from './menu-visibility';

/** The `target` and `rel` of a menu item's link. */
export interface TMenuLinkTarget {
  target?: '_blank';
  rel?: 'noopener noreferrer';
}

/** Whether the item leads into this app: its app name, or a URL on this page's origin. */
function isOwnApp(item: TMenuItem): boolean {
  if (item.app_name === CONVERTER_APP_NAME) return true;
  try {
    return new URL(item.url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** This app's own item opens in the same tab; the provider's other apps open in a new one. */
export function menuLinkTarget(item: TMenuItem): TMenuLinkTarget {
  return isOwnApp(item) ? {} : { target: '_blank', rel: 'noopener noreferrer' };
}
