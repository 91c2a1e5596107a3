import { useId, useMemo, useState } from 'react';
import { Box, Heading, Input, Stack, Table, Text, chakra } from '@chakra-ui/react';
import type { Bundle } from '../../../core/bundle';
import { directionOf, languagesOf, SOURCE_LANGUAGE } from '../../../core/messages/languages';
import { pageLocale } from '../../app/language/page-language';
import { LabelledSelect } from './LabelledSelect';
import { wordNamespaces, wordRows, withWord } from './word-rows';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** Rows shown at once: a search narrows the rest (a words file holds hundreds). */
const SHOWN = 100;

interface Props {
  files: Bundle;
  t: T;
  /** a words file given its new value (the desk writes it over the file's own text) */
  onWord: (path: string, value: unknown) => void;
}

/**
 * The release's words side by side: each word of a words file in the source language beside the
 * other language's, typed in place (kept when the field is left). A missing word is said so; the
 * check refuses a release with one, as it refuses any other problem.
 */
export function WordsPanel({ files, t, onWord }: Props) {
  const ids = useId();
  const others = useMemo(() => languagesOf(files).filter((lang) => lang !== SOURCE_LANGUAGE), [files]);
  const namespaces = useMemo(() => wordNamespaces(files), [files]);
  const [lang, setLang] = useState(others[0] ?? '');
  const [namespace, setNamespace] = useState(namespaces[0] ?? '');
  const [missingOnly, setMissingOnly] = useState(false);
  const [query, setQuery] = useState('');
  const rows = useMemo(() => (lang && namespace ? wordRows(files, namespace, lang) : []), [files, namespace, lang]);
  const needle = query.trim().toLowerCase();
  const matching = rows.filter(
    (row) => (!missingOnly || row.word === undefined) && (!needle || [row.key, row.source, row.word ?? ''].some((text) => text.toLowerCase().includes(needle))),
  );
  const names = new Intl.DisplayNames([pageLocale()], { type: 'language' });
  const nameOf = (code: string) => names.of(code) ?? code;
  const missing = rows.filter((row) => row.word === undefined).length;

  if (!others.length) return <Text>{t('words.oneLanguage')}</Text>;
  return (
    <Stack as="section" aria-labelledby={`${ids}-title`} gap="4">
      <Heading as="h2" size="lg" id={`${ids}-title`}>
        {t('words.title')}
      </Heading>
      <Text color="fg.muted">{t('words.help')}</Text>
      <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
        {others.length > 1 && (
          <LabelledSelect id={`${ids}-lang`} label={t('words.language')} value={lang} onChange={setLang}>
            {others.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </LabelledSelect>
        )}
        <LabelledSelect id={`${ids}-file`} label={t('words.file')} value={namespace} onChange={setNamespace}>
          {namespaces.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </LabelledSelect>
        <Box flex="1" minW="0">
          <chakra.label htmlFor={`${ids}-find`} display="block" fontWeight="medium" mb={1}>
            {t('words.find')}
          </chakra.label>
          <Input id={`${ids}-find`} type="search" value={query} onChange={({ target }) => setQuery(target.value)} />
        </Box>
        <chakra.label display="flex" alignItems="center" gap="2" py="2">
          <chakra.input type="checkbox" checked={missingOnly} onChange={(event) => setMissingOnly(event.target.checked)} />
          {t('words.missingOnly')}
        </chakra.label>
      </Stack>
      <Text role="status">
        {t('words.summary', { file: `content/${lang}/${namespace}.json`, missing, total: rows.length })}
        {matching.length > SHOWN ? ` ${t('words.narrow', { shown: SHOWN, found: matching.length })}` : ''}
      </Text>
      <Box overflowX="auto">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{t('words.key')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{nameOf(SOURCE_LANGUAGE)}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{nameOf(lang)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {matching.slice(0, SHOWN).map((row) => (
              <Table.Row key={row.key} data-missing={row.word === undefined || undefined}>
                <Table.Cell>
                  <chakra.code fontSize="xs" overflowWrap="anywhere">
                    {row.key}
                  </chakra.code>
                </Table.Cell>
                <Table.Cell lang={SOURCE_LANGUAGE} dir={directionOf(SOURCE_LANGUAGE)}>
                  {row.source}
                </Table.Cell>
                <Table.Cell minW="16rem">
                  <Input
                    // a word changed elsewhere (the editor, a restore) shows here
                    key={`${namespace}|${lang}|${row.word ?? ''}`}
                    defaultValue={row.word ?? ''}
                    lang={lang}
                    dir={directionOf(lang)}
                    aria-label={t('words.wordLabel', { key: row.key, language: nameOf(lang) })}
                    aria-describedby={row.word === undefined ? `${ids}-missing` : undefined}
                    borderColor={row.word === undefined ? 'red.600' : undefined}
                    onBlur={({ target }) => {
                      if (target.value !== (row.word ?? ''))
                        onWord(`content/${lang}/${namespace}.json`, withWord(files, namespace, lang, row.key, target.value));
                    }}
                  />
                  {row.word === undefined && (
                    <Text fontSize="sm" color="red.700" mt="1">
                      {t('words.missing')}
                    </Text>
                  )}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
      <Text id={`${ids}-missing`} srOnly>
        {t('words.missing')}
      </Text>
    </Stack>
  );
}
