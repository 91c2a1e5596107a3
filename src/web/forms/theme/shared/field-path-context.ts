import { createContext, useContext } from 'react';
import type { FieldPathList } from '@rjsf/utils';

/**
 * Where a widget sits in the form value, and how to change any value by its absolute path.
 * FieldTemplate provides it (RJSF hands widgets only their own value); the phone pair uses it to
 * read and write its sibling country code.
 */
export interface FieldPathValue {
  path: FieldPathList;
  change: (value: unknown, path: FieldPathList) => void;
}

export const FieldPathContext = createContext<FieldPathValue | null>(null);
export const useFieldPath = () => useContext(FieldPathContext);

/** The value the whole form is rooted at (the record or the person); StepForm provides it. */
export const RootValueContext = createContext<unknown>(undefined);
export const useRootValue = () => useContext(RootValueContext);

/** The value of the object that holds a field; ObjectFieldTemplate provides it. */
export const ParentValueContext = createContext<Record<string, unknown> | undefined>(undefined);
export const useParentValue = () => useContext(ParentValueContext);
