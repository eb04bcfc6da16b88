import { describe, expect, it } from 'vitest';
import {
  backspaceInBox,
  codeOf,
  emptyDigits,
  isCompleteCode,
  pasteIntoBox,
  typeIntoBox,
} from './otp-digits';

const empty = emptyDigits(5);

describe('typing into the code boxes', () => {
  it('fills the box and moves to the next one', () => {
    expect(typeIntoBox(empty, 0, '4')).toEqual({ digits: ['4', '', '', '', ''], focus: 1 });
  });

  it('stays on the last box after the fifth digit', () => {
    expect(typeIntoBox(['1', '2', '3', '4', ''], 4, '5')).toEqual({
      digits: ['1', '2', '3', '4', '5'],
      focus: 4,
    });
  });

  it('ignores letters and symbols', () => {
    expect(typeIntoBox(empty, 2, 'x')).toEqual({ digits: empty, focus: 2 });
  });

  it('replaces a digit already in the box with the one just typed', () => {
    expect(typeIntoBox(['1', '2', '', '', ''], 1, '27').digits).toEqual(['1', '7', '', '', '']);
    expect(typeIntoBox(['1', '2', '', '', ''], 1, '72').digits).toEqual(['1', '7', '', '', '']);
  });

  it('spreads a whole code suggested by the phone into every box', () => {
    expect(typeIntoBox(empty, 0, '48213')).toEqual({
      digits: ['4', '8', '2', '1', '3'],
      focus: 4,
    });
  });
});

describe('pasting into the code boxes', () => {
  it('fills all five boxes from a whole code, wherever it lands', () => {
    expect(pasteIntoBox(empty, 3, 'Your Pamoja code is 90817.').digits).toEqual([
      '9',
      '0',
      '8',
      '1',
      '7',
    ]);
  });

  it('fills from the focused box when fewer digits are pasted', () => {
    expect(pasteIntoBox(empty, 1, '12')).toEqual({ digits: ['', '1', '2', '', ''], focus: 3 });
  });

  it('changes nothing when the clipboard holds no digits', () => {
    expect(pasteIntoBox(empty, 2, 'hello')).toEqual({ digits: empty, focus: 2 });
  });
});

describe('backspace in the code boxes', () => {
  it('clears a filled box and stays there', () => {
    expect(backspaceInBox(['1', '2', '3', '', ''], 2)).toEqual({
      digits: ['1', '2', '', '', ''],
      focus: 2,
    });
  });

  it('in an empty box clears the previous one and moves to it', () => {
    expect(backspaceInBox(['1', '2', '', '', ''], 2)).toEqual({
      digits: ['1', '', '', '', ''],
      focus: 1,
    });
  });

  it('does nothing before the first box', () => {
    expect(backspaceInBox(empty, 0)).toEqual({ digits: empty, focus: 0 });
  });
});

describe('a complete code', () => {
  it('has a digit in every box', () => {
    expect(isCompleteCode(['1', '2', '3', '4', '5'])).toBe(true);
    expect(isCompleteCode(['1', '2', '', '4', '5'])).toBe(false);
    expect(codeOf(['0', '2', '3', '4', '5'])).toBe('02345');
  });
});
