import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import { stringRequired } from './rules';

/** `{lastName, firstName}` both required; used for the name and its spelling (furigana). */
export const personNameRequired = () =>
  z.object({ lastName: stringRequired(), firstName: stringRequired() }, { error: ErrorKeys.Required });
