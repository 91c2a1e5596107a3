import type { WidgetProps } from '@rjsf/utils';
import { getTemplate } from '@rjsf/utils';

/** A one-line text input; the schema's limits are enforced by the validator, so long input is shown, not cut. */
export function TextWidget(props: WidgetProps) {
  const BaseInput = getTemplate('BaseInputTemplate', props.registry, props.options);
  return <BaseInput {...props} type="text" />;
}
