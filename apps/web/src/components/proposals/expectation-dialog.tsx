import { useState } from 'react';
import { Button, Group, Input, Loader, MultiSelect, RangeSlider, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ProposalModal } from './proposal-modal';
import {
  EDUCATION_LEVELS,
  EXPECTATION_AGE,
  MARITAL_STATUSES,
  expectationSchema,
  parseExpectation,
  serializeExpectation,
  type Expectation,
} from '@rishta/domain';
import { useSummary } from '@/lib/content-queries';
import { notify } from '@/lib/notify';
import { useMessage } from '@/lib/use-message';
import { useOwnProfile, useUpdateOwnProfile } from '@/lib/queries/own-profile';
import { useStates } from '@/lib/queries/states';

const names = (items: readonly { name: string }[]) => items.map(({ name }) => name);

/**
 * The set-expectation dialog (SPEC.md §2, §5, §9): the partner's age range on an 18–80 slider
 * (default 18–50), states, marital statuses and education. It opens on what was saved before.
 */
export function ExpectationDialog({ profileId, onClose }: { profileId: number; onClose: () => void }) {
  const { t } = useTranslation('proposals');
  const own = useOwnProfile(profileId);
  return (
    <ProposalModal title={t('expectation.title')} onClose={onClose} size="lg">
      {own.isPending ? (
        <Group justify="center" py="lg">
          <Loader role="status" aria-label={t('loading')} />
        </Group>
      ) : (
        // A profile that failed to load starts from the default, so the dialog still works.
        <ExpectationForm
          profileId={profileId}
          initial={parseExpectation(own.data?.expectation_proposal)}
          onClose={onClose}
        />
      )}
    </ProposalModal>
  );
}

function ExpectationForm({
  profileId,
  initial,
  onClose,
}: {
  profileId: number;
  initial: Expectation;
  onClose: () => void;
}) {
  const { t } = useTranslation('proposals');
  const message = useMessage();
  const states = useStates().data ?? [];
  // The summary may fail on a bad connection: the domain's seed lists stand in.
  const summary = useSummary().data;
  const save = useUpdateOwnProfile(profileId);
  const [age, setAge] = useState<[number, number]>(
    initial.age ?? [EXPECTATION_AGE.defaultMin, EXPECTATION_AGE.defaultMax],
  );
  const [state, setState] = useState(initial.state ?? []);
  const [maritalStatus, setMaritalStatus] = useState(initial.marital_status ?? []);
  const [education, setEducation] = useState(initial.education ?? []);

  const submit = () => {
    const parsed = expectationSchema.safeParse({ age, state, marital_status: maritalStatus, education });
    if (!parsed.success) {
      notify({ color: 'red', message: message('failedToUpdateProfile') });
      return;
    }
    save.mutate(
      { expectation_proposal: serializeExpectation(parsed.data) },
      {
        onSuccess: () => {
          notify({ color: 'rishta', message: message('profileUpdated') });
          onClose();
        },
        // The dialog stays open with the choices, so nothing is lost.
        onError: () => notify({ color: 'red', message: message('failedToUpdateProfile') }),
      },
    );
  };

  const select = (label: string, data: string[], value: string[], onChange: (v: string[]) => void) => (
    <MultiSelect
      label={label}
      data={[...new Set([...data, ...value])]}
      value={value}
      onChange={onChange}
      searchable
      clearable
      placeholder={value.length ? undefined : t('expectation.any')}
      nothingFoundMessage={t('expectation.nothingFound')}
      maxDropdownHeight={240}
      size="md"
      comboboxProps={{ withinPortal: true, shadow: 'md' }}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Input.Wrapper label={t('expectation.age')} id="expectation-age">
          <Text fz="sm" c="dimmed" mb="md" aria-live="polite">
            {t('expectation.ageValue', { min: age[0], max: age[1] })}
          </Text>
          <RangeSlider
            min={EXPECTATION_AGE.min}
            max={EXPECTATION_AGE.max}
            minRange={0}
            value={age}
            onChange={setAge}
            thumbFromLabel={t('expectation.ageFrom')}
            thumbToLabel={t('expectation.ageTo')}
            marks={[
              { value: EXPECTATION_AGE.min, label: String(EXPECTATION_AGE.min) },
              { value: EXPECTATION_AGE.max, label: String(EXPECTATION_AGE.max) },
            ]}
            mb="lg"
            mx="xs"
          />
        </Input.Wrapper>
        {select(t('expectation.state'), names(states), state, setState)}
        {select(
          t('expectation.maritalStatus'),
          names(summary?.marital_status ?? MARITAL_STATUSES),
          maritalStatus,
          setMaritalStatus,
        )}
        {select(
          t('expectation.education'),
          names(summary?.education ?? EDUCATION_LEVELS),
          education,
          setEducation,
        )}
        <Group grow gap="sm">
          <Button variant="default" size="md" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" size="md" loading={save.isPending}>
            {t('expectation.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
