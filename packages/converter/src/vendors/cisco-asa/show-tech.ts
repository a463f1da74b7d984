/**
 * `show tech-support` captures: `show version` and many other `show` outputs, each under a
 * `------------------ show xyz ------------------` header, with the running configuration (and
 * sometimes a second copy, e.g. the startup configuration) among them. Only the first
 * configuration is read; every other line is returned as a region for the report, so that no
 * line is dropped silently (issue 17 items 5i and 9).
 * Cisco: "show tech-support" in the ASA command reference (Cisco Secure Firewall ASA Series
 * Command Reference, S commands).
 */

/** Lines (1-based, inclusive) the parser does not read as configuration, and why. */
export interface TLineRegion {
  from: number;
  to: number;
  code: 'ASA_SHOW_OUTPUT' | 'ASA_SHOW_TECH_DUPLICATE';
  /** The show command the lines are the output of, where a header names it. */
  command?: string;
  /** The region is only the dashed header line of a configuration section. */
  header?: boolean;
}

const VERSION_BANNER =
  /^(Cisco Adaptive Security Appliance Software Version|Cisco PIX Security Appliance Software Version|FWSM Firewall Version|Cisco Firepower Threat Defense) /;
const MARKER_STARTS = new Set(['-', ':', 'A', 'P', 'F', 'N', 'C', 'e']);
const CONFIG_START = /^(: Saved|(ASA|PIX|FWSM|NGFW) Version \d)/;
const CONFIG_COMMAND = /^(show|more) (running-config|startup-config|run\b|system:running-config)/;

/** `----- show running-config -----` -> `show running-config`; undefined if not a header. */
function sectionCommand(trimmed: string): string | undefined {
  if (trimmed.length < 12 || !trimmed.startsWith('---') || !trimmed.endsWith('---'))
    return undefined;
  let from = 0;
  while (from < trimmed.length && trimmed[from] === '-') from += 1;
  let to = trimmed.length;
  while (to > from && trimmed[to - 1] === '-') to -= 1;
  const command = trimmed.slice(from, to).trim();
  return command.startsWith('show ') || command.startsWith('more ') ? command : undefined;
}

/**
 * Regions of a show-tech capture that are not its (first) configuration; none for an ordinary
 * configuration file. A capture is recognised by its section headers, or by `show version`
 * output before the configuration starts. Linear in the lines.
 */
export function showTechRegions(lines: string[], meter: { steps: number }): TLineRegion[] {
  const kinds: { line: number; command?: string; start: boolean; end: boolean }[] = [];
  let showTech = false;
  let configSeen = false;
  for (let i = 0; i < lines.length; i += 1) {
    const raw = lines[i] ?? '';
    // Every marker starts with one of these characters: most lines need no further look.
    if (!MARKER_STARTS.has(raw.charAt(0))) continue;
    const trimmed = raw.length > 200 ? raw.slice(0, 200).trim() : raw.trim();
    meter.steps += Math.min(raw.length, 200);
    const command = sectionCommand(trimmed);
    if (command !== undefined) {
      showTech = true;
      kinds.push({ line: i + 1, command, start: CONFIG_COMMAND.test(command), end: false });
    } else if (CONFIG_START.test(trimmed)) {
      configSeen = true;
      kinds.push({ line: i + 1, start: true, end: false });
    } else if (trimmed === ': end' || trimmed === 'end') {
      kinds.push({ line: i + 1, start: false, end: true });
    } else if (!configSeen && VERSION_BANNER.test(trimmed)) showTech = true;
  }
  if (!showTech) return [];
  // A region of blank lines only holds nothing to report.
  return regionsOf(kinds, lines.length).filter((region) => {
    for (let n = region.from; n <= region.to; n += 1)
      if ((lines[n - 1] ?? '').trim() !== '') return true;
    return false;
  });
}

/** Walks the markers: show output, the first configuration, then duplicates and output. */
function regionsOf(
  kinds: { line: number; command?: string; start: boolean; end: boolean }[],
  total: number,
): TLineRegion[] {
  const regions: TLineRegion[] = [];
  let configs = 0;
  let inConfig = false;
  let regionStart = 1;
  let command: string | undefined;
  const close = (to: number) => {
    if (to < regionStart) return;
    const code = inConfig && configs > 1 ? 'ASA_SHOW_TECH_DUPLICATE' : 'ASA_SHOW_OUTPUT';
    if (!(inConfig && configs === 1))
      regions.push({ from: regionStart, to, code, ...(command ? { command } : {}) });
  };
  for (const kind of kinds) {
    if (kind.command !== undefined) {
      close(kind.line - 1);
      // A configuration section's header line itself is show output.
      inConfig = false;
      regionStart = kind.line;
      command = kind.command;
      if (kind.start) {
        regions.push({
          from: kind.line,
          to: kind.line,
          code: 'ASA_SHOW_OUTPUT',
          command,
          header: true,
        });
        configs += 1;
        inConfig = true;
        regionStart = kind.line + 1;
      }
    } else if (kind.start && !inConfig) {
      close(kind.line - 1);
      configs += 1;
      inConfig = true;
      regionStart = kind.line;
    } else if (kind.end && inConfig) {
      close(kind.line);
      inConfig = false;
      regionStart = kind.line + 1;
      command = undefined;
    }
  }
  close(total);
  return regions;
}
