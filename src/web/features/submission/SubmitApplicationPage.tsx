import { useMemo, useState } from 'react';
import { Button, Text } from '@chakra-ui/react';
import { useAtomValue, useStore } from 'jotai';
import { useTranslation } from '../../app/i18n';
import { Redirect } from 'wouter';
import { errorsByStage, reviewSummary } from '../../../core/services/review';
import { servicesRulesOf } from '../../../core/services/rules';
import { ApiError } from '../../api/http';
import { useApiErrorHandler } from '../../api/client-errors-handler';
import { useEnsureProspect } from '../../api/prospect-loader';
import { useNavigateWithEvent } from '../../app/analytics';
import { pathOf } from '../../app/routes';
import { servicesRules } from '../../app/rules';
import { prospectAtom } from '../../app/state/application';
import { nextPageAfter, withViewOf } from '../../app/state/next-view';
import { saveQueue } from '../../app/state/save';
import { screeningScreenAtom } from '../../app/state/screening';
import { useRegistry } from '../../forms/registry-context';
import { StageReview } from './StageReview';
import { ApplicationFrame } from '../../components/ApplicationFrame';

type Json = Record<string, unknown>;
/** This page's route: Continue goes to the page after it in journey.json pageOrder. */
const ROUTE = 'SubmitApplication';

/** Whether the record is one the bank has (its status or view is the submission's). */
function isSubmitted(record: Json, submission: { status: string; viewId: string }): boolean {
  const status = (record.prospectStatusInfo as Json | undefined)?.status;
  const viewId = (record.applicationInfo as Json | undefined)?.viewId;
  return status === submission.status || viewId === submission.viewId;
}

/**
 * /business/SubmitApplication: the application reviewed stage by stage with a link to edit each;
 * Submit saves with actionType submit. The server checks the whole record; its FieldsValidation
 * messages are shown under their stage (and at their fields when the stage is opened).
 */
export default function SubmitApplicationPage() {
  const { t } = useTranslation(['pages', 'submission']);
  const registry = useRegistry();
  const store = useStore();
  const { state, retry } = useEnsureProspect();
  const record = useAtomValue(prospectAtom);
  const handleError = useApiErrorHandler();
  const go = useNavigateWithEvent();
  const stages = useMemo(() => servicesRulesOf(registry).submission.stages, [registry]);
  const [submitting, setSubmitting] = useState(false);
  const [failed, setFailed] = useState<'fields' | 'other' | null>(null);
  const [stageErrors, setStageErrors] = useState<Map<string, string[]>>(new Map());

  const { summaries, notices } = useMemo(() => {
    const summaries: Record<string, string[]> = {};
    const notices: Record<string, string> = {};
    if (!record) return { summaries, notices };
    const summary = reviewSummary(record, registry);
    summaries.stakeholders = [t('submission:stakeholderCount', { count: summary.people.length }), ...summary.people];
    if (summary.shares !== undefined) {
      const { held, total } = summary.shares;
      summaries.stakeholders.push(t('submission:sharesHeld', { percent: held }));
      // shares that do not add up are said before submitting: the bank asks about every owner
      if (held !== total) notices.stakeholders = t('submission:sharesShort', { percent: held, total });
    }
    summaries.documents = [t('submission:documentsUploaded', summary.documents)];
    return { summaries, notices };
  }, [record, registry, t]);

  const submit = async () => {
    if (!record) return;
    const queue = await saveQueue(store);
    setSubmitting(true);
    setFailed(null);
    setStageErrors(new Map());
    try {
      await queue.enqueue({ saveType: 'submit', actionType: 'submit' });
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.errorType === 'FieldsValidation') {
        setFailed('fields');
        setStageErrors(
          errorsByStage(
            error.body.errors.map((e) => ({ path: e.fieldPath ?? '', message: e.message ?? '' })),
            stages,
            registry,
          ),
        );
      } else {
        setFailed('other');
      }
      handleError(error);
      return;
    }
    setSubmitting(false);
    if (store.get(screeningScreenAtom)) return;
    const current = store.get(prospectAtom) ?? record;
    store.set(prospectAtom, withViewOf(current, nextPageAfter(ROUTE)));
    go(nextPageAfter(ROUTE), pathOf(nextPageAfter(ROUTE)), { productName: String((current.applicationInfo as Json | undefined)?.accountType ?? '') });
  };

  if (state === 'noSession' && !record) return <Redirect to={pathOf('comeBackLogin')} replace />;
  // Back after submitting: the application is with the bank, there is nothing left to review or submit
  if (record && isSubmitted(record, servicesRules.submission)) return <Redirect to={pathOf(nextPageAfter(ROUTE))} replace />;
  return (
    <ApplicationFrame title={t('pages:submitApplication.title')} words="submission" state={state} value={record} onRetry={retry}>
      {(record) => (
        <>
          <Text color="ink.700">{t('submission:intro')}</Text>
          {failed && (
            <Text role="alert" color="red.700">
              {t(failed === 'fields' ? 'submission:fixErrors' : 'submission:submitFailed')}
            </Text>
          )}
          {stages.map((stage) => (
            <StageReview
              key={stage.id}
              stage={stage}
              record={record}
              summary={summaries[stage.id]}
              notice={notices[stage.id]}
              errors={stageErrors.get(stage.id)}
            />
          ))}
          {(stageErrors.get('') ?? []).length > 0 && <Text color="red.700">{(stageErrors.get('') ?? []).join(' ')}</Text>}
          <Button alignSelf="start" colorPalette="brand" size="lg" loading={submitting} loadingText={t('submission:submitting')} onClick={() => void submit()}>
            {t('submission:submit')}
          </Button>
        </>
      )}
    </ApplicationFrame>
  );
}
