import type { FastifyServerOptions } from 'fastify';

/**
 * The server's logger: JSON lines in production (and with LOG_FORMAT=json), for a log collector;
 * elsewhere one line a person reads per event (pino-pretty, in this process: no worker thread, so
 * it works from the bundled server too), with the time, the level, the message and its fields.
 */
export async function loggerOptions(format: 'human' | 'json', level: string): Promise<FastifyServerOptions['logger']> {
  if (format === 'json') return { level };
  const { default: pretty } = await import('pino-pretty');
  return { level, stream: pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', singleLine: true, colorize: process.stdout.isTTY === true }) };
}
