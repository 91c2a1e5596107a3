import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { GeneratedSources } from '../../../core/schema/compiled/generate';
import { currentReleaseRoute, type CurrentRelease } from '../../../core/api/releases';
import { FileAnswer } from '../../../core/api/json';
import { serverSettings } from '../../server-settings';
import { splitContent } from '../../../core/schema/bundle-files';
import { languagesOf, wordsIn } from '../../../core/messages/languages';
import { perRelease, RELEASE_ID_PATTERN } from '../../domain/releases';
import type { Bundle } from '../../../core/bundle';
import { ApiError } from '../../errors/api-error';
import { compress, encodingFor } from '../../plugins/compress-json';
import { madeOnce } from '../../domain/releases/made-once';

/** A release's files never change: the browser and any proxy keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

const unknownRelease = () => new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);

interface Served {
  type: string;
  text: string;
  encoded: Map<string, Promise<Buffer>>;
}

/** The JSON files of a release under /releases/:id/, and one file of words per language (words-ar.json). */
const RELEASE_FILES = new Set(['schemas.json', 'content.json', 'datalists.json']);
const WORDS_FILE = /^words-([a-z]{2,3}(?:-[A-Z]{2})?)\.json$/;

const JSON_TYPE = 'application/json; charset=utf-8';
const SCRIPT_TYPE = 'text/javascript; charset=utf-8';

/**
 * The files the browser fetches of one release, by name, each made (and compressed) once. The
 * validators are generated on their first request, not for every release a server sees, and in a
 * release thread (`generate`): on the server's thread the half second it takes held every request.
 */
function releaseFiles(bundle: Bundle, generate: (bundle: Bundle) => Promise<GeneratedSources>): (name: string) => Promise<Served | undefined> {
  const made = new Map<string, Served>();
  const generated = new Map<'sources', Promise<GeneratedSources>>();
  const sourceOf = async (name: string): Promise<{ type: string; text: string } | undefined> => {
    if (name === 'schemas.json') return { type: JSON_TYPE, text: JSON.stringify(bundle.schemas) };
    // the datalists travel apart: a customer's page takes them from /config (the specification's
    // configuration answer), the studio and release:export from datalists.json
    if (name === 'content.json') return { type: JSON_TYPE, text: JSON.stringify(splitContent(bundle.content).words) };
    if (name === 'datalists.json') return { type: JSON_TYPE, text: JSON.stringify(splitContent(bundle.content).datalists) };
    // a page takes the words of its own language only
    const lang = WORDS_FILE.exec(name)?.[1];
    if (lang) return languagesOf(bundle).includes(lang) ? { type: JSON_TYPE, text: JSON.stringify(wordsIn(bundle.content, lang)) } : undefined;
    const module = /^validators\/(index|documents|steps-(.+))\.js$/.exec(name);
    if (!module) return undefined;
    const sources = await madeOnce(generated, 'sources', () => generate(bundle));
    const text = module[1] === 'index' ? sources.index : module[1] === 'documents' ? sources.documents : sources.folders[module[2]];
    return text === undefined ? undefined : { type: SCRIPT_TYPE, text };
  };
  return async (name) => {
    let file = made.get(name);
    if (!file) {
      const source = await sourceOf(name);
      if (!source) return undefined;
      file = made.get(name) ?? { ...source, encoded: new Map() };
      made.set(name, file);
    }
    return file;
  };
}

/**
 * The published release, for the browser: which one it is, and each release's files and
 * generated validators under its id (GET only, no login: these are the forms every visitor gets).
 */
const publicReleases: FastifyPluginAsync = async (app) => {
  const levels = serverSettings.apiCompression;
  const filesOf = perRelease((bundle: Bundle) => releaseFiles(bundle, (files) => app.releaseThread.generate(files)));

  app.get<{ Reply: CurrentRelease }>('/releases/current', { schema: currentReleaseRoute }, async (request) => ({ releaseId: request.release.id }));

  async function answer(request: FastifyRequest, reply: FastifyReply, id: string, name: string) {
    if (!new RegExp(RELEASE_ID_PATTERN).test(id)) throw unknownRelease();
    const release = await app.releases.byId(id);
    if (!release) throw unknownRelease();
    const file = await filesOf(release.bundle)(name);
    if (!file) throw unknownRelease();
    reply.header('cache-control', IMMUTABLE).removeHeader('pragma').type(file.type).header('vary', 'accept-encoding');
    const encoding = encodingFor(request.headers['accept-encoding']);
    if (!encoding) return reply.send(file.text);
    let encoded = file.encoded.get(encoding);
    if (!encoded) {
      encoded = compress(file.text, encoding, levels);
      file.encoded.set(encoding, encoded);
    }
    return reply.header('content-encoding', encoding).send(await encoded);
  }

  app.get<{ Params: { id: string; file: string } }>('/releases/:id/:file', { schema: FileAnswer }, async (request, reply) => {
    const { id, file } = request.params;
    if (!RELEASE_FILES.has(file) && !WORDS_FILE.test(file)) throw unknownRelease();
    return answer(request, reply, id, file);
  });

  app.get<{ Params: { id: string; module: string } }>('/releases/:id/validators/:module', { schema: FileAnswer }, async (request, reply) => {
    const { id, module } = request.params;
    if (!/^(index|documents|steps-[A-Za-z0-9_-]+)\.js$/.test(module)) throw unknownRelease();
    return answer(request, reply, id, `validators/${module}`);
  });
};

export default publicReleases;
