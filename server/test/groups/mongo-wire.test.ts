import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('mongo-wire', 1);
