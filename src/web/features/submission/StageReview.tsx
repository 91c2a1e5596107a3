import { Box, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import { Link } from 'wouter';
import { reviewValue, valueAtPath } from '../../../core/services/review';
import { packagesOf, type StageDef } from '../../../core/services/rules';
import { pathOf } from '../../app/routes';
import { useRegistry } from '../../forms/registry-context';
import { textOf } from '../../forms/forms-context';

export interface StageReviewProps {
  stage: StageDef;
  record: Record<string, unknown>;
  /** lines computed by the page (stakeholder names, documents count) */
  summary?: string[];
  /** what the applicant should look at again before submitting (it does not stop the submission) */
  notice?: string;
  /** server messages for this stage after a refused submit */
  errors?: string[];
}

/** One stage of the review: its answers, the server's messages for it, and the link that edits it. */
export function StageReview({ stage, record, summary = [], notice, errors = [] }: StageReviewProps) {
  const { t } = useTranslation(['submission', 'packages']);
  const registry = useRegistry();
  // a package id (rules/packages.json) is shown by the name its card shows
  const packageName = (value: unknown) => {
    const pkg = packagesOf(registry).find((p) => p.id === value);
    return pkg ? t(`packages:${pkg.key}.name`) : value;
  };
  const title = t(`submission:stages.${stage.id}`);
  const headingId = `review-${stage.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} borderWidth="1px" borderRadius="md" p="4" data-stage={stage.id}>
      <Stack direction="row" justify="space-between" align="baseline" mb="2">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        <chakra.a asChild color="brand.700" textDecoration="underline">
          <Link href={pathOf(stage.route)}>{t('submission:edit', { stage: title })}</Link>
        </chakra.a>
      </Stack>
      {stage.review.length > 0 && (
        <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }} columnGap="4" rowGap="1">
          {stage.review.map((item) => {
            const value = valueAtPath(record, item.path);
            const shown = reviewValue(item.packages ? packageName(value) : value, item.datalist ? registry.datalist(item.datalist) : undefined);
            return (
              <Box key={item.path} display="contents">
                <chakra.dt fontWeight="semibold">{textOf(registry, item.label, undefined, 'fields')}</chakra.dt>
                <chakra.dd m="0">{shown.kind === 'text' ? shown.text : t(`submission:${shown.kind === 'empty' ? 'notFilled' : shown.kind}`)}</chakra.dd>
              </Box>
            );
          })}
        </chakra.dl>
      )}
      {summary.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {notice && (
        <Text mt="2" color="orange.800" fontWeight="semibold" data-testid="review-notice">
          {notice}
        </Text>
      )}
      {errors.length > 0 && (
        <chakra.ul mt="2" color="red.700" ps="5" aria-label={t('submission:fixErrors')}>
          {errors.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </chakra.ul>
      )}
    </Box>
  );
}
