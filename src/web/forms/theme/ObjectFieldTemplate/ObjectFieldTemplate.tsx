import { chakra } from '@chakra-ui/react';
import type { ObjectFieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import { fieldText } from '../shared/text';

/**
 * An object's properties in order. A nested object with a title (`ui:title` or the schema's) is a
 * fieldset with a legend; untitled objects are only the record's structure and add no box.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { properties, fieldPathId, uiSchema, registry, schema } = props;
  const options = getUiOptions(uiSchema);
  const isRoot = fieldPathId.path.length === 0;
  const titleKey = typeof options.title === 'string' ? options.title : typeof schema.title === 'string' ? schema.title : undefined;
  const body = (
    <>
      {properties
        .filter((property) => !property.hidden)
        .map((property) => (
          <div key={property.name}>{property.content}</div>
        ))}
      {properties.filter((property) => property.hidden).map((property) => property.content)}
    </>
  );
  if (isRoot || !titleKey || options.label === false) return body;
  return (
    <chakra.fieldset border={0} p={0} m={0} mb={2} minW={0}>
      <chakra.legend fontWeight="semibold" fontSize="lg" mb={3}>
        {fieldText(registry, titleKey)}
      </chakra.legend>
      {body}
    </chakra.fieldset>
  );
}
