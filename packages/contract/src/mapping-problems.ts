import type {
  TInterfaceMapping,
  TMappingProblem,
  TSourceInterface,
  TTargetPort,
} from './conversions.js';

/**
 * What is wrong with an interface mapping: a port given twice, an unknown port or interface, a
 * gap. The server refuses a mapping with problems; the editor shows the same ones as you type.
 */
export function mappingProblems(
  mapping: TInterfaceMapping,
  sources: readonly TSourceInterface[],
  ports: readonly TTargetPort[],
): TMappingProblem[] {
  const problems: TMappingProblem[] = [];
  const byPort = new Map<string, string[]>();
  for (const [source, port] of Object.entries(mapping)) {
    byPort.set(port, [...(byPort.get(port) ?? []), source]);
  }
  for (const [port, users] of byPort) {
    if (users.length > 1) {
      problems.push({
        kind: 'port_used_twice',
        message: `${port} is given to ${users.join(' and ')}; each port can carry one source interface (use VLANs for more).`,
        interfaces: users,
      });
    }
    if (ports.length > 0 && !ports.some((p) => p.name === port)) {
      problems.push({
        kind: 'unknown_port',
        message: `${port} is not a port of this model; choose one of its ports.`,
        interfaces: users,
      });
    }
  }
  if (sources.length > 0) {
    for (const source of Object.keys(mapping)) {
      if (!sources.some((s) => s.hardware === source)) {
        problems.push({
          kind: 'unknown_interface',
          message: `${source} is not an interface of the source configuration.`,
          interfaces: [source],
        });
      }
    }
  }
  const unmapped = sources.filter((s) => !mapping[s.hardware]).map((s) => s.hardware);
  if (unmapped.length > 0) {
    problems.push({
      kind: 'unmapped',
      message:
        ports.length > 0 && sources.length > ports.length
          ? `${unmapped.join(', ')} ha${unmapped.length === 1 ? 's' : 've'} no port: the model has ${ports.length} ports for ${sources.length} interfaces. Choose a larger model, or carry some networks as VLANs.`
          : `${unmapped.join(', ')} ha${unmapped.length === 1 ? 's' : 've'} no port yet; choose one for each.`,
      interfaces: unmapped,
    });
  }
  return problems;
}
