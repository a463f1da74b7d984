import type {
  TInterfaceMapping,
  TMappingProblem,
  TMappingView,
  TSourceInterface,
  TTargetPort,
} from '@fwmig/contract';
import type { TDropdownOption } from '../../../../ui/dropdown-options';

/** Where the mapping shown starts from. */
export interface TStartingPoint {
  mapping: TInterfaceMapping;
  from: 'saved' | 'suggested' | 'run';
  /** Saved interfaces the configuration no longer has, left out of the form. */
  dropped: string[];
}

export function sameMapping(a: TInterfaceMapping, b: TInterfaceMapping): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/**
 * The saved mapping (without interfaces the latest configuration no longer has, which could not
 * be fixed on any row); with nothing saved, the suggestion to edit, or, read-only, the ports the
 * latest run used.
 */
export function startingPoint(view: TMappingView): TStartingPoint {
  const saved = Object.entries(view.saved);
  if (saved.length === 0) {
    if (view.editable) return { mapping: { ...view.suggested }, from: 'suggested', dropped: [] };
    return { mapping: portsUsed(view), from: 'run', dropped: [] };
  }
  const known = new Set(view.sourceInterfaces.map((source) => source.hardware));
  return {
    mapping: Object.fromEntries(saved.filter(([hardware]) => known.has(hardware))),
    from: 'saved',
    dropped: saved.filter(([hardware]) => !known.has(hardware)).map(([hardware]) => hardware),
  };
}

/** The port the latest run put each source interface on. */
export function portsUsed(view: TMappingView): TInterfaceMapping {
  return Object.fromEntries(
    view.sourceInterfaces.flatMap((s) => (s.target ? [[s.hardware, s.target]] : [])),
  );
}

export function startingPointText({ from, dropped }: TStartingPoint): string {
  const base = {
    saved: 'Starts from the saved mapping.',
    suggested: 'Nothing is saved yet: the form starts from the suggestion.',
    run: 'No mapping was saved: these are the ports the latest run used.',
  }[from];
  if (dropped.length === 0) return base;
  return `${base} Left out, as the configuration no longer has ${dropped.length === 1 ? 'it' : 'them'}: ${dropped.join(', ')}.`;
}

const TYPE_LABELS: Record<string, string> = {
  wan: 'WAN',
  dmz: 'DMZ',
  ha: 'HA',
  fortilink: 'FortiLink',
};

/** "wan1 · WAN · 1 Gbps". */
export function portLabel(port: TTargetPort): string {
  return [port.name, TYPE_LABELS[port.type] ?? port.type, port.speed].filter(Boolean).join(' · ');
}

/**
 * The ports one interface may take. Ports given to other interfaces stay choosable (choosing one
 * shows the problem) but say who has them; a saved port the model lacks is kept, so it shows.
 */
export function portOptions(
  ports: readonly TTargetPort[],
  mapping: TInterfaceMapping,
  hardware: string,
): TDropdownOption[] {
  const usedBy = new Map<string, string[]>();
  for (const [source, port] of Object.entries(mapping)) {
    if (source !== hardware) usedBy.set(port, [...(usedBy.get(port) ?? []), source]);
  }
  const options: TDropdownOption[] = ports.map((port) => {
    const others = usedBy.get(port.name);
    return others
      ? {
          id: port.name,
          name: `${portLabel(port)} (used by ${others.join(', ')})`,
          style: { fontStyle: 'italic', color: '#8d6e00' },
        }
      : { id: port.name, name: portLabel(port) };
  });
  const current = mapping[hardware];
  if (current && !ports.some((port) => port.name === current)) {
    options.push({ id: current, name: `${current} (not a port of this model)` });
  }
  return options;
}

/** What is wrong on one interface's row, in a few words; undefined when nothing is. */
export function rowProblemText(
  hardware: string,
  problems: readonly TMappingProblem[],
  mapping: TInterfaceMapping,
): string | undefined {
  const port = mapping[hardware] ?? '';
  const texts = problems
    .filter((problem) => problem.interfaces.includes(hardware))
    .map((problem) => {
      switch (problem.kind) {
        case 'port_used_twice':
          return `${port} is also given to ${problem.interfaces.filter((i) => i !== hardware).join(', ')}`;
        case 'unknown_port':
          return `${port} is not a port of this model`;
        case 'unmapped':
          return 'Choose a port';
        case 'unknown_interface':
          return problem.message;
      }
    });
  return texts.length > 0 ? texts.join('; ') : undefined;
}

/** "physical, 2 VLANs". */
/** The first few of a long list and how many more (an interface may carry dozens of VLANs). */
export function shortList(items: readonly string[], shown = 3): string {
  if (items.length <= shown + 1) return items.join(', ');
  return `${items.slice(0, shown).join(', ')} and ${(items.length - shown).toLocaleString()} more`;
}

export function kindText(source: TSourceInterface): string {
  if (source.vlans === 0) return source.kind;
  return `${source.kind}, ${source.vlans} VLAN${source.vlans === 1 ? '' : 's'}`;
}

/** "Suggested: WAN role", or with the port when the form holds another one. */
export function suggestionText(view: TMappingView, hardware: string, chosen: string | undefined) {
  const port = view.suggested[hardware];
  const reason = view.reasons[hardware];
  if (!port) return undefined;
  if (port === chosen) return reason ? `Suggested: ${reason}` : 'Suggested';
  return reason ? `Suggested: ${port} (${reason})` : `Suggested: ${port}`;
}
