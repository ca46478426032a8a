// `npm run audit:verify`: reads the whole audit trail of the configured store (GSG_DATA_DIR or
// MONGODB_URI, as the server) and checks every entry follows from the one before. Exits 1 at a break.
import { loadConfig } from '../../config.ts';
import { createStore } from '../../store/index.ts';
import { verifyAuditChain } from './audit-trail.ts';

const config = loadConfig();
const store = await createStore(config);
try {
  const { entries, broken } = await verifyAuditChain(store.audit);
  if (broken) {
    console.error(`Audit trail broken at entry ${broken.seq}: ${broken.problem} (${entries} entries before it verified)`);
    process.exitCode = 1;
  } else {
    console.log(`Audit trail intact: ${entries} entries verified`);
  }
} finally {
  await store.close();
}
