import { closeGracefully, loadConfigOrExit } from '@jobsite/service-kit';
import { buildApp } from './app';
import { loadConfig } from './config';

const config = loadConfigOrExit(loadConfig);
const app = await buildApp(config);
closeGracefully(app);
await app.listen({ host: config.HOST, port: config.PORT });
