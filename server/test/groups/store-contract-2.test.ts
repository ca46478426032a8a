import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('store-contract', 2);
