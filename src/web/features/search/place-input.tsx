import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { inputStyles } from '../../components/ui/input';
import { LineIcon } from '../../components/ui/line-icon';
import { Spinner } from '../../components/ui/spinner';
import { queryKeys } from '../../lib/query-keys';
import {
  apiPlaceProvider,
  newPlaceSession,
  type PlaceProvider,
  type PlaceSuggestion,
  placeQuery,
} from './place-search';
import { type PlaceValue, typedPlace } from './search-form-values';

const TYPING_PAUSE_MS = 200;

interface PlaceInputProps {
  label: string;
  value: PlaceValue;
  onChange(value: PlaceValue): void;
  placeholder?: string;
  /** A small drawing at the start of the field; decorative. */
  icon?: ReactNode;
  provider?: PlaceProvider;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  /** The line under the field when nothing matches: what typing on does here. */
  noMatchText?: string;
  /** The id of a hint or problem under the field. */
  describedBy?: string;
}

/**
 * A place field with suggestions: the ARIA combobox pattern (list autocomplete). Typing at least
 * 2 characters lists matching places; Arrow keys move through them, Enter picks, Escape closes.
 * A picked place carries its point; a typed text does not (the search geocodes it).
 * Shared with ride creation, which picks places the same way.
 */
export function PlaceInput({
  label,
  value,
  onChange,
  placeholder,
  icon,
  provider = apiPlaceProvider,
  inputRef,
  disabled,
  noMatchText,
  describedBy,
}: PlaceInputProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const listId = `${id}-list`;
  const [typing, setTyping] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(-1);

  // Ask once typing pauses; a picked or untouched value asks nothing.
  useEffect(() => {
    if (!typing) {
      setQuery(null);
      return;
    }
    const wanted = placeQuery(value.text);
    const timer = setTimeout(() => setQuery(wanted), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typing, value.text]);

  // One picking session, from the first search until a suggestion is chosen: Google bills its
  // searches and the chosen place's details as one (the token is no part of the query's key).
  const session = useRef<string | null>(null);
  const sessionToken = () => {
    session.current ??= newPlaceSession();
    return session.current;
  };

  const places = useQuery({
    // The suggestions' second line ('Town · Kiambu') is in the language on screen.
    queryKey: [...queryKeys.placeSearch(query), i18n.locale],
    queryFn: ({ signal }) => provider.suggest(query ?? '', signal, sessionToken()),
    enabled: query !== null,
    placeholderData: keepPreviousData,
    staleTime: 60 * 60 * 1000,
  });
  const suggestions: PlaceSuggestion[] = (query !== null && places.data) || [];
  const tooShort = typing && placeQuery(value.text) === null;
  const open = typing && !tooShort && (suggestions.length > 0 || places.isFetched);
  const activeSuggestion = open ? suggestions[active] : undefined;

  // A Google suggestion comes without its point: it is looked up once picked, unless the text
  // changes meanwhile. If the look-up fails the text stays, and the search geocodes it.
  const latestText = useRef(value.text);
  latestText.current = value.text;
  const [locating, setLocating] = useState(false);

  async function pick(suggestion: PlaceSuggestion) {
    onChange({ text: suggestion.label, point: suggestion.point });
    latestText.current = suggestion.label;
    setTyping(false);
    setActive(-1);
    const token = session.current ?? undefined;
    session.current = null; // the choice ends the session; typing again starts another
    if (suggestion.point) return;
    setLocating(true);
    const point = await provider.locate(suggestion, undefined, token).catch(() => null);
    setLocating(false);
    if (point && latestText.current === suggestion.label)
      onChange({ text: suggestion.label, point });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!typing) setTyping(true);
        if (count > 0) setActive((i) => (i + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count > 0) setActive((i) => (i <= 0 ? count - 1 : i - 1));
        break;
      case 'Enter':
        if (activeSuggestion) {
          event.preventDefault();
          void pick(activeSuggestion);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setTyping(false);
          setActive(-1);
        }
        break;
    }
  }

  const count = suggestions.length;
  const showNothingFound = open && suggestions.length === 0 && !places.isFetching;
  const spinning = (places.isFetching && typing) || locating;

  return (
    <div className="relative">
      <label htmlFor={id} className="mb-1.5 block font-medium text-ink text-sm">
        {label}
      </label>
      <div className="relative">
        {icon ? (
          <span className="pointer-events-none absolute inset-y-0 left-3.5 flex items-center text-primary">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          ref={inputRef}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={open}
          aria-controls={listId}
          aria-activedescendant={activeSuggestion ? `${listId}-${active}` : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="next"
          placeholder={placeholder}
          disabled={disabled}
          value={value.text}
          onChange={(event) => {
            onChange(typedPlace(event.target.value));
            setTyping(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setTyping(false);
            setActive(-1);
          }}
          className={`${inputStyles} ${icon ? 'pl-11' : ''} ${spinning ? 'pr-11' : ''}`}
        />
        {spinning ? (
          <span className="pointer-events-none absolute inset-y-0 right-3.5 flex items-center text-ink-muted">
            <Spinner />
          </span>
        ) : null}
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t`${label} suggestions`}
        hidden={!open || suggestions.length === 0}
        className="absolute inset-x-0 top-full z-20 mt-1 max-h-48 overflow-y-auto rounded-xl border border-line bg-white py-1 shadow-lg"
      >
        {suggestions.map((suggestion, index) => (
          // The input keeps focus and the keyboard (aria-activedescendant); a pointer picks here.
          // biome-ignore lint/a11y/useKeyWithClickEvents: keys are handled by the combobox input
          <div
            key={suggestion.id}
            id={`${listId}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => void pick(suggestion)}
            onPointerMove={() => setActive(index)}
            className={`flex min-h-11 cursor-pointer items-center gap-3 px-3.5 py-2 ${
              index === active ? 'bg-primary-soft' : ''
            }`}
          >
            <LineIcon className="size-4 shrink-0 text-ink-muted" strokeWidth={2}>
              <path d="M12 21s-6-5.3-6-10.5a6 6 0 0 1 12 0C18 15.7 12 21 12 21z" />
              <circle cx="12" cy="10.5" r="2" />
            </LineIcon>
            <span className="min-w-0">
              <span className="block truncate font-medium text-ink">{suggestion.name}</span>
              {suggestion.detail ? (
                <span className="block truncate text-ink-muted text-xs">{suggestion.detail}</span>
              ) : null}
            </span>
          </div>
        ))}
      </div>
      {showNothingFound ? (
        <p className="absolute inset-x-0 top-full z-20 mt-1 rounded-xl border border-line bg-white px-3.5 py-3 text-ink-muted text-sm shadow-lg">
          {noMatchText ?? t`No matching places. You can still search with what you typed.`}
        </p>
      ) : null}
      <p className="sr-only" aria-live="polite">
        {open && !places.isFetching
          ? suggestions.length === 0
            ? t`No matching places.`
            : t`${plural(count, { one: '# suggestion', other: '# suggestions' })}. Use the arrow keys to choose.`
          : ''}
      </p>
    </div>
  );
}
