import * as z from 'zod';
import { ERROR_CODES } from '../errors/catalogue.ts';
import { Uri } from './common.ts';

export const ErrorEnvelope = z
  .strictObject({
    error: z.strictObject({
      code: z.enum(ERROR_CODES),
      message: z.string().min(1),
      hint: z.string().min(1),
      documentation: Uri,
    }),
    status: z.int().min(400).max(599),
  })
  .meta({ id: 'Error', description: 'The envelope of every non-2xx answer.' });

export type ErrorEnvelope = z.output<typeof ErrorEnvelope>;
