import { useId, useState } from 'react';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import type { Bundle } from '../../../core/bundle';
import { newFileRefusal, starterText } from './new-file';
import type { FilePath } from './working-copy';

type T = (key: string, vars?: Record<string, unknown>) => string;

/** A new file of the working copy (a step's schema and UI file, a datalist…), opened in the editor once added. */
export function NewFileForm({ files, paths, t, onAdd }: { files: Bundle; paths: readonly FilePath[]; t: T; onAdd(path: FilePath, text: string): void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [refusal, setRefusal] = useState<string | undefined>();
  const add = () => {
    const path = name.trim();
    const why = newFileRefusal(path, paths);
    setRefusal(why && t(`desk.newFileRefused.${why}`, { file: path }));
    if (why) return;
    onAdd(path, starterText(path, files));
    setName('');
  };
  return (
    <Stack
      as="form"
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ md: 'flex-end' }}
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <Field.Root invalid={refusal !== undefined} flex="1" minW="0">
        <Field.Label htmlFor={`${id}-name`}>{t('desk.newFile')}</Field.Label>
        <Input id={`${id}-name`} value={name} spellCheck={false} onChange={(event) => (setName(event.target.value), setRefusal(undefined))} />
        {refusal ? <Field.ErrorText>{refusal}</Field.ErrorText> : <Field.HelperText>{t('desk.newFileHelp')}</Field.HelperText>}
      </Field.Root>
      <Button type="submit" variant="outline">
        {t('desk.addFile')}
      </Button>
    </Stack>
  );
}
