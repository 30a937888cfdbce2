import { FormProvider } from 'react-hook-form';
import { Alert, Button, Group, Stack, Stepper, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '@/lib/error-text';
import { WizardContext } from './wizard-context';
import { useProfileWizard, type ProfileWizardProps } from './use-profile-wizard';
import { AdviceDialog } from './advice-dialog';
import { PersonalStep } from './steps/personal-step';
import { FamilyStep } from './steps/family-step';
import { ContactStep } from './steps/contact-step';
import { OtherStep } from './steps/other-step';
import { PasswordStep } from './steps/password-step';
import { OtpStep } from './steps/otp-step';
import { PhotoStep } from './steps/photo-step';

export type { ProfileWizardProps } from './use-profile-wizard';

/** The sign-up / edit-profile wizard (SPEC.md §2, §4): the stepper, the current step and its buttons. */
export function ProfileWizard(props: ProfileWizardProps) {
  const { t } = useTranslation('signup');
  const { issueText } = useErrorText();
  const {
    form,
    context,
    mode,
    created,
    profile,
    steps: { shown: shownSteps, shownActive, step, active, isFormStep, backDisabled },
    headingRef,
    blockedWord,
    goTo,
    submit,
    save,
    saving,
    otp,
    submitting,
    advice,
    closeAdvice,
  } = useProfileWizard(props);

  return (
    <FormProvider {...form}>
      <WizardContext.Provider value={context}>
        <Stack gap="lg">
          <Stepper
            active={shownActive}
            onStepClick={mode === 'edit' ? goTo : undefined}
            allowNextStepsSelect={mode === 'edit'}
            size="sm"
            iconSize={30}
            styles={{ separator: { marginInline: 4, minWidth: 6 }, steps: { flexWrap: 'nowrap' } }}
          >
            {shownSteps.map((key, index) => (
              <Stepper.Step
                key={key}
                aria-label={t('stepOf', { n: index + 1, total: shownSteps.length, name: t(`steps.${key}`) })}
              />
            ))}
          </Stepper>

          <div>
            <Text fz="sm" c="dimmed">
              {t('stepCount', { n: shownActive + 1, total: shownSteps.length })}
            </Text>
            <Title order={2} fz={22} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {t(`steps.${step}`)}
            </Title>
          </div>

          {blockedWord && (
            <Alert color="red" variant="light" role="alert">
              <bdi>{issueText({ code: 'profileBlockedWord', params: { word: blockedWord } })}</bdi>
            </Alert>
          )}

          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack gap="lg">
              {step === 'personal' && <PersonalStep />}
              {step === 'family' && <FamilyStep />}
              {step === 'contact' && <ContactStep />}
              {step === 'other' && <OtherStep />}
              {step === 'password' && (
                <PasswordStep onGetOtp={otp.send} sending={otp.sending} error={otp.error} />
              )}
              {step === 'otp' && (
                <OtpStep
                  request={otp.request}
                  onResend={otp.send}
                  resending={otp.sending}
                  askPassword={otp.askPassword}
                  error={otp.error}
                />
              )}
              {step === 'photos' && <PhotoStep profile={profile} created={created} />}

              <Group grow gap="sm" wrap="nowrap">
                {step !== 'photos' || (mode === 'edit' && !created) ? (
                  <Button
                    type="button"
                    variant="default"
                    size="md"
                    disabled={backDisabled}
                    onClick={() => goTo(active - 1)}
                  >
                    {t('nav.back')}
                  </Button>
                ) : null}
                {isFormStep && (
                  <Button type="submit" size="md" loading={saving && step === 'other'}>
                    {mode === 'edit' && step === 'other' ? t('nav.saveContinue') : t('nav.next')}
                  </Button>
                )}
                {step === 'otp' && (
                  <Button type="submit" size="md" loading={submitting}>
                    {t('nav.submit')}
                  </Button>
                )}
              </Group>
              {mode === 'edit' && isFormStep && step !== 'other' && (
                <Button type="button" variant="light" size="md" fullWidth loading={saving} onClick={save}>
                  {t('nav.saveNow')}
                </Button>
              )}
            </Stack>
          </form>
        </Stack>
        <AdviceDialog message={advice} onClose={closeAdvice} />
      </WizardContext.Provider>
    </FormProvider>
  );
}
