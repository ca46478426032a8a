import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('seed', 1);
