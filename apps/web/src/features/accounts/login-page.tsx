import { Link } from 'react-router';
import { Controller } from 'react-hook-form';
import { Alert, Anchor, Button, Container, Group, Paper, Radio, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { AlertDialog } from '@/components/alert-dialog';
import { LtrTextInput } from '@/components/form/ltr-text-input';
import { MobileInput } from '@/components/form/mobile-input';
import { mobileRegisterOptions } from '@/components/form/mobile-field';
import { PasswordField } from '@/components/form/password-field';
import { forgotPasswordPath, paths } from '@/config/paths';
import { useLogin } from './use-login';

const error = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);

/**
 * Login (SPEC.md §2, §4, §5, §8). Step 1 asks where the user lives and for the mobile number or
 * e-mail, then checks the account; step 2 asks for the password.
 */
export function LoginPage() {
  const { t } = useTranslation('accounts');
  const {
    form: { control, register, clearErrors, errors },
    onPasswordStep,
    livesAbroad,
    username,
    countries,
    busy,
    blocked,
    closeBlocked,
    rejection,
    unknown,
    onSubmit,
    changeUsername,
  } = useLogin();

  return (
    <Container size={520} py={{ base: 'md', sm: 'xl' }}>
      <title>{`${t('login.title')} – ${t('appName', { ns: 'common' })}`}</title>
      <PageHeader title={t('login.title')} description={t('login.intro')} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={(event) => void onSubmit(event)} noValidate>
          <Stack gap="lg">
            <Controller
              control={control}
              name="lives_abroad"
              render={({ field }) => (
                <Radio.Group
                  name={field.name}
                  value={field.value ? 'yes' : 'no'}
                  onChange={(value) => {
                    field.onChange(value === 'yes');
                    clearErrors();
                  }}
                  label={t('login.livesAbroad')}
                  size="md"
                >
                  <Group gap="xl" mt="xs">
                    <Radio value="yes" label={t('login.yes')} disabled={onPasswordStep} ref={field.ref} />
                    <Radio value="no" label={t('login.no')} disabled={onPasswordStep} />
                  </Group>
                </Radio.Group>
              )}
            />

            {livesAbroad ? (
              <>
                <LtrTextInput
                  {...register('email')}
                  size="md"
                  label={t('login.email')}
                  placeholder={t('login.emailPlaceholder')}
                  required
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  readOnly={onPasswordStep}
                  error={error(errors.email?.message)}
                />
                <Controller
                  control={control}
                  name="country"
                  render={({ field, fieldState }) => (
                    <Select
                      ref={field.ref}
                      name={field.name}
                      value={field.value || null}
                      onChange={(value) => field.onChange(value ?? '')}
                      onBlur={field.onBlur}
                      data={countries.options}
                      size="md"
                      label={t('login.country')}
                      placeholder={
                        countries.isLoading ? t('login.countriesLoading') : t('login.countryPlaceholder')
                      }
                      nothingFoundMessage={t('login.countryNotFound')}
                      searchable
                      required
                      readOnly={onPasswordStep}
                      autoComplete="country-name"
                      comboboxProps={{ withinPortal: true }}
                      error={
                        error(fieldState.error?.message) ??
                        (countries.isError ? t('login.countriesFailed') : undefined)
                      }
                    />
                  )}
                />
              </>
            ) : (
              <MobileInput
                {...register('mobile', mobileRegisterOptions)}
                withCountryCode
                size="md"
                label={t('login.mobile')}
                description={t('login.mobileHint')}
                required
                autoComplete="username"
                readOnly={onPasswordStep}
                error={error(errors.mobile?.message)}
              />
            )}

            {onPasswordStep && (
              <>
                <Group justify="flex-end" mt={-8}>
                  <Button variant="subtle" size="compact-sm" onClick={changeUsername}>
                    {livesAbroad ? t('login.changeEmail') : t('login.changeMobile')}
                  </Button>
                </Group>
                <PasswordField
                  {...register('password')}
                  label={t('login.password')}
                  autoComplete="current-password"
                  toggleLabel={t('login.showPassword')}
                  error={error(errors.password?.message)}
                />
              </>
            )}

            {rejection && (
              <Alert
                color="red"
                variant="light"
                role="alert"
                title={t('login.rejectedTitle')}
                styles={{ title: { color: 'var(--mantine-color-red-9)' } }}
              >
                <bdi>{rejection}</bdi>
              </Alert>
            )}

            {unknown && (
              <Alert
                color="blue"
                variant="light"
                role="status"
                title={t('login.unknownTitle')}
                styles={{ title: { color: 'var(--mantine-color-text)' } }}
                data-testid="unknown-account"
              >
                <Stack gap="sm" align="flex-start">
                  <Text fz="sm">
                    {t('login.unknownText')} <bdi dir="ltr">{unknown}</bdi>
                  </Text>
                  <Button component={Link} to={paths.signup} state={{ username: unknown }} size="sm">
                    {t('login.createWithNumber')}
                  </Button>
                </Stack>
              </Alert>
            )}

            <Stack gap="sm">
              <Button type="submit" size="md" fullWidth loading={busy} disabled={busy}>
                {onPasswordStep ? t('login.submit') : t('login.next')}
              </Button>
              {onPasswordStep && (
                <Button
                  component={Link}
                  to={forgotPasswordPath(username)}
                  variant="subtle"
                  size="md"
                  fullWidth
                >
                  {t('login.forgotPassword')}
                </Button>
              )}
            </Stack>
          </Stack>
        </form>
      </Paper>
      <Text ta="center" mt="lg">
        {t('login.newHere')}{' '}
        <Anchor component={Link} to={paths.signup} fw={600}>
          {t('login.register')}
        </Anchor>
      </Text>
      <AlertDialog
        message={blocked}
        onClose={closeBlocked}
        title={t('alert.title')}
        okLabel={t('alert.ok')}
        closeLabel={t('common.close', { ns: 'common' })}
      />
    </Container>
  );
}
