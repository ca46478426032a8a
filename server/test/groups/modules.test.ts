import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('modules', 1);
