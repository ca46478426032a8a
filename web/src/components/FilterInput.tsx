import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button, InputGroup, type IconName } from '@blueprintjs/core';
import './filters.css';

interface Props {
  value: string;
  onChange(next: string): void;
  placeholder: string;
  /** The accessible name; the placeholder when absent. */
  label?: string;
  icon?: IconName;
  /** How long typing must pause before the filter applies (the spec debounces text filters 300 ms). */
  debounceMs?: number;
  className?: string;
}

const DEFAULT_DEBOUNCE_MS = 300;

/**
 * A text filter that applies once typing pauses, so each keystroke does not start a query. A new value
 * from outside (a 'Clear all') replaces what is typed.
 */
export function FilterInput({ value, onChange, placeholder, label, icon = 'search', debounceMs = DEFAULT_DEBOUNCE_MS, className }: Props) {
  const [text, setText] = useState(value);
  const applied = useRef(value);
  const latestOnChange = useRef(onChange);
  // Kept current after each render, so the debounce timer calls the latest handler.
  useLayoutEffect(() => {
    latestOnChange.current = onChange;
  });

  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setText(value);
  }, [value]);

  useEffect(() => {
    if (text === applied.current) return;
    const timer = setTimeout(() => {
      applied.current = text;
      latestOnChange.current(text);
    }, debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const clear = () => {
    setText('');
    applied.current = '';
    latestOnChange.current('');
  };

  return (
    <InputGroup
      className={`filter-input${className ? ` ${className}` : ''}`}
      type="search"
      leftIcon={icon}
      placeholder={placeholder}
      aria-label={label ?? placeholder}
      value={text}
      onValueChange={setText}
      rightElement={text ? <Button variant="minimal" icon="cross" aria-label={`Clear ${label ?? placeholder}`} onClick={clear} /> : undefined}
    />
  );
}
