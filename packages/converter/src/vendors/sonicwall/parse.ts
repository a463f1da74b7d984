import { ConversionInputError } from '../../errors.js';
import type { TParseOptions, TParseResult, TSourceFile } from '../vendor-parser.js';
import { readAddresses } from './addresses.js';
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

/** SonicOS 7 CLI (`show current-config`) block headers: not converted yet. */
const CLI_LINE =
  /^\s*(address-object|address-group|service-object|access-rule|nat-policy|zone|interface|route-policy) /m;

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
 * are): tables read in dependency order (interfaces before the objects that resolve from them,
 * objects before rules), then every item no reader claimed is reported.
 */
export function parseSonicWall(
  files: readonly TSourceFile[],
  _options: TParseOptions,
): TParseResult {
  const [file] = files;
  if (!file) throw new Error('parse needs a file');
  const decoded = decodeExp(file.text);
  if (
    decoded.form === 'decoded' &&
    !decoded.items.some((i) => i.key.includes('_')) &&
    CLI_LINE.test(file.text.slice(0, 64 * 1024))
  )
    throw new ConversionInputError(
      'NOT_RECOGNISED',
      `${file.name} is SonicOS command-line output (show current-config), which is not converted yet: export the settings file instead (SonicOS 6: System > Settings > Export Settings; SonicOS 7: Device > Settings > Firmware and Settings > Import/Export Configuration > Export) and upload the .exp file as downloaded.`,
    );
  const ctx = new SonicWallContext(file.name, decoded.items);
  if (decoded.problem) ctx.model.incomplete = [decoded.problem];
  if (decoded.openEnd) untrusted(ctx, decoded.openEnd);
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
