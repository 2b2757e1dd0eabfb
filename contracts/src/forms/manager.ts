import { z } from 'zod';
import { CONFIRMER_ROLES, DEFAULT_CONFIRMER_ROLE } from '../check-record/vocabulary';
import { optionalOptionSchema } from './option';
import { personNameRequired } from './person-name';
import { photoSchema } from './photo';
import { email, mobile } from './rules';

/** Manager form of spec sections 3 and 5: name, spelling, mobile and email required. */
export const managerFormSchema = z.object({
  name: personNameRequired(),
  spelling: personNameRequired(),
  email: email(),
  mobile: mobile(),
  office: optionalOptionSchema,
  photo: photoSchema,
  /** Who the manager confirms checks as: 安全運転管理者 (the default) or 補助者. */
  confirmerRole: z.enum(CONFIRMER_ROLES).default(DEFAULT_CONFIRMER_ROLE),
});
export type ManagerFormInput = z.input<typeof managerFormSchema>;
export type ManagerForm = z.output<typeof managerFormSchema>;

/** The body of POST /manager and PUT /manager/{id}; email, phone, office and image only when present. */
export const managerPayloadSchema = z.object({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  spellingFirstName: z.string().min(1),
  spellingLastName: z.string().min(1),
  email: z.email().optional(),
  phone: z.string().optional(),
  office: z.string().optional(),
  image: z.union([z.string(), z.object({ name: z.string(), fileType: z.string(), file: z.string() })]).optional(),
  /** Absent: a new manager is a 安全運転管理者, an edited one keeps their role. */
  confirmerRole: z.enum(CONFIRMER_ROLES).optional(),
});
export type ManagerPayload = z.infer<typeof managerPayloadSchema>;

export function managerFormToPayload(form: ManagerForm): ManagerPayload {
  const payload: ManagerPayload = {
    firstName: form.name.firstName,
    lastName: form.name.lastName,
    spellingFirstName: form.spelling.firstName,
    spellingLastName: form.spelling.lastName,
    confirmerRole: form.confirmerRole,
  };
  if (form.email) payload.email = form.email;
  if (form.mobile) payload.phone = form.mobile;
  if (form.office) payload.office = String(form.office.value);
  if (form.photo) payload.image = form.photo;
  return payload;
}
