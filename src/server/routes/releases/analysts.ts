import { setImmediate as nextTurn } from 'node:timers/promises';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Bundle } from '../../../core/bundle';
import { canonicalJson } from '../../../core/schema/compiled/schema-key';
import { interpolate } from '../../../core/messages/format';
import { SOURCE_LANGUAGE } from '../../../core/messages/languages';
import {
  analystLoginRoute,
  CheckRelease,
  PublishRelease,
  ReleaseChecked,
  ReleaseHistory,
  ReleasePublished,
  RepositoryTexts,
  RestoreRelease,
  type AnalystLoggedIn,
  type Finding,
  type ReleaseChecked as Checked,
  type ReleaseHistory as History,
  type ReleasePublished as Published,
} from '../../../core/api/releases';
import { agentRules, authenticate, bodyChecker, textField } from '../../domain/agents';
import { reopenStopped } from '../../domain/prospects/reopen-stopped';
import { deployedReleaseId, listPublications, publishRelease, RELEASE_ID_PATTERN, releaseIdOf, storeRelease } from '../../domain/releases';
import { countReopenedDrafts } from '../../domain/releases/drafts';
import { ReleaseThread } from '../../domain/releases/release-thread';
import { releaseRules, releaseWords } from '../../domain/releases/rules';
import { ApiError } from '../../errors/api-error';
import { requestLanguage } from '../../plugins/request-language';
import { errorMessagesOf } from '../../errors/messages';

const onlyAnalysts = (app: Parameters<FastifyPluginAsync>[0]) => ({ preHandler: app.requireAuth('analyst') });

/** The analyst of an analyst-only call: the name publications are recorded under. */
function analystOf(request: FastifyRequest): string {
  return String(request.auth?.userName ?? '');
}

/** The text of each file of `bundle` in the folder it was read from, by its place in the repository. */
async function repositoryTexts(rootDir: string, bundle: Bundle): Promise<Record<string, string>> {
  const texts: Record<string, string> = {};
  for (const folder of ['schemas', 'content'] as const)
    for (const file of Object.keys(bundle[folder])) {
      const text = await readFile(path.join(rootDir, folder, file), 'utf8').catch(() => undefined);
      if (text !== undefined) texts[`${folder}/${file}`] = text;
    }
  return texts;
}

/** Every path of two releases whose content differs, as "schemas/…" and "content/…". */
function changedFiles(before: Bundle, after: Bundle): string[] {
  const changed: string[] = [];
  for (const folder of ['schemas', 'content'] as const) {
    const paths = new Set([...Object.keys(before[folder]), ...Object.keys(after[folder])]);
    for (const path of [...paths].sort()) {
      if (canonicalJson(before[folder][path]) !== canonicalJson(after[folder][path])) changed.push(`${folder}/${path}`);
    }
  }
  return changed;
}

const refused = (findings: Finding[]) =>
  new ApiError(
    400,
    'ReleaseRefused',
    findings.map((finding) => ({ errorCode: 'RELEASE_CHECK', fieldPath: [finding.file, finding.at].filter(Boolean).join(' at '), message: finding.message })),
  );

/**
 * The analysts' publishing (analyst token only, except the login).
 *
 * POST /analysts/login {userName, password} → {access_token, name, userName}: token audience 'analyst'.
 *   401 ANALYST_LOGIN_FAILED; 429 as the agents' login (the same counters and limits).
 * GET  /releases → {publishedId, publications: [{seq, releaseId, author, note, publishedAt, published}]} newest first.
 * POST /releases/check {files} → {releaseId, findings, changed, reopens}: what publishing would find,
 *   which files differ from the published release, how many drafts it would reopen. Files without
 *   findings are kept, unpublished, under releaseId: GET /releases/{id}/… serves them for a preview.
 * POST /releases {files, note, basedOn} → {releaseId, seq}: published; every server enforces it
 *   within releases.pollMs. 400 ReleaseRefused with each finding (file and place in fieldPath);
 *   409 RELEASE_MOVED when another release was published since `basedOn`.
 * POST /releases/{id}/restore {note?} → {releaseId, seq}: an earlier release published again
 *   (checked again: the product may have changed since). 404 for an unknown id.
 */
/** A check as the analyst reads it: its findings in their language, and whether the files pass. */
type CheckOutcome = { findings: Finding[]; passed: boolean };
const RECENT_CHECKS = 8;

/** The words a check's findings are said with: the published release's studio.json, in the analyst's language and English. */
function findingWordsOf(content: Bundle['content'], lang: string): Bundle['content'] {
  return Object.fromEntries([lang, SOURCE_LANGUAGE].map((words) => [`${words}/studio.json`, content[`${words}/studio.json`]]));
}

const analysts: FastifyPluginAsync = async (app) => {
  // the checks take seconds: a thread of their own, so no customer file waits behind one
  const checkThread = new ReleaseThread();
  app.addHook('onClose', () => checkThread.close());
  /** The last checks, by release and language: the studio asks again for the same files as the analyst moves about. */
  const recentChecks = new Map<string, CheckOutcome>();
  const keyOf = (request: FastifyRequest, files: Bundle) => `${releaseIdOf(files)}:${requestLanguage(request)}`;
  /** The files proven in the check's thread, in the analyst's language, under their key. */
  const proveIn = (request: FastifyRequest, files: Bundle) => {
    const lang = requestLanguage(request);
    return checkThread.prove(keyOf(request, files), files, findingWordsOf(request.release.bundle.content, lang), lang);
  };

  /**
   * The check every publication passes (the same as `npm run schemas:check`), run in its own thread
   * (release-thread.ts), in the analyst's language (the page's, from Accept-Language): the findings'
   * sentences are the published release's words (the files checked may be what is broken), the form's
   * messages and titles the proof names are the files' own. Files the check itself cannot read (a
   * schema that is not an object…) are a finding too.
   */
  async function checkedFor(request: FastifyRequest, files: Bundle): Promise<CheckOutcome> {
    // the body was read in this turn of the loop: the files are hashed in the next, and copied to the
    // thread in the one after (each is 10-35 ms for the repository's release; together they passed 50)
    await nextTurn();
    const key = keyOf(request, files);
    const known = recentChecks.get(key);
    if (known) return known;
    await nextTurn();
    let result: CheckOutcome;
    try {
      result = await proveIn(request, files);
    } catch (error) {
      // not kept: the next check reads the files again
      const reason = (error as Error).message;
      const words = releaseWords(request.release.bundle, requestLanguage(request));
      return { findings: [{ file: '', at: '', message: interpolate(words.uncheckable, { reason }) }], passed: false };
    }
    recentChecks.set(key, result);
    for (const old of recentChecks.keys()) if (recentChecks.size > RECENT_CHECKS) recentChecks.delete(old);
    return result;
  }

  /** The drafts `files` (checked and passing) would open again, counted in the check's thread (proving the files again should it have stopped since). */
  function reopenedBy(request: FastifyRequest, files: Bundle) {
    const key = keyOf(request, files);
    return countReopenedDrafts(app.db, async (records) => {
      const titles = await checkThread.reopenedTitles(key, records);
      if (titles) return titles;
      await proveIn(request, files);
      return (await checkThread.reopenedTitles(key, records)) ?? [];
    });
  }

  const loginCheck = bodyChecker(app.bundle, errorMessagesOf(app.bundle))(agentRules(app.bundle).requests.login);

  app.post<{ Reply: AnalystLoggedIn }>('/analysts/login', { schema: analystLoginRoute }, async (request, reply) => {
    loginCheck(request.body);
    const result = await authenticate(
      app.db,
      agentRules(request.release.bundle),
      { userName: textField(request.body, 'userName'), password: String((request.body as { password: string }).password), address: request.ip },
      'analyst',
    );
    if (!result.ok && result.reason === 'locked') {
      reply.header('retry-after', String(result.retryAfterSec));
      throw new ApiError(429, 'TooManyRequests', [{ errorCode: 'AGENT_LOGIN_LOCKED', params: { minutes: Math.ceil(result.retryAfterSec / 60) } }]);
    }
    if (!result.ok) throw new ApiError(401, 'Unauthorized', [{ errorCode: 'ANALYST_LOGIN_FAILED' }]);
    const { token } = await app.tokens.issue('analyst', { userName: result.agent.userName, name: result.agent.name });
    return { access_token: token, name: result.agent.name, userName: result.agent.userName };
  });

  app.get<{ Reply: History }>('/releases', { ...onlyAnalysts(app), schema: { response: { 200: ReleaseHistory } } }, async (request) => {
    const [publications, deployedId] = await Promise.all([listPublications(app.db, releaseRules(request.release.bundle).listed), deployedReleaseId(app.db)]);
    // the server's own publications are said in the analyst's language; an analyst's note is theirs
    const words = releaseWords(request.release.bundle, requestLanguage(request));
    return {
      publishedId: request.release.id,
      ...(deployedId ? { deployedId } : {}),
      publications: publications.map(({ byDeployment, ...line }, index) => ({
        ...line,
        ...(byDeployment ? { author: words.deployedAuthor, note: words.deployedNote } : {}),
        publishedAt: line.publishedAt.toISOString(),
        published: index === 0,
      })),
    };
  });

  // the studio shows a release's files over the repository's own text, as release:export writes them:
  // key order and layout as in git, only the changed values differ
  let texts: Promise<Record<string, string>> | undefined;
  app.get<{ Reply: RepositoryTexts }>('/releases/texts', { ...onlyAnalysts(app), schema: { response: { 200: RepositoryTexts } } }, async () => ({
    files: await (texts ??= repositoryTexts(app.settings.rootDir, app.bundle)),
  }));

  app.post<{ Body: CheckRelease; Reply: Checked }>(
    '/releases/check',
    { ...onlyAnalysts(app), schema: { body: CheckRelease, response: { 200: ReleaseChecked } } },
    async (request) => {
      const files = request.body.files as Bundle;
      const { findings, passed } = await checkedFor(request, files);
      // files that pass are kept under their id, so the studio previews them as a customer would get them
      if (findings.length === 0) await storeRelease(app.db, files, analystOf(request));
      const reopened = passed ? await reopenedBy(request, files) : { count: 0, steps: [] };
      return {
        releaseId: releaseIdOf(files),
        findings,
        changed: changedFiles(request.release.bundle, files),
        reopens: reopened.count,
        reopenedSteps: reopened.steps,
      };
    },
  );

  async function publish(request: FastifyRequest, release: { files: Bundle } | { id: string }, note: string, basedOn?: string): Promise<Published> {
    const files = 'files' in release ? release.files : (await app.releases.byId(release.id))?.bundle;
    if (!files) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
    const { findings } = await checkedFor(request, files);
    if (findings.length > 0) throw refused(findings);
    const limit = releaseRules(request.release.bundle).noteMaxLength;
    const published = await publishRelease(app.db, {
      ...('files' in release ? { files } : { releaseId: release.id }),
      author: analystOf(request),
      note: note.trim().slice(0, limit),
      basedOn,
    });
    if (!published.ok && published.reason === 'moved') throw new ApiError(409, 'Conflict', [{ errorCode: 'RELEASE_MOVED' }]);
    if (!published.ok) throw new ApiError(404, 'NotFound', [{ errorCode: 'NOT_FOUND' }]);
    app.releases.refresh();
    // what a withdrawn check stopped is a draft again (rule RELEASE-RESCREEN)
    const reopened = await reopenStopped(app.db, files, published.releaseId);
    if (reopened.length > 0)
      request.log.info({ event: 'RELEASE_REOPENED_STOPPED', releaseId: published.releaseId, count: reopened.length }, 'stopped applications reopened');
    return { releaseId: published.releaseId, seq: published.seq };
  }

  app.post<{ Body: PublishRelease; Reply: Published }>(
    '/releases',
    { ...onlyAnalysts(app), schema: { body: PublishRelease, response: { 200: ReleasePublished } } },
    async (request) => publish(request, { files: request.body.files as Bundle }, request.body.note, request.body.basedOn),
  );

  app.post<{ Params: { id: string }; Body: RestoreRelease; Reply: Published }>(
    '/releases/:id/restore',
    {
      ...onlyAnalysts(app),
      schema: { params: Type.Object({ id: Type.String({ pattern: RELEASE_ID_PATTERN }) }), body: RestoreRelease, response: { 200: ReleasePublished } },
    },
    async (request) => {
      const note = request.body?.note?.trim() || interpolate(releaseWords(request.release.bundle).restoredNote, { releaseId: request.params.id });
      return publish(request, { id: request.params.id }, note);
    },
  );
};

export default analysts;
