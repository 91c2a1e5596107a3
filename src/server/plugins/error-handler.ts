import { errorAnswer } from '../errors/error-answer';
import { errorMessagesOf } from '../errors/messages';
import { requestLanguage } from './request-language';
import { loggableError } from '../errors/loggable';
import { globalPlugin } from './global-plugin';

/** Every error, thrown or raised by fastify, answers the one error shape; only our own faults are 5xx and logged as errors (without a failed statement's values: errors/loggable.ts). */
export const errorHandler = globalPlugin(async (app) => {
  app.setErrorHandler((error, request, reply) => {
    const { statusCode, body } = errorAnswer(
      error,
      request.id,
      errorMessagesOf(request.release?.bundle ?? app.bundle, requestLanguage(request, request.release?.bundle ?? app.bundle)),
    );
    if (statusCode >= 500) request.log.error({ fault: loggableError(error) }, 'request failed');
    else request.log.info({ statusCode, errors: body.errors.map((item) => item.errorCode) }, 'request refused');
    return reply.code(statusCode).type('application/json; charset=utf-8').send(body);
  });
});
