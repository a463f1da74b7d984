import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readAddresses } from './addresses.js';
import { cliItems, isSonicOsCli } from './cli.js';
import { OBJECT_TYPE_OF, SonicWallContext } from './context.js';
import { decodeExp, type TExpItem } from './decode.js';
import { readDhcp } from './dhcp.js';
import { readInterfaces } from './interfaces.js';
import { readNat } from './nat.js';
import { readPolicies } from './policies.js';
import { readRoutes } from './routes.js';
import { readSchedules } from './schedules.js';
import { readServices } from './services.js';
import { readSettings, sweep } from './settings.js';
import { readUsers } from './users.js';
import { readVpns } from './vpn.js';
import { readZones } from './zones.js';

/**
 * The row of the last item of an export that ends without its closing `&`: the file may be
 * cut inside that value (`10.0.0.100` read as `10.0.0.10`), so the row is not converted.
 */
function untrusted(ctx: SonicWallContext, last: TExpItem): void {
  const row = ctx.tables.remove(last);
  if (!row) return;
  const why = `the export ends inside ${row.table} row ${row.index} (${last.key}) without its closing &`;
  (ctx.model.incomplete ??= []).push(why);
  ctx.report(
    'unsupported',
    OBJECT_TYPE_OF[row.table] ?? 'Other',
    row,
    'SW_ROW_INCOMPLETE',
    `Not converted: ${why}, so its last value may be cut; export the settings again.`,
  );
}

/**
 * A SonicOS settings export (`.exp`, base64 or decoded; see decode.ts for what its "lines"
 * are), or SonicOS 7 CLI output read into the same tables (cli.ts): tables read in dependency order (interfaces before the objects that resolve from them,
 * objects before rules), then every item no reader claimed is reported.
 */
export function parseSonicWall(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs a file');
  const decoded = decodeExp(file.text);
  const cli =
    decoded.form === 'decoded' &&
    !decoded.items.some((i) => /_\d+$/.test(i.key)) &&
    isSonicOsCli(file.text);
  if (cli) decoded.items = cliItems(file.text);
  const ctx = new SonicWallContext(file.name, decoded.items);
  if (decoded.problem) ctx.model.incomplete = [decoded.problem];
  if (decoded.openEnd && !cli) untrusted(ctx, decoded.openEnd);
  readSettings(ctx);
  readInterfaces(ctx);
  readAddresses(ctx);
  readServices(ctx);
  readSchedules(ctx);
  readUsers(ctx);
  const tunnels = readVpns(ctx);
  readZones(ctx, tunnels);
  readPolicies(ctx);
  readNat(ctx);
  readRoutes(ctx);
  readDhcp(ctx);
  sweep(ctx);
  return { model: ctx.model, diagnostics: ctx.diag };
}
