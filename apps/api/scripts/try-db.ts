import { createDatabase, migrateDatabase } from '../src/db';
import { syncMasterData } from '../src/db/master-data';
let t = Date.now();
const h = await createDatabase({ PGLITE_DATA_DIR: 'memory://' });
console.log('open', Date.now() - t); t = Date.now();
await migrateDatabase(h);
console.log('migrate', Date.now() - t); t = Date.now();
await migrateDatabase(h);
console.log('migrate again', Date.now() - t); t = Date.now();
await syncMasterData(h.db);
console.log('masters', Date.now() - t); t = Date.now();
await syncMasterData(h.db);
console.log('masters again', Date.now() - t); t = Date.now();

await h.close();

