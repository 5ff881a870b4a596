// Starts the stack the tests and the bench use (api seeded in memory, bff, web) on free ports
// and keeps it running until Ctrl-C: `node --import tsx bench/serve.ts` (SEED_JOBS=…).
import { startStack } from '../e2e/stack';

const stack = await startStack({ seedJobs: Number(process.env.SEED_JOBS ?? 2000) });
console.info(`web ${stack.webUrl}  bff ${stack.bffUrl}`);
const stop = () => void stack.stop().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
