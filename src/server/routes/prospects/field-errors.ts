import type { FieldError } from '../../../core/schema/registry';
import { ApiError } from '../../errors/api-error';

/** FieldsValidation: one item per failing path, with the sentence the form shows too. */
export function fieldsValidation(errors: FieldError[]): ApiError {
  return new ApiError(
    400,
    'FieldsValidation',
    errors.map((error) => ({ errorCode: 'FIELD_INVALID', fieldPath: error.path, message: error.message })),
  );
}
