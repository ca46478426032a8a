import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('browser', 2);
