import { z } from 'zod';
import { ErrorKeys } from '../errors/keys';
import { text } from './rules';

/** `{lastName, firstName}` both required; used for the name and its spelling (furigana). */
export const personNameRequired = () =>
  z.object({ lastName: text('personName'), firstName: text('personName') }, { error: ErrorKeys.Required });
