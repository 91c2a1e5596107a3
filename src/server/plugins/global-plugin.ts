import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks a plugin as not encapsulated, so its hooks and decorations reach the whole app
 * (what the fastify-plugin package does, without depending on it).
 */
export function globalPlugin<T extends Record<string, unknown>>(plugin: FastifyPluginAsync<T>): FastifyPluginAsync<T> {
  Object.defineProperty(plugin, Symbol.for('skip-override'), { value: true });
  return plugin;
}
