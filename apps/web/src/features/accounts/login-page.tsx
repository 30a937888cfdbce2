import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  Paper,
  PasswordInput,
  Radio,
  Select,
  Stack,
  Text,
  TextInput,
  useDirection,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MOBILE_INPUT_MAX, loginFormSchema, loginUsername, loginUsernameStepSchema } from '@rishta/domain';
import { PageHeader } from '@/components/page-header';
import { notify } from '@/lib/notify';
import { session, takeAfterLogin } from '@/lib/session';
import { useMessage } from '@/lib/use-message';
import { domainResolver } from '@/lib/domain-resolver';
import { isError, useErrorText } from '@/lib/error-text';
import { mobileRegisterOptions } from '@/lib/mobile-field';
import { AlertDialog } from './alert-dialog';
import { useCountries } from '@/lib/queries/countries';
import { logIn, verifyUser } from './accounts-api';
import { forgotPasswordPath, paths } from '@/config/paths';

interface LoginValues {
  lives_abroad: boolean;
  mobile: string;
  email: string;
  country: string;
  password: string;
}

const EMPTY: LoginValues = { lives_abroad: false, mobile: '', email: '', country: '', password: '' };
type Step = 'username' | 'password';

const SCHEMAS = { username: loginUsernameStepSchema, password: loginFormSchema } as const;

/** Country names in the page's language where the browser knows them, else the server's English. */
function useCountryOptions(enabled: boolean, language: string) {
  const countries = useCountries(enabled);
  const options = useMemo(() => {
    let names: Intl.DisplayNames | undefined;
    try {
      names = new Intl.DisplayNames([language], { type: 'region' });
    } catch {
      names = undefined;
    }
    const localName = (code: string, fallback: string) => {
      try {
        return names?.of(code) ?? fallback;
      } catch {
        return fallback;
      }
    };
    return (countries.data ?? [])
      .map((c) => ({ value: c.code, label: localName(c.code, c.name) }))
      .sort((a, b) => a.label.localeCompare(b.label, language));
  }, [countries.data, language]);
  return { options, isLoading: countries.isLoading, isError: countries.isError };
}

/**
 * Login (SPEC.md §2, §4, §5, §8). Step 1 asks where the user lives and for the mobile number or
 * e-mail, then checks the account; step 2 asks for the password.
 */
export function LoginPage() {
  const { t, i18n } = useTranslation('accounts');
  const { dir } = useDirection();
  // Addresses and codes read left to right even on an Urdu page; keep them aligned with the labels.
  const ltrInputStyles = { input: { textAlign: dir === 'rtl' ? 'right' : 'left' } } as const;
  const message = useMessage();
  const { issueText, failureText } = useErrorText();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('username');
  const [blocked, setBlocked] = useState<string | null>(null);
  const [rejection, setRejection] = useState<string | null>(null);
  // Issue 11: an unknown number is explained here, then the user chooses to sign up with it.
  const [unknown, setUnknown] = useState<string | null>(null);
  // The resolver runs outside render (on submit and while typing), so it reads the step from here.
  const stepRef = useRef<Step>('username');
  useEffect(() => {
    stepRef.current = step;
  }, [step]);

  const {
    control,
    register,
    handleSubmit,
    setFocus,
    clearErrors,
    formState: { errors },
  } = useForm<LoginValues>({
    defaultValues: EMPTY,
    resolver: (values, context, options) =>
      domainResolver<LoginValues>(SCHEMAS[stepRef.current], issueText)(values, context, options),
  });
  const values = useWatch({ control });
  const livesAbroad = values.lives_abroad === true;
  const countries = useCountryOptions(livesAbroad, i18n.language);

  const check = useMutation({ mutationFn: verifyUser });
  const login = useMutation({ mutationFn: logIn });
  const busy = check.isPending || login.isPending;

  useEffect(() => {
    if (step === 'password') setFocus('password');
  }, [step, setFocus]);

  const error = (text: string | undefined) => (text ? <bdi>{text}</bdi> : undefined);

  const checkUser = async (username: string) => {
    try {
      const answer = await check.mutateAsync(username);
      if (answer.status === 'available') setStep('password');
      else if (answer.status === 'blocked')
        setBlocked(issueText({ code: 'userBlocked', params: { reason: answer.message } }));
      else setUnknown(username);
    } catch (failure) {
      notify({
        color: 'red',
        title: t('login.checkFailed'),
        message: failureText(failure, 'somethingWentWrong'),
      });
    }
  };

  const logInUser = async (username: string, password: string) => {
    try {
      const answer = await login.mutateAsync({ username, password });
      if (!answer.token) {
        setRejection(answer.message || message('somethingWentWrong'));
        return;
      }
      session.set({
        token: answer.token,
        profileId: answer.profile_id ?? null,
        slug: answer.slug ?? null,
        username,
      });
      // The guidelines greet the very first login; later ones land where the value is (issue 11).
      void navigate(takeAfterLogin() ?? (answer.first_login === false ? paths.forYou : paths.guidelines), {
        replace: true,
      });
    } catch (failure) {
      if (isError(failure, 'userBlocked')) setBlocked(failureText(failure, 'somethingWentWrong'));
      else setRejection(failureText(failure, 'somethingWentWrong'));
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    setRejection(null);
    setUnknown(null);
    const username = loginUsername(values);
    if (step === 'username') await checkUser(username);
    else await logInUser(username, values.password);
  });

  const changeUsername = () => {
    setRejection(null);
    clearErrors('password');
    setStep('username');
  };

  const username = loginUsername(values);
  const onPasswordStep = step === 'password';

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
                <TextInput
                  {...register('email')}
                  size="md"
                  label={t('login.email')}
                  placeholder={t('login.emailPlaceholder')}
                  required
                  type="email"
                  inputMode="email"
                  autoComplete="username"
                  readOnly={onPasswordStep}
                  dir="ltr"
                  styles={ltrInputStyles}
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
              <TextInput
                {...register('mobile', mobileRegisterOptions)}
                size="md"
                label={t('login.mobile')}
                description={t('login.mobileHint')}
                required
                type="tel"
                inputMode="numeric"
                autoComplete="username"
                maxLength={MOBILE_INPUT_MAX}
                readOnly={onPasswordStep}
                // The number and its +91 prefix read left to right on an Urdu page too; the label,
                // hint and error stay in the page's direction.
                inputContainer={(input) => <div dir="ltr">{input}</div>}
                leftSection={
                  <Text fz="md" c="dimmed" aria-hidden="true">
                    +91
                  </Text>
                }
                leftSectionWidth={48}
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
                <PasswordInput
                  {...register('password')}
                  size="md"
                  label={t('login.password')}
                  required
                  autoComplete="current-password"
                  visibilityToggleFocusable
                  visibilityToggleButtonProps={{ 'aria-label': t('login.showPassword') }}
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
      <AlertDialog message={blocked} onClose={() => setBlocked(null)} />
    </Container>
  );
}
