/**
 * PAN-OS URL categories -> FortiGuard web filter category ids, and the FortiGuard categories a
 * web filter profile must block to allow only some.
 *
 * Source: shared/reference/fortiguard-mapping.md §4.2 (PAN-OS names from the Iron-Skillet PAN-OS
 * 11.0 URL filtering profile, PURL) and §4.1 (ids). Only rows whose match is "=" (same scope)
 * and whose every FortiGuard id is printed with its name in a Fortinet document (conf "D":
 * FortiOS 6.0 CLI reference `get webfilter categories` WC60, FortiProxy 2.0.12 WCFP, community
 * tip KB52, FortiOS 7.4.3 admin guide AI74/AI76) are used. Approximate ("≈") rows, ids known
 * only by list order ("O") or unseen ("V"), and rows marked "(verify)" are left out: such a
 * category is reported as not mapped, never guessed.
 */

const D = (category: string, ...ids: number[]): [string, TFortiguardCategory] => [
  category,
  { ids, src: `fortiguard-mapping.md §4.2 "${category}" (PURL; ids §4.1, conf D)` },
];

export interface TFortiguardCategory {
  ids: readonly number[];
  src: string;
}

export const FORTIGUARD_CATEGORIES: ReadonlyMap<string, TFortiguardCategory> = new Map([
  D('abortion', 7),
  D('alcohol-and-tobacco', 64, 65),
  D('computer-and-internet-info', 52),
  // FortiGuard 101 exists from FortiOS 7.2.13 / 7.4.3 (AI74).
  D('cryptocurrency', 101),
  D('dating', 15),
  D('dynamic-dns', 88),
  D('entertainment-and-arts', 28, 29),
  D('gambling', 11),
  D('games', 20),
  D('hacking', 3),
  D('health-and-medicine', 33, 35),
  D('job-search', 34),
  D('malware', 26),
  D('newly-registered-domain', 91),
  D('news', 36),
  D('nudity', 13),
  D('online-storage-and-backup', 24),
  D('peer-to-peer', 72),
  D('phishing', 61),
  D('proxy-avoidance-and-anonymizers', 59),
  D('reference-and-research', 39),
  D('sex-education', 63),
  D('shareware-and-freeware', 19),
  D('shopping', 42),
  D('social-networking', 37),
  D('society', 44),
  D('sports', 46),
  D('stock-advice-and-tools', 18),
  D('swimsuits-and-intimate-apparel', 66),
  D('travel', 47),
  D('weapons', 16),
  D('web-advertisements', 17),
  D('web-based-email', 23),
]);

/**
 * Every FortiGuard category id a profile blocks to allow only the mapped ones: 0-95 as listed by
 * the FortiOS 6.2.3 factory `sniffer-profile` (fortiguard-mapping.md §4.1, BK623: 10, 21, 22,
 * 27, 32, 45, 60, 73 and 74 do not exist), 96 (CSA), 97-99 (a 7.0.14 factory profile, §4.1) and
 * 100-101 (AI74). Blocking an id a firmware lacks fails closed. Categories FortiGuard adds later
 * are not blocked: the report says so.
 */
export const FORTIGUARD_CATEGORY_IDS: readonly number[] = (() => {
  const absent = new Set([10, 21, 22, 27, 32, 45, 60, 73, 74]);
  const ids: number[] = [];
  for (let id = 0; id <= 101; id += 1) if (!absent.has(id)) ids.push(id);
  return ids;
})();

/** The model's token for a FortiGuard web filter category (what the FortiOS parser reads). */
export const categoryToken = (id: number): string => `fgcat:${id}`;

/** The id of an `fgcat:<id>` token; undefined for any other name. */
export function categoryTokenId(token: string): number | undefined {
  const match = /^fgcat:(\d{1,4})$/.exec(token);
  return match ? Number(match[1]) : undefined;
}
