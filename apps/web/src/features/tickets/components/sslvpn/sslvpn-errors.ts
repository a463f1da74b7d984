import type { FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../../lib/error-message';
import type { TSslVpnFormValues } from './sslvpn-values';

/** A problem the server (or the contract's schema) found, placed on a field when it names one. */
export interface TPlacedErrors {
  fields: { name: FieldPath<TSslVpnFormValues>; message: string }[];
  /** What names no field of the form. */
  general: string[];
}

type TPath = readonly (string | number)[];

const LIST_FIELDS = new Set(['tunnelPool', 'dnsServers', 'splitNetworks']);
const FIELDS = new Set([
  'listenInterface',
  'port',
  'serverCertificate',
  'splitTunnelling',
  'portalMappings',
  'defaultPortal',
  ...LIST_FIELDS,
]);

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The form field of a settings path: list entries are `{ value }` rows in the form. */
function fieldOf(path: TPath): FieldPath<TSslVpnFormValues> | undefined {
  const [head, index, leaf] = path;
  if (typeof head !== 'string' || !FIELDS.has(head)) return undefined;
  if (index === undefined) return head as FieldPath<TSslVpnFormValues>;
  const row = Number(index);
  if (!Number.isInteger(row)) return undefined;
  if (LIST_FIELDS.has(head)) return `${head}.${row}.value` as FieldPath<TSslVpnFormValues>;
  if (head === 'portalMappings' && (leaf === 'group' || leaf === 'portal')) {
    return `portalMappings.${row}.${leaf}`;
  }
  return head as FieldPath<TSslVpnFormValues>;
}

/** Zod issues (the contract's, or a server that answers with them) placed on the form. */
export function placeIssues(issues: readonly { path: TPath; message: string }[]): TPlacedErrors {
  const placed: TPlacedErrors = { fields: [], general: [] };
  for (const issue of issues) {
    const name = fieldOf(issue.path);
    if (name) placed.fields.push({ name, message: sentence(issue.message) });
    else placed.general.push(sentence(issue.message));
  }
  return placed;
}

function isIssueList(value: unknown): value is { path: TPath; message: string }[] {
  return (
    Array.isArray(value) &&
    value.every(
      (issue) =>
        typeof issue === 'object' &&
        issue !== null &&
        Array.isArray((issue as { path?: unknown }).path) &&
        typeof (issue as { message?: unknown }).message === 'string',
    )
  );
}

// The server's schema errors: "The request is not valid: body.tunnelPool.0: must be …;
// body.port: …. Fix it and send again." (apps/server error-handler describeValidation).
const VALIDATION_PREFIX = /^The request is not valid: /;
const VALIDATION_SUFFIX = /\.? Fix it and send again\.$/;
const ISSUE = /^body(?:\.([\w.]+))?: (.+)$/s;

function parseDescribed(message: string): { path: TPath; message: string }[] | undefined {
  if (!VALIDATION_PREFIX.test(message)) return undefined;
  const text = message.replace(VALIDATION_PREFIX, '').replace(VALIDATION_SUFFIX, '');
  const issues = text.split(/; (?=body[.:])/).map((part) => {
    const match = ISSUE.exec(part);
    if (!match) return { path: [], message: part };
    const path = match[1] ? match[1].split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) : [];
    return { path, message: match[2] ?? part };
  });
  return issues.length > 0 ? issues : undefined;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * A refused save, placed on the form: `{ code, message }` with the server's described schema
 * errors, a zod error (`issues`, or its JSON message), or any other message as a general error.
 */
export function placeServerError(error: unknown): TPlacedErrors {
  if (typeof error === 'object' && error !== null) {
    const { issues, message } = error as { issues?: unknown; message?: unknown };
    if (isIssueList(issues)) return placeIssues(issues);
    if (typeof message === 'string') {
      const described = parseDescribed(message);
      if (described) return placeIssues(described);
      const json = parseJson(message);
      if (isIssueList(json)) return placeIssues(json);
    }
  }
  return { fields: [], general: [errorMessage(error)] };
}
