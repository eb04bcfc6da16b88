import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '../../components/ui/button';
import { FormField, SelectBox } from '../../components/ui/form-field';
import type { VehicleFormState } from './use-vehicle-form';

/** What the model select says before there is a model to choose. */
function modelPlaceholder({ values, models }: VehicleFormState): MessageDescriptor {
  if (values.make === '') return msg`Choose a make first`;
  if (models.isPending) return msg`Loading models…`;
  if (models.isError) return msg`Models could not be loaded`;
  return msg`Choose model`;
}

/** The make select (with Try again when the makes failed to load) and the make's models. */
export function MakeAndModelFields({ form }: { form: VehicleFormState }) {
  const { t } = useLingui();
  const { values, errors, set, control, fieldId, makes, models } = form;
  return (
    <>
      <FormField
        id={fieldId('make')}
        label={t`Make`}
        error={errors.make ?? (makes.isError ? t`The makes could not be loaded. Try again.` : null)}
      >
        <SelectBox
          {...control('make')}
          value={values.make}
          onChange={(event) => set('make', event.target.value)}
        >
          <option value="" disabled>
            {makes.isPending ? t`Loading makes…` : t`Choose make`}
          </option>
          {/* An edited vehicle's make shows even before (or without) the list. */}
          {values.make && !makes.data?.includes(values.make) ? (
            <option value={values.make}>{values.make}</option>
          ) : null}
          {makes.data?.map((make) => (
            <option key={make} value={make}>
              {make}
            </option>
          ))}
        </SelectBox>
        {makes.isError ? (
          <Button variant="ghost" className="mt-1" onClick={() => void makes.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
      </FormField>

      <FormField id={fieldId('model')} label={t`Model`} error={errors.model}>
        <SelectBox
          {...control('model')}
          value={values.model}
          disabled={values.make === '' || models.isPending}
          onChange={(event) => set('model', event.target.value)}
        >
          <option value="" disabled>
            {t(modelPlaceholder(form))}
          </option>
          {values.model && !models.data?.includes(values.model) ? (
            <option value={values.model}>{values.model}</option>
          ) : null}
          {models.data?.map((model) => (
            <option key={model} value={model}>
              {model}
            </option>
          ))}
        </SelectBox>
      </FormField>
    </>
  );
}
