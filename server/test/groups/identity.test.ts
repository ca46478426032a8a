import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('identity', 1);
