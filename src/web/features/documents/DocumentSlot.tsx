import { useId, useRef } from 'react';
import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { DocumentItem } from '../../../core/documents';
import { ErrorIcon } from '../../forms/theme/shared/ErrorIcon';
import type { SlotState } from './slot-state';
import { ACCEPT, documentRulesOfApp as rules } from './rules';

interface Props {
  item: DocumentItem;
  state: SlotState;
  onFile(item: DocumentItem, file: File): void;
  onDownload(item: DocumentItem): void;
  /** false when nothing may be uploaded (the limit is reached) */
  enabled?: boolean;
}

/** One document: its title, required marker, status, file input, progress with Cancel, error and download. */
export function DocumentSlot({ item, state, onFile, onDownload, enabled = true }: Props) {
  const { t } = useTranslation('documents');
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const uploaded = item.uploadStatus === rules.uploadedStatus;
  const uploading = state.progress !== undefined && !!state.cancel;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const described = [statusId, state.error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <Box
      as="li"
      listStyleType="none"
      borderWidth="1px"
      borderColor={state.error ? 'red.600' : 'gray.300'}
      borderRadius="md"
      p="4"
      data-document-key={item.documentKey}
    >
      <Stack gap="2">
        <HStack justify="space-between" align="start" wrap="wrap">
          <Text asChild fontWeight="semibold">
            <label htmlFor={`${id}-file`}>{item.documentTitle}</label>
          </Text>
          <Badge colorPalette={item.required ? 'orange' : 'gray'} variant="subtle">
            {item.required ? t('required') : t('optional')}
          </Badge>
        </HStack>
        <Text id={statusId} fontSize="sm" color={uploaded ? 'green.700' : 'gray.700'}>
          {uploading ? t('status.uploading') : uploaded ? `${t('status.uploaded')}: ${item.fileName}` : t('status.notUploaded')}
        </Text>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          // while a file goes up the input stays focusable (a disabled one would drop the keyboard's
          // focus to <body>): it says it is unavailable and refuses to open the chooser
          disabled={!enabled}
          aria-disabled={uploading || undefined}
          aria-describedby={described}
          aria-invalid={state.error ? true : undefined}
          onClick={(event) => {
            if (uploading) event.preventDefault();
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file && !uploading) onFile(item, file);
            event.target.value = '';
          }}
        />
        {uploading && (
          <HStack gap="3">
            <Box
              role="progressbar"
              aria-label={t('progress', { title: item.documentTitle })}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.progress}
              flex="1"
              h="2"
              bg="gray.200"
              borderRadius="full"
              overflow="hidden"
            >
              <Box h="full" bg="blue.600" width={`${state.progress}%`} />
            </Box>
            <Button size="sm" variant="outline" onClick={state.cancel} aria-label={t('cancelUpload', { title: item.documentTitle })}>
              {t('cancel')}
            </Button>
          </HStack>
        )}
        {state.error && (
          <HStack id={errorId} role="alert" color="red.700" gap="1" align="start" fontSize="sm">
            <ErrorIcon />
            <Text>{state.error}</Text>
          </HStack>
        )}
        {uploaded && !uploading && (
          <Box>
            <Button size="sm" variant="plain" textDecoration="underline" px="0" onClick={() => onDownload(item)}>
              {t('download', { fileName: item.fileName })}
            </Button>
          </Box>
        )}
      </Stack>
    </Box>
  );
}
