import { runGroupPart } from '../../test-support/test-groups.ts';

await runGroupPart('server-other', 1);
