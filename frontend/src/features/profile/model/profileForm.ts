import { z } from 'zod';
import { updateProfileRequestSchema, type CurrentUser } from '@fleetcheck/contracts';

export const profileTextFields = ['lastName', 'firstName', 'spellingLastName', 'spellingFirstName', 'email', 'mobile'] as const;
export type ProfileTextField = (typeof profileTextFields)[number];

export type ProfileFormState = Record<ProfileTextField | 'password' | 'currentPassword', string> & { readonly image: string | null };

export function profileToForm(user: CurrentUser): ProfileFormState {
  return {
    lastName: user.lastName,
    firstName: user.firstName,
    spellingLastName: user.spellingLastName,
    spellingFirstName: user.spellingFirstName,
    email: user.email,
    mobile: user.mobile,
    image: user.image ?? null,
    password: '',
    currentPassword: '',
  };
}

/**
 * The own-profile form: an empty new-password box keeps the password. A new password or a new e-mail (the
 * login) needs the current password, as the server checks (it then also ends the other sessions).
 */
export function profileFormSchema(currentEmail: string) {
  return z.preprocess(
    (value) => {
      const form = value as Record<string, unknown>;
      return {
        ...form,
        password: form.password === '' ? undefined : form.password,
        currentPassword: form.currentPassword === '' ? undefined : form.currentPassword,
      };
    },
    updateProfileRequestSchema.superRefine((profile, ctx) => {
      const emailChanges = profile.email.trim().toLowerCase() !== currentEmail.trim().toLowerCase();
      if ((profile.password || emailChanges) && !profile.currentPassword)
        ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: 'Errors.Required' });
    }),
  );
}
