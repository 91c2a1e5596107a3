import { useId } from 'react';
import { Badge, Box, Button, FileUpload, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from '../../app/i18n';
import type { DocumentItem } from '../../../core/documents';
import { ErrorIcon } from '../../forms/theme/shared/ErrorIcon';
import type { SlotState } from './slot-state';
import { acceptedKinds, acceptedTypes, documentRulesOfApp as rules, maxMegabytes } from './rules';

interface Props {
  item: DocumentItem;
  state: SlotState;
  onFile(item: DocumentItem, file: File): void;
  onDownload(item: DocumentItem): void;
  /** false when nothing may be uploaded (the limit is reached) */
  enabled?: boolean;
}

/**
 * One document: its title, its marker (asked for by the bank, required or optional), status, a drop zone (Chakra's FileUpload: drop a file,
 * or press it to choose one), progress with Cancel, error and download. Every file chosen or dropped
 * goes to our own checks, which say why one is refused.
 */
export function DocumentSlot({ item, state, onFile, onDownload, enabled = true }: Props) {
  const { t } = useTranslation('documents');
  const id = useId();
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
          {/* a document the bank asked for is what the customer is here for, whatever the slot's own rule says */}
          <Badge colorPalette={item.asked || item.required ? 'orange' : 'gray'} variant="subtle">
            {item.asked ? t('asked') : item.required ? t('required') : t('optional')}
          </Badge>
        </HStack>
        <Text id={statusId} fontSize="sm" color={uploaded ? 'green.700' : 'gray.700'}>
          {uploading ? t('status.uploading') : uploaded ? `${t('status.uploaded')}: ${item.fileName}` : t('status.notUploaded')}
        </Text>
        <FileUpload.Root
          accept={acceptedTypes()}
          maxFiles={1}
          disabled={!enabled}
          ids={{ hiddenInput: `${id}-file` }}
          translations={{ dropzone: uploaded ? t('replaceFile', { title: item.documentTitle }) : t('chooseFile', { title: item.documentTitle }) }}
          onFileAccept={(details) => {
            if (details.files[0] && !uploading) onFile(item, details.files[0]);
          }}
          // a file of another kind, or the same file again: our checks answer it (and say why)
          onFileReject={(details) => {
            if (details.files[0] && !uploading) onFile(item, details.files[0].file);
          }}
        >
          <FileUpload.HiddenInput />
          <FileUpload.Dropzone
            width="full"
            minHeight="auto"
            py="4"
            // while a file goes up the zone stays focusable (a disabled one would drop the keyboard's
            // focus to <body>): it says it is unavailable and opens no chooser
            aria-disabled={uploading || !enabled || undefined}
            aria-describedby={described}
            aria-invalid={state.error ? true : undefined}
            onClickCapture={(event) => {
              if (uploading) event.preventDefault();
            }}
            onKeyDownCapture={(event) => {
              if (uploading && (event.key === 'Enter' || event.key === ' ')) event.preventDefault();
            }}
          >
            <FileUpload.DropzoneContent>
              <Text fontWeight="medium">{t('dropHere')}</Text>
              <Text fontSize="sm" color="fg.muted">
                {t('kinds', { kinds: acceptedKinds(), megabytes: maxMegabytes() })}
              </Text>
            </FileUpload.DropzoneContent>
          </FileUpload.Dropzone>
        </FileUpload.Root>
        {uploading && (
          <HStack gap="3">
            <Progress.Root value={state.progress ?? 0} flex="1" size="sm">
              <Progress.Track aria-label={t('progress', { title: item.documentTitle })}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
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
