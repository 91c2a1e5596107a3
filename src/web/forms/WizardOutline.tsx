import { Stack, chakra } from '@chakra-ui/react';
import { Loading } from '../components/Loading';
import { SaveStatus } from '../components/saving/SaveStatus';
import { WizardRunner } from './WizardRunner';

const ignore = () => undefined;
const ignoreSave = () => Promise.resolve();

/**
 * The wizard `wizardId` as it first shows for an application with no answers yet, for the server's first
 * paint (src/web/components/first-paint-outline.tsx): its steps and its open step's fields, inert
 * (a disabled fieldset takes no typing and no focus; a screen reader hears the spinner's words, not a copy of
 * the form it cannot use) under the page's loading spinner, until the app
 * renders the wizard itself with the application's answers. Laid out as the wizard pages lay out their
 * wizard (the saving line above it), so nothing moves when the wizard takes its place.
 */
export function WizardOutline({ wizardId, loadingText }: { wizardId: string; loadingText: string }) {
  return (
    <Stack gap="4" position="relative" aria-busy="true">
      <SaveStatus />
      <chakra.fieldset disabled aria-hidden="true" minW={0}>
        <WizardRunner wizardId={wizardId} value={{}} onChange={ignore} onSave={ignoreSave} completedSteps={[]} onCompletedStepsChange={ignore} productName="" />
      </chakra.fieldset>
      <Loading text={loadingText} over />
    </Stack>
  );
}
