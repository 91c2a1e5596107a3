/** The RJSF id of the field an error names: ".organizationInfo.companyName" → "root_organizationInfo_companyName". */
export function fieldIdOfProperty(property: string, idPrefix = 'root', separator = '_'): string {
  const parts = property
    .replace(/\[['"]?([^'"\]]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);
  return [idPrefix, ...parts].join(separator);
}
