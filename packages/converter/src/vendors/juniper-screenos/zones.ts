import type { ScreenOsContext } from './context.js';
import type { TSosLine } from './lines.js';

/** `set zone name|id ...`, `set zone "Z" block|tcp-rst|screen|vrouter ...` and their unset. */
export function readZoneLine(ctx: ScreenOsContext, line: TSosLine): void {
  const unset = line.tokens[0] === 'unset';
  const [, , first, second, third] = line.tokens;
  if (first === 'name' || first === 'id') {
    const name = first === 'name' ? second : third;
    if (!name) {
      ctx.report(
        'unrecognised',
        'Zones',
        line,
        'SOS_ZONE_UNREADABLE',
        'The zone could not be read.',
      );
      return;
    }
    const zone = ctx.zone(name, line);
    if (zone) zone.origin = { file: ctx.file, line: line.n, endLine: line.n };
    ctx.claimed.add(line.n);
    if (rest(line).includes('l2'))
      ctx.note(
        'zones',
        name,
        'partial',
        'SOS_L2_ZONE',
        'A layer-2 (transparent mode) zone: converted as a layer-3 zone.',
      );
    return;
  }
  const zoneName = first ?? '';
  const setting = second ?? '';
  if (ctx.isSpecialZone(zoneName) || zoneName.toLowerCase() === 'global') {
    ctx.report(
      'ignored',
      'Zones',
      line,
      'SOS_SPECIAL_ZONE',
      `Setting of the built-in zone ${zoneName}: not converted.`,
      zoneName,
    );
    return;
  }
  if (setting === 'block') {
    const zone = ctx.zone(zoneName, line);
    if (zone) zone.intrazone = unset ? 'allow' : 'deny';
    ctx.report(
      'converted',
      'Zones',
      line,
      'SOS_ZONE_BLOCK',
      unset
        ? `Traffic within ${zoneName} is allowed (intrazone allow).`
        : `Traffic within ${zoneName} is blocked (intrazone deny); its intra-zone policies still apply.`,
      zoneName,
    );
  } else if (setting === 'vrouter') {
    ctx.zone(zoneName, line);
    ctx.report(
      'converted',
      'Zones',
      line,
      'SOS_ZONE_VROUTER',
      `Zone in virtual router ${third ?? ''}: FortiOS uses one routing table (see Static Routes).`,
      zoneName,
    );
  } else if (setting === 'screen') {
    ctx.report(
      'unsupported',
      'Zones',
      line,
      'SOS_SCREEN',
      'Screen (attack protection) options have no direct equivalent: configure a FortiOS DoS policy.',
      zoneName,
    );
  } else {
    ctx.report(
      'ignored',
      'Zones',
      line,
      'SOS_ZONE_OPTION',
      `Zone option ${setting}: FortiOS defaults apply.`,
      zoneName,
    );
  }
}

function rest(line: TSosLine): string[] {
  return line.tokens.slice(2);
}
