import { always, commandTable } from '../toolkit/command-table.js';
import { collectAcl } from './access-groups.js';
import type { TAsaBlock } from './blocks.js';
import { readUsername } from './users.js';
import type { AsaContext } from './context.js';
import { readInterface } from './interfaces.js';
import { readPixIpAddress, readPixNameif } from './legacy.js';
import { readLocalPool } from './remote-access.js';
import {
  readName,
  readNetworkGroup,
  readNetworkObject,
  readServiceGroup,
  readServiceObject,
  readUserGroup,
} from './objects.js';
import { readTimeRange } from './schedules.js';

/** What the first pass hands on: interface memberships and the blocks for the second pass. */
export interface TDefinitions {
  /** Member interface -> its port-channel or redundant interface. */
  memberOf: Map<string, string>;
  /** Blocks the second pass reads, in file order. */
  later: TAsaBlock[];
}

/**
 * A reader of the first pass; false when the block is not its command after all (the second
 * pass reads it then).
 */
type TDefinitionReader = (ctx: AsaContext, block: TAsaBlock, defs: TDefinitions) => boolean;

/** Pass 1: the definitions that later commands refer to, by the words that begin them. */
export const DEFINITIONS = commandTable<TDefinitionReader>({
  name: always((ctx, block) => readName(ctx, block.head)),
  interface: always((ctx, block, defs: TDefinitions) => {
    if (block.children.length === 0 && block.head.tokens.length > 2) {
      // PIX 6: `interface ethernet0 auto` sets speed only; naming is `nameif`.
      ctx.report(
        'ignored',
        'Interfaces',
        block,
        'PIX_INTERFACE_SPEED',
        'Port speed and duplex: FortiOS negotiates.',
      );
    } else readInterface(ctx, block, defs.memberOf);
  }),
  nameif: (ctx, block) => readPixNameif(ctx, block.head),
  'object network': always((ctx, block, defs: TDefinitions) => {
    readNetworkObject(ctx, block);
    if (block.children.some((child) => child.tokens[0] === 'nat')) defs.later.push(block);
  }),
  'object service': always(readServiceObject),
  'object-group network': always(readNetworkGroup),
  'object-group service': always(readServiceGroup),
  'object-group protocol': always(readServiceGroup),
  'object-group icmp-type': always(readServiceGroup),
  'object-group user': always(readUserGroup),
  'time-range': always(readTimeRange),
  'access-list': always(collectAcl),
  'ip local': always((ctx, block) => readLocalPool(ctx, block.head)),
  'ip address': (ctx, block) => readPixIpAddress(ctx, block.head),
  username: always(readUsername),
});
