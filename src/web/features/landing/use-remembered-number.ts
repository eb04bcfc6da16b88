import { useEffect, useState } from 'react';

function read(key: string): string | null {
  try {
    const value = localStorage.getItem(key);
    return value !== null && Number(value) > 0 ? value : null;
  } catch {
    // Storage can be off (private modes, strict settings); the default then stands.
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // As above: nothing to remember it in, and nothing the visitor needs to know.
  }
}

/**
 * A number field's text, remembered in the browser between visits. Only a positive number is
 * stored, so a half-typed or cleared field never replaces the last good value. The remembered
 * value comes after the first render, which must match the server's (the pre-rendered landing
 * page knows no browser's storage).
 */
export function useRememberedNumber(
  key: string,
  fallback: number,
): [text: string, setText: (text: string) => void] {
  const [text, setText] = useState(String(fallback));
  useEffect(() => {
    const remembered = read(key);
    if (remembered !== null) setText(remembered);
  }, [key]);
  const update = (next: string) => {
    setText(next);
    if (next.trim() !== '' && Number(next) > 0) write(key, next.trim());
  };
  return [text, update];
}
