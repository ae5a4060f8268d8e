/** The content API as its own process (`npm run start:api`): config, build, listen, close on SIGTERM. */
import closeWithGrace from 'close-with-grace';
import { buildApi } from './app.ts';
import { ConfigError, loadApiConfig } from './config/index.ts';

let config: ReturnType<typeof loadApiConfig>;
try {
  config = loadApiConfig(process.env);
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const app = await buildApi(config);

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else app.log.info({ signal }, 'closing');
  await app.close();
});

await app.listen({ host: config.API_HOST, port: config.API_PORT });
