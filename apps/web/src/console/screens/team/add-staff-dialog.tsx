import { Controller, useForm } from 'react-hook-form';
import { Alert, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  AppError,
  createStaffRequestSchema,
  STAFF_PASSWORD_MIN,
  type CreateStaffRequest,
  type StaffRole,
} from '@rishta/domain';
import { notify } from '@/lib/notify';
import { useDomainResolver } from '@/lib/domain-resolver';
import { LtrInput } from '../../kit/shell/ltr-input';
import { PasswordInput } from '../../kit/password-input';
import { useCreateStaff } from './queries';
import { useConsoleErrorText } from '../../kit/use-console-error-text';

type AddStaffValues = Required<CreateStaffRequest>;

const FIELDS = ['username', 'password', 'role'] as const;
const bdi = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);

/**
 * Adds a moderator or admin: a username, a first password the admin hands over in person, and a
 * role. The new member sets up their authenticator at their first sign-in, which the form says.
 */
export function AddStaffDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation('console-team');
  const { errorText, fieldTexts } = useConsoleErrorText('console-team');
  const create = useCreateStaff();
  const resolver = useDomainResolver<AddStaffValues>(createStaffRequestSchema);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<AddStaffValues>({
    resolver,
    defaultValues: { username: '', password: '', role: 'moderator' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      const created = await create.mutateAsync(values);
      onClose();
      notify({
        color: 'rishta',
        title: t('create.doneTitle'),
        message: t('create.done', { username: created.username }),
      });
    } catch (error) {
      // The server's checks, beside the field they are about; anything else above the buttons.
      if (error instanceof AppError && error.is('staffUsernameTaken')) {
        setError('username', { message: errorText(error) });
        return;
      }
      const fields = fieldTexts(error);
      const known = FIELDS.filter((field) => fields[field]);
      known.forEach((field) => setError(field, { message: fields[field] }));
      if (known.length === 0) setError('root', { message: errorText(error) });
    }
  });

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('create.title')}
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': t('create.cancel') }}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <Alert color="blue" variant="light">
            <Text fz="sm">{t('create.intro')}</Text>
          </Alert>
          <LtrInput
            {...register('username')}
            label={t('create.username')}
            description={t('create.usernameHint')}
            required
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={254}
            error={bdi(errors.username?.message)}
            data-autofocus
          />
          <PasswordInput
            {...register('password')}
            label={t('create.password')}
            description={t('create.passwordHint', { min: STAFF_PASSWORD_MIN })}
            required
            autoComplete="new-password"
            toggleLabel={t('create.showPassword')}
            error={bdi(errors.password?.message)}
          />
          <Controller
            control={control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                value={field.value}
                onChange={(value) => field.onChange(value as StaffRole)}
                label={t('create.role')}
                required
                error={bdi(errors.role?.message)}
              >
                <Stack gap="sm" mt={6}>
                  <Radio
                    value="moderator"
                    label={t('create.roleModerator')}
                    description={t('create.roleModeratorHint')}
                  />
                  <Radio
                    value="admin"
                    label={t('create.roleAdmin')}
                    description={t('create.roleAdminHint')}
                  />
                </Stack>
              </Radio.Group>
            )}
          />
          {errors.root?.message && (
            <Alert color="red" variant="light" role="alert">
              <bdi>{errors.root.message}</bdi>
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('create.cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('create.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
