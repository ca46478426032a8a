import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('live', 1);
