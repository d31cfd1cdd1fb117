import 'reflect-metadata';
import { exitOnStartFailure, loadEnv } from '@henesys/server';
import { createGatewayApp } from './bootstrap/create-gateway-app';
import { GatewayEnv } from './config/gateway-env';

exitOnStartFailure(async () => {
  const env = loadEnv(GatewayEnv);
  const app = await createGatewayApp(env);
  await app.listen(env.PORT, env.HOST);
});
