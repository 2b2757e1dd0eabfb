import { z } from 'zod';
import { commandAcceptedSchema, createdUserResponseSchema, pagedResponse, passwordResetResponseSchema } from '../common/envelope';
import { driverRecordSchema, managerRecordSchema } from '../entities/records';
import { officeLookupSchema } from '../entities/lookup';
import { driverPayloadSchema } from '../forms/driver';
import { managerPayloadSchema } from '../forms/manager';
import { email } from '../forms/rules';
import { idBodySchema } from './list-query';

/** Drivers: GET /driver (pagedListQuerySchema), POST /driver, PUT/DELETE/GET /driver/{id}. */
export const driverListResponseSchema = pagedResponse(driverRecordSchema);
export const createDriverRequestSchema = driverPayloadSchema;
export const createDriverResponseSchema = createdUserResponseSchema;
export const updateDriverRequestSchema = driverPayloadSchema;
export const driverResponseSchema = driverRecordSchema;
/** PATCH /driver/driver-reset-password */
export const driverResetPasswordRequestSchema = idBodySchema;
export const driverResetPasswordResponseSchema = passwordResetResponseSchema;
/** GET /driver/offices?ids= */
export const driverOfficesResponseSchema = z.object({
  operation: z.literal('success'),
  data: z.array(officeLookupSchema),
});

/** Managers: GET /manager, POST /manager, PUT/DELETE /manager/{id}. */
export const managerListResponseSchema = pagedResponse(managerRecordSchema);
export const createManagerRequestSchema = managerPayloadSchema;
export const createManagerResponseSchema = createdUserResponseSchema;
export const updateManagerRequestSchema = managerPayloadSchema;
/** PATCH /manager/manager-reset-password/ and PATCH /admin/manager/manager-reset-password (company type). */
export const managerResetPasswordRequestSchema = idBodySchema;
/** The auth reset type: by e-mail. */
export const managerResetPasswordByEmailRequestSchema = z.object({ email: email() });
export const managerResetPasswordResponseSchema = passwordResetResponseSchema;

/** PUT and DELETE answer with where the write landed. */
export const updateResponseSchema = commandAcceptedSchema;
export const deleteResponseSchema = commandAcceptedSchema;
