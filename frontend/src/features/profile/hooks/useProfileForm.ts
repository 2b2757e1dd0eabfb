import { useQueryClient } from '@tanstack/react-query';
import { useLingui } from '@lingui/react/macro';
import { profileResponseSchema } from '@fleetcheck/contracts';
import { useEntityForm } from '../../../components/form/useEntityForm';
import { useServices } from '../../../session/ServicesContext';
import { profileKey } from '../api/profileApi';
import { profileFormSchema, type ProfileFormState } from '../model/profileForm';

/** PATCH /auth/update-profile from the own-profile form; the profile query reloads after a save. */
export function useProfileForm(initial: ProfileFormState) {
  const { t } = useLingui();
  const { api } = useServices();
  const queryClient = useQueryClient();
  return useEntityForm({
    schema: profileFormSchema(initial.email),
    initial,
    empty: initial,
    mode: 'edit',
    serverPaths: {},
    nameOf: (user) => `${user.lastName} ${user.firstName}`,
    saved: { added: t`Account saved`, updated: t`Account saved`, nameLabel: t`Name` },
    save: async (user) => {
      await api.patch('/auth/update-profile', { body: user, schema: profileResponseSchema });
      await queryClient.invalidateQueries({ queryKey: profileKey });
    },
  });
}
