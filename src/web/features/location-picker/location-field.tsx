import { Trans } from '@lingui/react/macro';
import { type ReactNode, type Ref, useId, useState } from 'react';
import type { Location } from '../../../shared/schemas/rides';
import { FieldError } from '../../components/ui/input';
import { SavedPlaceChips } from '../saved-places';
import { LocationPickerDialog } from './location-picker-dialog';

interface LocationFieldProps {
  label: string;
  /** The picker's title. */
  pickerTitle: string;
  placeholder: string;
  value: Location | null;
  onChange(location: Location): void;
  error?: string;
  /** A small drawing at the start of the field; decorative. */
  icon: ReactNode;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * A place chosen through the location picker: shows the chosen address, opens the picker; the
 * person's saved places come first, one tap each.
 */
export function LocationField({
  label,
  pickerTitle,
  placeholder,
  value,
  onChange,
  error,
  icon,
  buttonRef,
}: LocationFieldProps) {
  const [open, setOpen] = useState(false);
  const id = useId();

  return (
    <div>
      <span id={`${id}-label`} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
      </span>
      <button
        ref={buttonRef}
        id={id}
        type="button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={error ? `${id}-error` : undefined}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={`flex min-h-14 w-full items-center gap-3 rounded-xl border bg-white px-4 py-2.5 text-left transition-colors hover:border-primary ${
          error ? 'border-danger' : 'border-line'
        }`}
      >
        <span aria-hidden="true" className="shrink-0 text-primary">
          {icon}
        </span>
        <span id={`${id}-value`} className="min-w-0 flex-1">
          {value ? (
            <span className="block font-medium text-ink">{value.address}</span>
          ) : (
            <span className="block text-ink-muted">{placeholder}</span>
          )}
        </span>
        <span className="shrink-0 font-semibold text-primary-strong text-sm">
          {value ? <Trans>Change</Trans> : <Trans>Choose</Trans>}
        </span>
      </button>
      {value ? (
        <p className="mt-1.5 text-ink-muted text-xs tabular-nums">
          {value.latitude.toFixed(6)}, {value.longitude.toFixed(6)}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error ?? null} />
      <SavedPlaceChips label={label} chosen={value} onChoose={onChange} className="mt-2" />
      <LocationPickerDialog
        open={open}
        onOpenChange={setOpen}
        title={pickerTitle}
        value={value}
        onConfirm={onChange}
      />
    </div>
  );
}
