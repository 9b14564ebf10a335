import type { AddressSuggestion } from '@portal/contract/catalogue';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithRef,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from '../components/field-parts';
import './address-lookup.css';
import { useAddressSuggestions } from './use-address-suggestions';

export type SuggestedAddress = AddressSuggestion['address'];

export interface AddressLookupInputProps extends ComponentPropsWithRef<'input'> {
  label: string;
  error?: string;
  hint?: string;
  /** A suggestion was chosen: the input already shows its line1 (its onChange fired); fill the other fields here. */
  onSelectAddress: (address: SuggestedAddress) => void;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** Sets the value as typing would, so React's onChange (and react-hook-form's register) sees it. */
function typeValue(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * An address's first line with suggestions (WAI-ARIA combobox with a list): typing at least the instance's
 * minimum asks the server's address lookup; choosing a suggestion puts its line1 in the input (firing onChange) and
 * hands the whole address to `onSelectAddress`. While lookup is off, loading or failing it is a plain labelled
 * input. Takes every input prop and `ref`, so `{...register('physical.line1')}` works.
 */
export function AddressLookupInput({
  label,
  error,
  hint,
  onSelectAddress,
  ref,
  id,
  className,
  autoComplete = 'off',
  onChange,
  onKeyDown,
  onBlur,
  'aria-describedby': ownDescription,
  ...rest
}: AddressLookupInputProps) {
  const ids = useFieldIds(id);
  const listboxId = `${ids.inputId}-suggestions`;
  const optionId = (index: number) => `${listboxId}-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const choosing = useRef(false);
  const setRefs = useCallback(
    (element: HTMLInputElement | null) => {
      inputRef.current = element;
      assignRef(ref, element);
    },
    [ref],
  );
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { enabled, suggestions } = useAddressSuggestions(typed);
  const expanded = enabled && open && suggestions.length > 0;
  const active = expanded && activeIndex < suggestions.length ? activeIndex : -1;

  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const close = () => {
    setOpen(false);
    setActiveIndex(-1);
  };

  const choose = (suggestion: AddressSuggestion) => {
    close();
    const input = inputRef.current;
    if (input) {
      choosing.current = true;
      try {
        typeValue(input, suggestion.address.line1);
      } finally {
        choosing.current = false;
      }
    }
    onSelectAddress(suggestion.address);
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    // A chosen line1 is not a new search.
    setTyped(choosing.current ? '' : event.target.value);
    setOpen(!choosing.current);
    setActiveIndex(-1);
    onChange?.(event);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    if (expanded) {
      if (event.key === 'ArrowDown') {
        event.preventDefault();
        setActiveIndex((active + 1) % count);
      } else if (event.key === 'ArrowUp') {
        event.preventDefault();
        setActiveIndex(active <= 0 ? count - 1 : active - 1);
      } else if (event.key === 'Enter' && active >= 0) {
        event.preventDefault();
        choose(suggestions[active]);
      } else if (event.key === 'Escape') {
        // Only the list closes, not a dialog around the field.
        event.preventDefault();
        event.stopPropagation();
        close();
      }
    } else if (enabled && count > 0 && event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActiveIndex(0);
    }
    onKeyDown?.(event);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    close();
    onBlur?.(event);
  };

  const combobox = enabled
    ? {
        role: 'combobox',
        'aria-autocomplete': 'list' as const,
        'aria-expanded': expanded,
        'aria-controls': listboxId,
        'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
      }
    : {};

  return (
    <div className={fieldClassName(error, 'portal-address-lookup', className)}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <div className="portal-address-lookup__control">
        <input
          ref={setRefs}
          id={ids.inputId}
          type="text"
          className="portal-input"
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, ownDescription)}
          {...rest}
          {...combobox}
          onChange={handleChange}
          onKeyDown={handleKeyDown}
          onBlur={handleBlur}
        />
        {enabled && (
          <ul id={listboxId} role="listbox" aria-label="Address suggestions" className="portal-address-lookup__list" hidden={!expanded}>
            {expanded &&
              suggestions.map((suggestion, index) => (
                <li
                  key={suggestion.id}
                  id={optionId(index)}
                  role="option"
                  aria-selected={index === active}
                  className="portal-address-lookup__option"
                  // Keeps focus in the input, so choosing with the mouse does not blur (and close) first.
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => choose(suggestion)}
                >
                  {suggestion.description}
                </li>
              ))}
          </ul>
        )}
      </div>
      {enabled && (
        <span role="status" className="portal-visually-hidden">
          {expanded ? `${suggestions.length} ${suggestions.length === 1 ? 'address suggestion' : 'address suggestions'}, use the up and down arrows to choose.` : ''}
        </span>
      )}
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
}
