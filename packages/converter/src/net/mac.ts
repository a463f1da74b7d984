/**
 * MAC addresses in the vendors' spellings (`00:11:22:33:44:55`, `00-11-22-33-44-55`,
 * `0011.2233.4455`, `001122334455`) as FortiOS writes them: lower-case, colon-separated.
 */
export function normalizeMac(text: string): string | undefined {
  const hex = text.replace(/[:.-]/g, '').toLowerCase();
  if (!/^[0-9a-f]{12}$/.test(hex)) return undefined;
  // Separators, when present, must split the digits the usual ways (pairs, or Cisco's fours).
  const groups = text.split(/[:.-]/);
  if (groups.length !== 1 && groups.length !== 3 && groups.length !== 6) return undefined;
  return hex.match(/../g)?.join(':');
}
