import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useForm, useWatch } from 'react-hook-form';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginFormSchema, loginUsername, loginUsernameStepSchema } from '@rishta/domain';
import { notify } from '@/lib/notify';
import { session, takeAfterLogin } from '@/lib/session';
import { askForEmail } from '@/lib/email-question-answer';
import { useMessage } from '@/lib/use-message';
import { domainResolver } from '@/lib/domain-resolver';
import { isError, useErrorText } from '@/lib/error-text';
import { paths } from '@/config/paths';
import { logIn, verifyUser } from './accounts-api';
import { applyAccountLanguage } from './account-language';
import { useCountryOptions } from './country-options';

export interface LoginValues {
  lives_abroad: boolean;
  mobile: string;
  email: string;
  country: string;
  password: string;
}

const EMPTY: LoginValues = { lives_abroad: false, mobile: '', email: '', country: '', password: '' };
type Step = 'username' | 'password';

const SCHEMAS = { username: loginUsernameStepSchema, password: loginFormSchema } as const;

/**
 * What the login page does (SPEC.md §2, §4, §5, §8): step 1 checks the account behind the mobile
 * number or e-mail, step 2 logs in with the password. The page only draws what this returns.
 */
export function useLogin() {
  const { t, i18n } = useTranslation('accounts');
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
      // The language chosen on another device follows the user here (issue 30).
      applyAccountLanguage(answer.language, i18n.language);
      // An account without an e-mail address is asked for one, once (decision 060).
      askForEmail(answer.profile_id ?? null);
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

  return {
    form: { control, register, clearErrors, errors },
    step,
    onPasswordStep,
    livesAbroad,
    username,
    countries,
    busy,
    blocked,
    closeBlocked: () => setBlocked(null),
    rejection,
    unknown,
    onSubmit,
    changeUsername,
  };
}
