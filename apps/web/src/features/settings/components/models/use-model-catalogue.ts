import type { TFirmwareVersion, TInterface, TModelDetail } from '@fwmig/contract';
import { useInterfaces } from '../../api/get-interfaces';
import { useModelVersions } from '../../api/get-model-versions';

/** Every port of one model, in port order (the server allows up to 10,000 a page). */
const ALL_PORTS = { skip: 0, limit: 10_000, order: 'asc', sortBy: 'position' } as const;

/**
 * A model's firmware versions (spec §7 listByModel, `model` header; stale time 0, spec §9) and
 * its ports (getInterfaceList with the `model`, skip, limit, order and sortBy headers). Until
 * they answer, or if they fail, the model's own detail stands in.
 */
export function useModelCatalogue(detail: TModelDetail): {
  versions: TFirmwareVersion[];
  interfaces: TInterface[];
} {
  const versions = useModelVersions(detail.model, { meta: { silent: true } });
  const ports = useInterfaces({ model: detail.model, ...ALL_PORTS }, { meta: { silent: true } });
  return {
    versions: versions.data ?? detail.versions.map((version) => ({ version, releaseDate: '' })),
    interfaces: ports.data?.items ?? detail.interfaceList,
  };
}
