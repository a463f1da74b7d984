/**
 * Name resolution of one model within one set of registries, made once and shared by every
 * flattening of that model in a verification (policies, NAT rules, policy NAT), so that each
 * object and group is resolved once.
 */
import type { TConfigModel } from '../model/ir.js';
import type { TFlattenContext } from './flatten.js';
import { AddressResolver } from './resolve-addresses.js';
import { ServiceResolver } from './resolve-services.js';

/** Name resolution of one model within one context, with its caches. */
export interface TResolvers {
  addresses: AddressResolver;
  services: ServiceResolver;
}

const resolverCache = new WeakMap<TConfigModel, WeakMap<TFlattenContext, TResolvers>>();

/** The resolvers of `model` in `context`, made once per pair and kept while both live. */
export function resolversOf(model: TConfigModel, context: TFlattenContext): TResolvers {
  let byContext = resolverCache.get(model);
  if (!byContext) {
    byContext = new WeakMap();
    resolverCache.set(model, byContext);
  }
  let resolvers = byContext.get(context);
  if (!resolvers) {
    resolvers = {
      addresses: new AddressResolver(model, context.atoms),
      services: new ServiceResolver(model),
    };
    byContext.set(context, resolvers);
  }
  return resolvers;
}
