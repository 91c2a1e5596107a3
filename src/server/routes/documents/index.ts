import type { FastifyPluginAsync } from 'fastify';
import download from './download';
import files from './files';
import list from './list';
import { documentServices } from './services';
import token from './token';
import upload from './upload';

/** Documents: upload token, the groups an application needs, upload, download. */
const documents: FastifyPluginAsync = async (app) => {
  const services = await documentServices(app);
  await app.register(token, { services });
  await app.register(list, { services });
  await app.register(upload, { services });
  await app.register(download, { services });
  await app.register(files, { services });
};

export default documents;
