import { useMemo } from 'react';
import { Box, Button, Heading, Table, Text } from '@chakra-ui/react';
import type { Bundle } from '../../../core/bundle';
import { schemaFilesOf } from '../../../core/schema/bundle-files';
import { indexFields } from '../../../core/schema/field-index';
import { lookup } from '../../../core/messages/format';
import { inlineRefs } from '../../../core/schema/refs';
import type { JsonSchema } from '../../../core/schema/registry';
import { useRegistry } from '../../forms/registry-context';

type T = (key: string, vars?: Record<string, unknown>) => string;

interface Label {
  field: string;
  key: string;
  word: string | undefined;
}

/** Each field of the step whose schema or UI file is `path`, with the key its schema's `title` names and that word; [] for another file. */
export function fieldLabels(files: Bundle, path: string, lang: string): Label[] {
  const step = /^schemas\/(steps\/.+)\.(schema|ui)\.json$/.exec(path);
  if (!step) return [];
  const id = `${step[1]}.schema.json`;
  let inlined: unknown;
  try {
    inlined = inlineRefs(schemaFilesOf(files), id, files.schemas[id]);
  } catch {
    return []; // a broken $ref: the check names it
  }
  const words = files.content[`${lang}/fields.json`];
  return [...indexFields(inlined as JsonSchema).values()]
    .filter((info) => info.path !== '' && info.titleKey)
    .map((info) => ({ field: info.path, key: info.titleKey!, word: lookup(words, info.titleKey!) }));
}

/**
 * Which word is a field's label: a step's fields, the key each schema's `title` names and the word
 * content/<lang>/fields.json holds for it (several words may share a field's name; this is the one).
 */
export function FieldLabels({ files, path, t, onOpen }: { files: Bundle; path: string; t: T; onOpen(file: string): void }) {
  const { lang } = useRegistry();
  const labels = useMemo(() => fieldLabels(files, path, lang), [files, path, lang]);
  if (labels.length === 0) return null;
  const wordsFile = `content/${lang}/fields.json`;
  return (
    <Box as="section" aria-labelledby="studio-field-labels">
      <Heading as="h2" size="md" id="studio-field-labels" mb="2">
        {t('desk.labelsTitle')}
      </Heading>
      <Text mb="2" color="fg.muted">
        {t('desk.labelsHelp', { file: wordsFile })}
      </Text>
      <Table.ScrollArea borderWidth="1px" rounded="md" maxH="20rem" tabIndex={0} aria-labelledby="studio-field-labels">
        <Table.Root size="sm" stickyHeader>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('desk.labelsField')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.labelsKey')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('desk.labelsWord')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {labels.map((label) => (
              <Table.Row key={label.field}>
                <Table.Cell wordBreak="break-word">{label.field}</Table.Cell>
                <Table.Cell wordBreak="break-word">{label.key}</Table.Cell>
                <Table.Cell>
                  {label.word ?? (
                    <Text as="span" color="red.700">
                      {t('desk.labelsMissing')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      <Button mt="2" variant="plain" size="xs" textDecoration="underline" onClick={() => onOpen(wordsFile)}>
        {t('desk.openFile', { file: wordsFile })}
      </Button>
    </Box>
  );
}
