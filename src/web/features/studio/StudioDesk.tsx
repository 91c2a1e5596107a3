import { useEffect, useId, useMemo, useState } from 'react';
import { Box, Button, Grid, Heading, Stack, Tabs, Text, chakra } from '@chakra-ui/react';
import useSWR, { mutate } from 'swr';
import { fileSchemaOf } from '../../../core/schema/file-schemas';
import { ApiError } from '../../api/http';
import { fetchRelease, followRelease, useAppRelease, type AppRelease } from '../../app/release';
import { publishRelease, releaseHistory, repositoryTexts, restoreRelease, type AnalystSession } from './analyst-api';
import { useConfirm } from '../../components/confirm/useConfirm';
import { FieldLabels } from './FieldLabels';
import { FindingsPanel } from './FindingsPanel';
import { HistoryPanel } from './HistoryPanel';
import { JsonEditor } from './JsonEditor';
import { LabelledSelect } from './LabelledSelect';
import { NewFileForm } from './NewFileForm';
import { PreviewRelease } from './PreviewRelease';
import { PublishPanel } from './PublishPanel';
import { useReleaseCheck } from './use-release-check';
import { WizardPreview } from './WizardPreview';
import { WordsPanel } from './WordsPanel';
import { filePathsOf, fileText, fileValue, useWorkingCopy } from './working-copy';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** The file the studio opens first: the step analysts change most. */
const FIRST_FILE = 'schemas/steps/companyInfo/companyDetails.schema.json';

/** Every file of a release as its analysts wrote it, under the key PreviewRelease reads it with. */
function useReleaseFiles(id: string) {
  // the desk stays (its tab, its message) while another release's files arrive
  return useSWR(['release', id], () => fetchRelease(id), { revalidateOnFocus: false, revalidateIfStale: false, keepPreviousData: true });
}

/**
 * The analyst's desk over every file of the release in use (the app itself runs on its words and
 * schemas, with its datalists from the configuration answer; the desk edits the files themselves).
 */
export function StudioDesk({ session, t }: { session: AnalystSession; t: T }) {
  const inUse = useAppRelease();
  const files = useReleaseFiles(inUse.id);
  // the repository's texts: without them (a failed read) files show as new files are written
  const texts = useSWR(['repository-texts', session.userName], () => repositoryTexts(session), { revalidateOnFocus: false, revalidateIfStale: false });
  if (files.error) return <Text role="alert">{t('desk.filesFailed')}</Text>;
  if (!files.data || (!texts.data && !texts.error)) return <Text>{t('desk.filesLoading')}</Text>;
  return <Desk session={session} t={t} published={files.data} repository={texts.data?.files ?? {}} />;
}

/**
 * A file of the working copy in the editor (with its changes against the published release on
 * demand), what the check finds, the changed files and the drafts they would reopen, publishing
 * with a note, the history with restore, and the preview of the change.
 */
function Desk({ session, t, published, repository }: { session: AnalystSession; t: T; published: AppRelease; repository: Record<string, string> }) {
  const ids = useId();
  const { copy, edit, reset, open } = useWorkingCopy(published);
  const paths = useMemo(() => filePathsOf(copy.files), [copy.files]);
  const [path, setPath] = useState(paths.includes(FIRST_FILE) ? FIRST_FILE : (paths[0] ?? ''));
  const [diff, setDiff] = useState(false);
  const [tab, setTab] = useState('preview');
  const [message, setMessage] = useState<{ text: string; moved?: boolean } | null>(null);
  const confirm = useConfirm();
  const check = useReleaseCheck(session, copy);
  const history = useSWR(['release-history', session.userName], () => releaseHistory(session));

  // a publication or restore from here (or elsewhere) puts the new release in use: an untouched copy follows it
  const touched = copy.files !== published.bundle;
  useEffect(() => {
    if (published.id !== copy.basedOn && !touched) reset(published);
  }, [published, copy.basedOn, touched, reset]);

  const schema = useMemo(() => fileSchemaOf(path, published.bundle), [path, published.bundle]);
  const shownText = useMemo(() => fileText(fileValue(copy.files, path), repository[path]), [copy.files, path, repository]);
  const text = copy.texts[path] ?? shownText;
  const checked = check.state === 'done' ? check.result : undefined;
  const findings = useMemo(() => (checked?.findings ?? []).filter((finding) => finding.file === path), [checked, path]);
  const original = diff ? fileText(fileValue(published.bundle, path), repository[path]) : undefined;

  const afterPublication = async (releaseId: string, text: string) => {
    setMessage({ text });
    // the copy starts again from what is now published: the same object the desk is given once
    // the app follows the new release, so the copy reads as untouched
    const next = await fetchRelease(releaseId);
    await mutate(['release', releaseId], next, { revalidate: false });
    await followRelease(releaseId);
    reset(next);
    await history.mutate();
  };
  const openRelease = async (releaseId: string) => {
    try {
      open((await fetchRelease(releaseId)).bundle, published.id);
      setMessage({ text: t('desk.opened', { releaseId }) });
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error) });
    }
  };
  const publish = async (note: string) => {
    try {
      const done = await publishRelease(session, { files: copy.files, note, basedOn: copy.basedOn });
      await afterPublication(done.releaseId, t('desk.published', { releaseId: done.releaseId }));
    } catch (error) {
      if (error instanceof ApiError && error.errorCode === 'RELEASE_MOVED') setMessage({ text: t('desk.moved'), moved: true });
      else setMessage({ text: error instanceof ApiError ? error.message : String(error) });
    }
  };
  const restore = async (releaseId: string) => {
    // every applicant meets the restored release at their next page: the analyst says so on purpose
    const sure = await confirm({
      title: t('desk.restoreConfirmTitle', { releaseId }),
      message: t('desk.restoreConfirmMessage', { releaseId }),
      confirmLabel: t('desk.restoreConfirmYes', { releaseId }),
    });
    if (!sure) return;
    try {
      const done = await restoreRelease(session, releaseId);
      await afterPublication(done.releaseId, t('desk.restored', { releaseId: done.releaseId }));
    } catch (error) {
      setMessage({ text: error instanceof ApiError ? error.message : String(error) });
    }
  };

  // a word typed beside its source is written over the words file's own text, as the editor keeps it
  const writeWords = (file: string, value: unknown) => edit(file, fileText(value, copy.texts[file] ?? fileText(fileValue(copy.files, file), repository[file])));

  const previewId = touched ? (checked && checked.findings.length === 0 && Object.keys(copy.invalid).length === 0 ? checked.releaseId : null) : published.id;
  return (
    <Stack gap="8">
      <Text data-testid="published-release">{t('desk.published', { releaseId: published.id })}</Text>
      {message && (
        <Stack gap="2" role="status" data-testid="desk-message">
          <Text fontWeight="semibold">{message.text}</Text>
          {message.moved && (
            <Button variant="outline" width="fit-content" onClick={() => (reset(published), setMessage(null))}>
              {t('desk.startAgain')}
            </Button>
          )}
        </Stack>
      )}
      {/*
        One panel at a time, the preview first: the form previewed is the applicant's, and its keys
        never pay for the editor's style sheets (which CodeMirror keeps in the document once it has
        run: p95 of a key 10 ms on a page where it never ran, 14-24 ms after it had).
      */}
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value)} lazyMount unmountOnExit variant="line">
        <Tabs.List>
          <Tabs.Trigger value="preview">{t('desk.previewTab')}</Tabs.Trigger>
          <Tabs.Trigger value="edit">{t('desk.editTab')}</Tabs.Trigger>
          <Tabs.Trigger value="words">{t('desk.wordsTab')}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="words">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8">
            <WordsPanel files={copy.files} t={t} onWord={writeWords} />
            <Stack gap="6">
              <FindingsPanel check={check} invalid={copy.invalid} t={t} onOpen={(file) => (setPath(file), setTab('edit'))} />
              <PublishPanel checked={checked} invalid={Object.keys(copy.invalid).length > 0} t={t} onPublish={publish} />
            </Stack>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="edit">
          <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }} gap="8">
            <Stack gap="3">
              <Stack direction={{ base: 'column', xl: 'row' }} wrap={{ xl: 'wrap' }} gap="4" align={{ xl: 'flex-end' }}>
                {/* the file's path keeps room for itself beside a long label (Arabic's "show the changes") */}
                <LabelledSelect
                  id={`${ids}-file`}
                  label={t('desk.file')}
                  value={path}
                  onChange={setPath}
                  choicesDir="ltr"
                  flex={{ base: 'none', xl: '1 1 18rem' }}
                  minW="0"
                >
                  {paths.map((file) => (
                    <option key={file} value={file}>
                      {file}
                      {copy.texts[file] !== undefined ? ' *' : ''}
                    </option>
                  ))}
                </LabelledSelect>
                <chakra.label display="flex" alignItems="center" gap="2" py="2">
                  <chakra.input type="checkbox" checked={diff} onChange={(event) => setDiff(event.target.checked)} />
                  {t('desk.showDiff')}
                </chakra.label>
                {touched && (
                  <Button variant="outline" onClick={() => reset(published)}>
                    {t('desk.discard')}
                  </Button>
                )}
              </Stack>
              <NewFileForm files={copy.files} paths={paths} t={t} onAdd={(file, starter) => (edit(file, starter), setPath(file))} />
              <JsonEditor
                key={`${path}|${copy.basedOn}`}
                text={text}
                schema={schema}
                findings={findings}
                original={original}
                label={t('desk.editorLabel', { file: path })}
                onChange={(next) => edit(path, next)}
              />
            </Stack>
            <Stack gap="6">
              <FindingsPanel check={check} invalid={copy.invalid} t={t} onOpen={setPath} />
              <FieldLabels files={copy.files} path={path} t={t} onOpen={setPath} />
              <PublishPanel checked={checked} invalid={Object.keys(copy.invalid).length > 0} t={t} onPublish={publish} />
              <HistoryPanel history={history.data} t={t} onRestore={restore} onOpen={openRelease} />
            </Stack>
          </Grid>
        </Tabs.Content>
        <Tabs.Content value="preview">
          <Box as="section" aria-labelledby={`${ids}-preview`}>
            <Heading as="h2" size="lg" id={`${ids}-preview`} mb="2">
              {t('desk.previewTitle')}
            </Heading>
            {previewId === null ? (
              <Text>{t('desk.previewWaits')}</Text>
            ) : (
              <>
                <Text mb="4" color="fg.muted" data-testid="preview-release">
                  {previewId === published.id ? t('desk.previewPublished') : t('desk.previewDraft', { releaseId: previewId })}
                </Text>
                <PreviewRelease key={previewId} releaseId={previewId} pending={<Text>{t('desk.checking')}</Text>}>
                  <WizardPreview />
                </PreviewRelease>
              </>
            )}
          </Box>
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
