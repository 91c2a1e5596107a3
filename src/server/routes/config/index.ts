import type { FastifyPluginAsync } from 'fastify';
import { configBuilder, readAppConfig, type ConfigQuery } from './app-config';
import { perRelease } from '../../domain/releases';
import { configRoute, type AppConfig } from '../../../core/api/config';

/** GET /config?segment=sme&product=&role=customer|agent: what the app needs before its first screen. */
const config: FastifyPluginAsync = async (app) => {
  const { segments, roles } = readAppConfig(app.bundle);
  const builderOf = perRelease((bundle) => configBuilder(bundle, app.settings));

  app.get<{ Querystring: ConfigQuery; Reply: AppConfig }>(
    '/config',
    {
      schema: {
        ...configRoute,
        querystring: {
          type: 'object',
          required: ['segment', 'role'],
          properties: {
            segment: { type: 'string', enum: segments },
            role: { type: 'string', enum: roles },
            product: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9 _-]*$' },
          },
        },
      },
    },
    // the release it was answered under: the browser takes its datalists from here for that release only
    async (request) => ({ ...builderOf(request.release.bundle)(request.query), releaseId: request.release.id }),
  );
};

export default config;
