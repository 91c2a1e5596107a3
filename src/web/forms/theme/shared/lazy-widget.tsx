import type { ComponentType } from 'react';
import { Box } from '@chakra-ui/react';
import type { WidgetProps } from '@rjsf/utils';
import { loadable, type Loadable } from '../../../components/lazy/loadable';

/**
 * A widget whose code loads when a step first shows it: the date picker and the comboboxes carry
 * most of a form's JavaScript (a calendar, date arithmetic, positioning), and most steps have
 * neither. Until the code is here the field keeps its place with an empty box of an input's size,
 * marked busy; the label above it is the field's own (FieldTemplate).
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): Loadable<WidgetProps> {
  return loadable(load, (props) => <Box aria-busy="true" data-loading-widget={props.id} height="10" borderWidth="1px" borderRadius="l2" />);
}
