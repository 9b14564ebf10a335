import { formatDate } from '@portal/contract/format';
import {
  useCallback,
  useImperativeHandle,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentPropsWithoutRef,
  type FocusEvent,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from '../components/field-parts';
import { Calendar } from './calendar';
import './date-field.css';
import { formValueOf, parseDate } from './parse-date';

/**
 * What the field hands to its `ref`: enough of an input for react-hook-form's `register()` (name, value, focus).
 * `value` is the form value: 'YYYY-MM-DD' when the box holds a date, the text as typed when it does not, '' when empty.
 */
export interface DateFieldHandle {
  readonly name: string;
  value: string;
  focus: () => void;
}

/** The event onChange and onBlur receive: `event.target.value` is the form value, as from an input. */
export interface DateFieldEvent {
  target: DateFieldHandle;
  type: 'change' | 'blur';
}

type InputProps = Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type' | 'min' | 'max' | 'name'>;

export interface DateFieldProps extends InputProps {
  label: string;
  name?: string;
  error?: string;
  /** Under the label; by default an example of what may be typed. */
  hint?: string;
  /**
   * 'YYYY-MM-DD': the calendar offers nothing earlier or later (pair with checkDate for the message). Typed wide enough
   * to take react-hook-form's register() return, which may carry min and max.
   */
  min?: string | number;
  max?: string | number;
  /** Controlled use: the form value ('YYYY-MM-DD', or text the field could not read). */
  value?: string;
  /** Uncontrolled use without react-hook-form: the first form value. */
  defaultValue?: string;
  onChange?: (event: DateFieldEvent) => void;
  /** Fires when focus leaves the whole field (text box, calendar button and calendar). */
  onBlur?: (event: DateFieldEvent) => void;
  ref?: Ref<DateFieldHandle>;
  /** Today as 'YYYY-MM-DD' (the calendar marks it and opens at it); by default the reader's own today. */
  today?: string;
}

export const DEFAULT_DATE_HINT = 'For example 20/11/2026 or 20 Nov 2026.';

const localToday = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** A form value as the box shows it: a date as '20 Nov 2026', text the field could not read as it is. */
const shown = (value: string | undefined) => {
  const text = value ?? '';
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDate(text) ? formatDate(text) : text;
};

function CalendarIcon() {
  return (
    <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  );
}

/**
 * A date typed the way people write it ('20/11/2026', '2026-11-20', '20 Nov 2026') or chosen from a calendar. The form
 * gets 'YYYY-MM-DD' whenever the box holds a readable date (the text itself when not, so a rule like checkDate can say
 * so). Takes `{...register('date', { validate: (v) => checkDate(v, …) })}` like an input, or value/onChange.
 */
export function DateField({
  label,
  name = '',
  error,
  hint = DEFAULT_DATE_HINT,
  min,
  max,
  value,
  defaultValue,
  onChange,
  onBlur,
  ref,
  today,
  id,
  className,
  disabled,
  onKeyDown,
  'aria-describedby': ownDescription,
  ...rest
}: DateFieldProps) {
  const [first, last] = [min, max].map((bound) => (bound === undefined || bound === '' ? undefined : String(bound)));
  const ids = useFieldIds(id);
  const [text, setText] = useState(() => shown(value ?? defaultValue));
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const textRef = useRef(text);
  const formValue = useRef(formValueOf(text));

  const show = useCallback((next: string) => {
    textRef.current = next;
    setText(next);
  }, []);

  // The form sets the value (defaults, reset, setValue): the box shows it unless it already says the same.
  const handle = useRef<DateFieldHandle | null>(null);
  if (!handle.current) {
    handle.current = {
      name,
      get value() {
        return formValue.current;
      },
      set value(next: string) {
        const incoming = next ?? '';
        formValue.current = incoming;
        if (formValueOf(textRef.current) !== incoming) show(shown(incoming));
      },
      focus: () => inputRef.current?.focus(),
    };
  }
  const target = handle.current;
  (target as { name: string }).name = name;
  useImperativeHandle(ref, () => target, [target]);

  // Controlled: a new value from outside replaces the box's text, unless the text already means it.
  const [lastValue, setLastValue] = useState(value);
  if (value !== lastValue) {
    setLastValue(value);
    if (value !== undefined && formValueOf(text) !== value) {
      formValue.current = value;
      show(shown(value));
    }
  }

  const change = (nextText: string) => {
    show(nextText);
    formValue.current = formValueOf(nextText);
    onChange?.({ target, type: 'change' });
  };

  const choose = (iso: string) => {
    change(formatDate(iso));
    toggleRef.current?.focus();
    setOpen(false);
  };

  const closeCalendar = () => {
    toggleRef.current?.focus();
    setOpen(false);
  };

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setOpen(false);
    onBlur?.({ target, type: 'blur' });
  };

  const keyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' && event.altKey && !disabled) {
      event.preventDefault();
      setOpen(true);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
    }
  };

  const calendarLabel = `Choose ${label.charAt(0).toLowerCase()}${label.slice(1)} from a calendar`;
  return (
    <div className={fieldClassName(error, 'portal-date-field', className)} onBlur={leave}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <div className="portal-date-field__control">
        <input
          ref={inputRef}
          id={ids.inputId}
          type="text"
          className="portal-input"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, hint, error, ownDescription)}
          disabled={disabled}
          {...rest}
          name={name || undefined}
          value={text}
          onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.target.value)}
          onKeyDown={keyDown}
        />
        <button
          ref={toggleRef}
          type="button"
          className="portal-date-field__toggle"
          aria-label={calendarLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen((was) => !was)}
        >
          <CalendarIcon />
        </button>
        {open && (
          <Calendar
            label={label}
            selected={parseDate(text)}
            today={today ?? localToday()}
            min={first}
            max={last}
            onSelect={choose}
            onClose={closeCalendar}
          />
        )}
      </div>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
}
